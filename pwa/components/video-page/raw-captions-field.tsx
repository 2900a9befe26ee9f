import { useId } from 'react';
import type { CaptionsCheck } from './captions-draft.ts';
import { fieldBorder } from '../ui/field-message.tsx';

/** The captions as WebVTT text, for advisors who know the format (cue settings, notes). */
export function RawCaptionsField({
  text,
  readOnly,
  check,
  onChange,
}: {
  text: string;
  readOnly: boolean;
  check: CaptionsCheck;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className="mt-4">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        Captions (WebVTT)
      </label>
      <textarea
        id={id}
        rows={12}
        value={text}
        spellCheck={false}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={check.ok ? undefined : true}
        className={`block w-full resize-y rounded-lg border bg-white px-3 py-2.5 font-mono text-xs leading-relaxed text-slate-900 shadow-sm focus:ring-2 focus:outline-none read-only:bg-slate-50 read-only:text-slate-500 sm:text-sm ${fieldBorder(check.ok ? undefined : check.error)}`}
      />
    </div>
  );
}
