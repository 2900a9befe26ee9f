import { TRIM_STEP_SECONDS } from '../../../shared/constants/limits.ts';
import { formatTrimClock } from '../../../shared/format/clock.ts';
import { moveEnd, moveStart, type TrimRange } from './trim-range.ts';

// Written out in full: Tailwind only finds class names that appear whole in the source.
const WEBKIT_THUMB =
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:box-border [&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 ' +
  '[&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full ' +
  '[&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-brand-600 [&::-webkit-slider-thumb]:bg-white ' +
  '[&::-webkit-slider-thumb]:shadow-md focus-visible:[&::-webkit-slider-thumb]:ring-4 ' +
  'focus-visible:[&::-webkit-slider-thumb]:ring-brand-200 disabled:[&::-webkit-slider-thumb]:cursor-not-allowed ' +
  'disabled:[&::-webkit-slider-thumb]:border-slate-400';
const MOZ_THUMB =
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:box-border [&::-moz-range-thumb]:h-5 [&::-moz-range-thumb]:w-5 ' +
  '[&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:appearance-none [&::-moz-range-thumb]:rounded-full ' +
  '[&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-brand-600 [&::-moz-range-thumb]:bg-white ' +
  '[&::-moz-range-thumb]:shadow-md focus-visible:[&::-moz-range-thumb]:ring-4 ' +
  'focus-visible:[&::-moz-range-thumb]:ring-brand-200 disabled:[&::-moz-range-thumb]:cursor-not-allowed ' +
  'disabled:[&::-moz-range-thumb]:border-slate-400';

// Two native sliders over one rail: each keeps its keyboard and screen-reader behaviour, and
// only the thumbs take the pointer, so either can be grabbed where it sits.
const INPUT = `pointer-events-none absolute inset-0 h-full w-full appearance-none bg-transparent focus:outline-none ${WEBKIT_THUMB} ${MOZ_THUMB}`;

/** Half a thumb: a native thumb stays inside its input, so its centre runs 10px in from each side. */
const at = (fraction: number) => `calc(10px + (100% - 20px) * ${fraction})`;

/** One thumb of the trim rail: a native range input, so keyboard and screen readers work. */
function TrimHandle({
  label,
  value,
  max,
  disabled,
  onTop,
  onValue,
}: {
  label: string;
  value: number;
  max: number;
  disabled: boolean;
  onTop: boolean;
  onValue: (value: number) => void;
}) {
  return (
    <input
      type="range"
      aria-label={label}
      aria-valuetext={formatTrimClock(value)}
      min={0}
      max={max}
      step={TRIM_STEP_SECONDS}
      value={value}
      disabled={disabled}
      onChange={(event) => onValue(event.target.valueAsNumber)}
      className={`${INPUT} ${onTop ? 'z-20' : 'z-10'}`}
    />
  );
}

/** Two handles, start and end, over the recording's length, in steps of 0.1 s. */
export function TrimSlider({
  durationSeconds,
  range,
  onChange,
  onSeek,
  disabled,
}: {
  durationSeconds: number;
  range: TrimRange;
  onChange: (range: TrimRange) => void;
  /** Shows the frame at a handle as it moves. */
  onSeek: (seconds: number) => void;
  disabled: boolean;
}) {
  const span = durationSeconds > 0 ? durationSeconds : 1;
  const startAt = range.start / span;
  const endAt = Math.min(range.end / span, 1);
  // Where the thumbs meet, the one that can still move away must be on top.
  const startOnTop = startAt > 0.5;

  function change(next: TrimRange, seekTo: number) {
    onChange(next);
    onSeek(seekTo);
  }

  return (
    <div>
      <div className="relative h-8">
        <div className="absolute inset-x-2 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-200" />
        <div
          className={`absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full ${disabled ? 'bg-slate-400' : 'bg-brand-500'}`}
          style={{ left: at(startAt), right: `calc(100% - ${at(endAt)})` }}
        />
        <TrimHandle
          label="Trim start"
          value={range.start}
          max={durationSeconds}
          disabled={disabled}
          onTop={startOnTop}
          onValue={(value) => {
            const next = moveStart(range, value, durationSeconds);
            change(next, next.start);
          }}
        />
        <TrimHandle
          label="Trim end"
          value={range.end}
          max={durationSeconds}
          disabled={disabled}
          onTop={false}
          onValue={(value) => {
            const next = moveEnd(range, value, durationSeconds);
            change(next, next.end);
          }}
        />
      </div>
      <div className="mt-1 flex justify-between gap-4 text-sm text-slate-600 tabular-nums">
        <span>
          Start <span className="font-medium text-slate-900">{formatTrimClock(range.start)}</span>
        </span>
        <span>
          Length{' '}
          <span className="font-medium text-slate-900">
            {formatTrimClock(range.end - range.start)}
          </span>
        </span>
        <span>
          End <span className="font-medium text-slate-900">{formatTrimClock(range.end)}</span>
        </span>
      </div>
    </div>
  );
}
