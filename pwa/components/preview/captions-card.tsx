import { useId, useState } from 'react';
import { parseWebVtt } from '../../../shared/captions/parse-webvtt.ts';
import { toWebVtt, type Cue } from '../../../shared/captions/webvtt.ts';
import { formatClock } from '../../../shared/format/clock.ts';
import { FieldMessage, fieldBorder } from '../ui/field-message.tsx';
import { PreviewCard } from './preview-card.tsx';

/**
 * The AI's captions as a list the advisor can correct: each caption's time, and its text in a
 * box. Times are not editable (they come from the speech). An edit reaches the video only once
 * the whole file passes the shared WebVTT check, the one the server makes on save.
 */
export function CaptionsCard({
  vtt,
  onChange,
  disabled,
}: {
  vtt: string;
  onChange: (vtt: string) => void;
  disabled: boolean;
}) {
  const parsed = parseWebVtt(vtt);
  if (!parsed.ok || parsed.cues.length === 0) return null;
  const { cues } = parsed;
  return (
    <PreviewCard
      title="Captions"
      description="Made from your recording. Correct any words before you save."
    >
      <ol className="max-h-96 space-y-4 overflow-y-auto pr-1">
        {cues.map((cue, index) => (
          <CaptionRow
            // A new set of captions (not an edit of this one) starts the row afresh.
            key={`${index}:${cue.start}`}
            cue={cue}
            disabled={disabled}
            onTextChange={(text) => {
              const edited = toWebVtt(cues.map((c, i) => (i === index ? { ...c, text } : c)));
              const check = parseWebVtt(edited);
              if (check.ok) onChange(edited);
              return check.ok ? null : check.error;
            }}
          />
        ))}
      </ol>
    </PreviewCard>
  );
}

function CaptionRow({
  cue,
  disabled,
  onTextChange,
}: {
  cue: Cue;
  disabled: boolean;
  /** Returns why the text cannot be used, or null when it was taken. */
  onTextChange: (text: string) => string | null;
}) {
  const id = useId();
  const [text, setText] = useState(cue.text);
  const [error, setError] = useState<string | null>(null);
  const time = `${formatClock(cue.start)} to ${formatClock(cue.end)}`;
  return (
    <li>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-500 tabular-nums">
        <span className="sr-only">Caption at </span>
        {time}
      </label>
      <textarea
        id={id}
        rows={2}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          setError(onTextChange(event.target.value));
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full resize-none rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:ring-2 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500 ${fieldBorder(error ?? undefined)}`}
      />
      <FieldMessage id={id} error={error ?? undefined} />
    </li>
  );
}
