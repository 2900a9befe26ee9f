import { useId, type ReactNode } from 'react';
import { hexColorOr } from '../../../shared/format/hex-color.ts';

/**
 * A brand colour as a native colour picker and a hex text input kept in step: the picker writes
 * the text, and the text moves the picker once it is a full `#rrggbb`. Until then the picker
 * keeps showing the last good colour and the form's check reports the schema's message.
 */
export function ColourField({
  label,
  value,
  fallback,
  onChange,
  error,
  disabled,
  children,
}: {
  label: string;
  value: string;
  /** What the picker shows while the text is not a colour yet. */
  fallback: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Advice shown under the field, such as a contrast warning. */
  children?: ReactNode;
}) {
  const id = useId();
  const describedBy = [error && `${id}-error`, children && `${id}-note`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="color"
          value={hexColorOr(value, fallback)}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 shadow-sm disabled:cursor-not-allowed"
        />
        <input
          type="text"
          aria-label={`${label} hex`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={fallback}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 font-mono text-sm text-slate-900 uppercase shadow-sm placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:bg-slate-50 ${
            error
              ? 'border-red-400 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
          }`}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
      {children && (
        <div id={`${id}-note`} className="mt-1.5">
          {children}
        </div>
      )}
    </div>
  );
}
