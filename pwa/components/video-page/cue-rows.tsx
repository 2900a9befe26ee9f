import { Play, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { Cue } from '../../../shared/captions/webvtt.ts';
import { formatClock } from '../../../shared/format/clock.ts';
import { parseClock } from '../../../shared/format/parse-clock.ts';
import { Button } from '../ui/button.tsx';
import { fieldBorder } from '../ui/field-message.tsx';
import { inTimeOrder } from './captions-draft.ts';

/** A new caption lasts this long; the advisor moves its end as needed. */
const NEW_CAPTION_SECONDS = 3;

/** Seconds as the time fields show them: m:ss.mmm, trailing zeros dropped. */
function clockText(seconds: number): string {
  const fraction = (Math.round((seconds % 1) * 1000) / 1000).toFixed(3).slice(1);
  const trimmed = fraction.replace(/\.?0+$/, '');
  return `${formatClock(seconds)}${trimmed}`;
}

/**
 * The captions as rows of start, end and text, each playable in the player beside them. Times
 * take m:ss or m:ss.mmm; a caption given an earlier start moves to its place in time.
 */
export function CueRows({
  cues,
  disabled,
  currentTime,
  onChange,
  onPlayFrom,
}: {
  cues: readonly Cue[];
  disabled: boolean;
  /** Where the player is: a new caption starts there. */
  currentTime: number;
  onChange: (cues: Cue[]) => void;
  onPlayFrom: (seconds: number) => void;
}) {
  const replace = (index: number, cue: Cue) =>
    onChange(inTimeOrder(cues.map((c, i) => (i === index ? cue : c))));
  const add = () => {
    const start = Math.round(currentTime * 10) / 10;
    onChange(inTimeOrder([...cues, { start, end: start + NEW_CAPTION_SECONDS, text: '' }]));
  };
  return (
    <div>
      {cues.length === 0 ? (
        <p className="text-sm text-slate-500">No captions yet.</p>
      ) : (
        <ol className="space-y-3">
          {cues.map((cue, index) => (
            <CueRow
              // A caption moved or removed starts its row afresh (its time fields hold drafts).
              key={`${index}:${cue.start}:${cue.end}`}
              number={index + 1}
              cue={cue}
              disabled={disabled}
              onChange={(next) => replace(index, next)}
              onRemove={() => onChange(cues.filter((_, i) => i !== index))}
              onPlay={() => onPlayFrom(cue.start)}
            />
          ))}
        </ol>
      )}
      <Button variant="outline" size="sm" className="mt-3" disabled={disabled} onClick={add}>
        <Plus size={16} aria-hidden="true" /> Add Caption at {formatClock(currentTime)}
      </Button>
    </div>
  );
}

function CueRow({
  number,
  cue,
  disabled,
  onChange,
  onRemove,
  onPlay,
}: {
  number: number;
  cue: Cue;
  disabled: boolean;
  onChange: (cue: Cue) => void;
  onRemove: () => void;
  onPlay: () => void;
}) {
  const id = useId();
  return (
    <li>
      <div
        role="group"
        aria-label={`Caption ${number}`}
        className="rounded-lg border border-slate-200 p-3"
      >
        <div className="flex flex-wrap items-end gap-2">
          <TimeField
            label="Start"
            seconds={cue.start}
            disabled={disabled}
            onCommit={(start) => onChange({ ...cue, start })}
          />
          <TimeField
            label="End"
            seconds={cue.end}
            disabled={disabled}
            onCommit={(end) => onChange({ ...cue, end })}
          />
          <div className="ml-auto flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              onClick={onPlay}
              aria-label={`Play from ${formatClock(cue.start)}`}
              title="Play from here"
            >
              <Play size={16} aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={onRemove}
              aria-label={`Remove caption ${number}`}
              title="Remove caption"
            >
              <Trash2 size={16} aria-hidden="true" />
            </Button>
          </div>
        </div>
        <label htmlFor={`${id}-text`} className="sr-only">
          Caption {number} text
        </label>
        <textarea
          id={`${id}-text`}
          rows={2}
          value={cue.text}
          readOnly={disabled}
          onChange={(event) => onChange({ ...cue, text: event.target.value })}
          className="mt-2 block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none read-only:bg-slate-50 read-only:text-slate-500"
        />
      </div>
    </li>
  );
}

/** A time typed as m:ss.mmm, taken when the field is left; a time it cannot read is shown. */
function TimeField({
  label,
  seconds,
  disabled,
  onCommit,
}: {
  label: string;
  seconds: number;
  disabled: boolean;
  onCommit: (seconds: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(() => clockText(seconds));
  const [error, setError] = useState<string | undefined>();
  const commit = () => {
    const parsed = parseClock(draft);
    if (parsed === null) return setError('Use a time like 1:05.5');
    setError(undefined);
    if (parsed !== seconds) onCommit(parsed);
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={draft}
        readOnly={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block h-9 w-24 rounded-lg border bg-white px-2.5 text-sm text-slate-900 tabular-nums shadow-sm focus:ring-2 focus:outline-none read-only:bg-slate-50 read-only:text-slate-500 ${fieldBorder(error)}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
