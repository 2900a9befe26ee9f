import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldMessage, fieldBorder } from './field-message.tsx';

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line input, styled and wired like TextField. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  hint,
  rows = 4,
  ...props
}: TextAreaFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-sm leading-relaxed text-slate-900 shadow-sm placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500 ${fieldBorder(error)}`}
        {...props}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
