import { Mic, MicOff, Pause, Play, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatClock } from '../../../shared/format/clock.ts';

/** Redraws a few times a second while the clock runs; paused, the clock stands still. */
function useTicking(running: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setTick((tick) => tick + 1), 250);
    return () => window.clearInterval(timer);
  }, [running]);
}

const CONTROL =
  'inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The control bar: status badge, timer, pause/resume, mute and stop. */
export function RecordingBar({
  paused,
  muted,
  elapsed,
  onPause,
  onResume,
  onToggleMute,
  onStop,
}: {
  paused: boolean;
  muted: boolean;
  elapsed: () => number;
  onPause: () => void;
  onResume: () => void;
  onToggleMute: () => void;
  onStop: () => void;
}) {
  useTicking(!paused);
  const seconds = elapsed() / 1000;
  return (
    <div
      role="toolbar"
      aria-label="Recording controls"
      className="fixed inset-x-0 bottom-4 z-40 mx-auto flex w-fit max-w-[calc(100%-1rem)] flex-wrap items-center justify-center gap-2 rounded-full bg-slate-900/95 p-2 text-white shadow-2xl ring-1 ring-white/10"
    >
      {paused ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-amber-500 px-3 py-1.5 text-sm font-semibold text-slate-900">
          <Pause size={14} aria-hidden="true" /> Paused
        </span>
      ) : (
        <span className="inline-flex items-center gap-2 rounded-full bg-red-600 px-3 py-1.5 text-sm font-semibold">
          <span className="h-2 w-2 animate-pulse rounded-full bg-white" aria-hidden="true" />
          Recording
        </span>
      )}
      <span
        className="min-w-16 px-2 text-center font-mono text-base tabular-nums"
        role="timer"
        aria-label="Recorded time"
      >
        {formatClock(seconds)}
      </span>
      {paused ? (
        <button type="button" className={`${CONTROL} hover:bg-white/10`} onClick={onResume}>
          <Play size={18} aria-hidden="true" /> Resume
        </button>
      ) : (
        <button type="button" className={`${CONTROL} hover:bg-white/10`} onClick={onPause}>
          <Pause size={18} aria-hidden="true" /> Pause
        </button>
      )}
      <button
        type="button"
        className={`${CONTROL} hover:bg-white/10`}
        aria-pressed={muted}
        onClick={onToggleMute}
      >
        {muted ? <MicOff size={18} aria-hidden="true" /> : <Mic size={18} aria-hidden="true" />}
        {muted ? 'Unmute' : 'Mute'}
      </button>
      <button type="button" className={`${CONTROL} bg-red-600 hover:bg-red-700`} onClick={onStop}>
        <Square size={16} fill="currentColor" aria-hidden="true" /> Stop
      </button>
    </div>
  );
}
