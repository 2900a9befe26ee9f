import { Scissors, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button.tsx';
import type { WebmKeyframes } from '../../editor/webm-keyframes.ts';
import { PreviewCard } from './preview-card.tsx';
import { TrimCutNote } from './trim-cut-note.tsx';
import { TrimSlider } from './trim-slider.tsx';
import { canTrim, isWholeVideo, wholeRange, type TrimRange } from './trim-range.ts';

/** Choosing the part to keep and applying it, with progress and Cancel while it runs. */
export function TrimCard({
  durationSeconds,
  timeline,
  progress,
  disabled,
  onSeek,
  onRangeChange,
  onApply,
  onCancel,
}: {
  durationSeconds: number;
  /** The recording's keyframes, to say where a cut will really start; null until read. */
  timeline: WebmKeyframes | null;
  /** 0 to 1 while a trim runs; null otherwise. */
  progress: number | null;
  disabled: boolean;
  onSeek: (seconds: number) => void;
  /** The advisor moved a handle: time to get ready for a trim. */
  onRangeChange: () => void;
  onApply: (range: TrimRange) => void;
  onCancel: () => void;
}) {
  const [range, setRange] = useState(() => wholeRange(durationSeconds));
  const trimming = progress !== null;
  const trimmable = canTrim(durationSeconds);
  const whole = isWholeVideo(range, durationSeconds);
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <PreviewCard
      title="Trim"
      description={
        trimmable
          ? 'Drag the handles to cut the start or end of your recording.'
          : 'This recording is too short to trim.'
      }
    >
      <TrimSlider
        durationSeconds={durationSeconds}
        range={range}
        onChange={(next) => {
          setRange(next);
          onRangeChange();
        }}
        onSeek={onSeek}
        disabled={disabled || trimming || !trimmable}
      />
      {trimmable ? <TrimCutNote range={range} timeline={timeline} /> : null}
      {trimming ? (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <div className="mb-1.5 flex justify-between text-sm">
              <span className="font-medium text-slate-700" role="status">
                Trimming your recording...
              </span>
              <span className="text-slate-500 tabular-nums">{percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label="Trim progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
          <Button variant="outline" onClick={onCancel} className="sm:w-auto">
            Cancel
          </Button>
        </div>
      ) : (
        <div className="mt-3 flex justify-end gap-3">
          <Button
            variant="ghost"
            disabled={disabled || whole}
            onClick={() => setRange(wholeRange(durationSeconds))}
          >
            <Undo2 size={16} aria-hidden="true" /> Reset
          </Button>
          <Button variant="outline" disabled={disabled || whole} onClick={() => onApply(range)}>
            <Scissors size={16} aria-hidden="true" /> Apply Trim
          </Button>
        </div>
      )}
    </PreviewCard>
  );
}
