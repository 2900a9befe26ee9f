import {
  AArrowDown,
  AArrowUp,
  CircleCheck,
  Info,
  Pause,
  PictureInPicture2,
  Play,
  TriangleAlert,
  Undo2,
} from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { ScriptTemplate } from '../../../shared/constants/script-templates.ts';
import { canFloatScriptWindow } from './script-window.ts';
import { ScriptText } from './script-text.tsx';
import {
  clampFontSize,
  clampSpeed,
  FONT_SIZE,
  scrollFraction,
  SPEED,
  wordCount,
  type CaptureNote,
  type TeleprompterPrefs,
} from './teleprompter-model.ts';
import { useAutoScroll } from './use-auto-scroll.ts';

const NOTE_STYLE: Record<CaptureNote['tone'], { className: string; Icon: typeof Info }> = {
  info: { className: 'text-slate-300', Icon: Info },
  warning: { className: 'bg-amber-400/10 text-amber-200', Icon: TriangleAlert },
  ok: { className: 'text-emerald-300', Icon: CircleCheck },
};

/** What the recording shares and whether the script is in it (see captureNote). */
export function Note({ note }: { note: CaptureNote }) {
  const { className, Icon } = NOTE_STYLE[note.tone];
  return (
    <p
      className={`flex items-start gap-2 border-t border-white/10 px-4 py-3 text-sm ${className}`}
      data-testid="teleprompter-note"
    >
      <Icon size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
      <span>{note.text}</span>
    </p>
  );
}

const CONTROL_SHAPE =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-sky-300 disabled:cursor-not-allowed disabled:opacity-40';
/** A control on the teleprompter's dark panel. */
export const CONTROL = `${CONTROL_SHAPE} text-white hover:bg-white/10`;

interface PanelProps {
  template: ScriptTemplate;
  prefs: TeleprompterPrefs;
  onPrefsChange: (prefs: TeleprompterPrefs) => void;
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
  /** Scrolling waits (countdown, recording paused) without losing the advisor's Play. */
  hold: boolean;
  note: CaptureNote;
  /** How far down the script is, shared by the tab's panel and the popped-out window's. */
  positionRef: RefObject<number>;
  /** In the popped-out window: it fills the window and offers the way back. */
  inWindow: boolean;
  onPopOut: () => void;
  onReturn: () => void;
  /** Focus 'Pop Out' on mount: the script just came back from its window. */
  focusPopOut?: boolean;
}

/** The script in large type with its controls; the same in the tab and in its own window. */
export function TeleprompterPanel({
  template,
  prefs,
  onPrefsChange,
  playing,
  onPlayingChange,
  hold,
  note,
  positionRef,
  inWindow,
  onPopOut,
  onReturn,
  focusPopOut = false,
}: PanelProps) {
  const titleId = useId();
  const speedId = useId();
  const hintId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const popOutButton = useRef<HTMLButtonElement>(null);
  const [words] = useState(() => wordCount(template.script));

  useAutoScroll({
    scroller,
    text,
    running: playing && !hold,
    wordsPerMinute: prefs.speed,
    words,
    onEnd: () => onPlayingChange(false),
  });

  useEffect(() => {
    // Its 'Bring Script Back' button is gone: keep keyboard focus in the panel.
    if (focusPopOut) popOutButton.current?.focus();
  }, [focusPopOut]);

  // Back where the other panel left off (popping out or back in mounts a new one).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = positionRef.current * (element.scrollHeight - element.clientHeight);
  }, [positionRef]);

  function remember() {
    const element = scroller.current;
    if (element) {
      positionRef.current = scrollFraction(
        element.scrollTop,
        element.scrollHeight,
        element.clientHeight,
      );
    }
  }

  function togglePlaying() {
    const element = scroller.current;
    // Play at the very end starts over from the top.
    if (!playing && element && element.scrollTop >= element.scrollHeight - element.clientHeight - 1)
      element.scrollTop = 0;
    onPlayingChange(!playing);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Space or K, as in video players; arrows and Page Up/Down scroll as usual.
    if (event.key === ' ' || event.key === 'k' || event.key === 'K') {
      event.preventDefault();
      togglePlaying();
    }
  }

  const setFontSize = (fontSize: number) =>
    onPrefsChange({ ...prefs, fontSize: clampFontSize(fontSize) });

  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col overflow-hidden bg-slate-900 text-white ${
        inWindow ? 'h-full' : 'rounded-2xl shadow-lg ring-1 ring-slate-900/10'
      }`}
    >
      <div className="flex items-start justify-between gap-3 border-b border-white/10 px-4 py-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-sky-300 uppercase">Teleprompter</p>
          <h2 id={titleId} className="truncate text-base font-semibold">
            {template.title}
          </h2>
        </div>
        {inWindow ? (
          <button type="button" className={`${CONTROL} shrink-0`} onClick={onReturn}>
            <Undo2 size={16} aria-hidden="true" /> Back to Tab
          </button>
        ) : (
          <button
            type="button"
            className={`${CONTROL} shrink-0 ring-1 ring-white/20`}
            ref={popOutButton}
            onClick={onPopOut}
            title={
              canFloatScriptWindow()
                ? 'Open the script in a small window that stays on top'
                : 'Open the script in its own window'
            }
          >
            <PictureInPicture2 size={16} aria-hidden="true" /> Pop Out
          </button>
        )}
      </div>
      <div
        role="group"
        aria-label="Teleprompter controls"
        className="flex flex-wrap items-center gap-x-2 gap-y-2 border-b border-white/10 px-4 py-2"
      >
        <button
          type="button"
          className={`${CONTROL_SHAPE} ring-1 ${
            playing
              ? 'bg-sky-400 text-slate-950 ring-sky-300 hover:bg-sky-300'
              : 'text-white ring-white/20 hover:bg-white/10'
          }`}
          aria-pressed={playing}
          aria-describedby={hintId}
          onClick={togglePlaying}
        >
          {/* A toggle keeps its name; aria-pressed says whether it is on. */}
          {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
          Auto-Scroll
        </button>
        <div className="flex items-center gap-2">
          <label htmlFor={speedId} className="text-sm text-slate-300">
            Speed
          </label>
          <input
            id={speedId}
            type="range"
            min={SPEED.min}
            max={SPEED.max}
            step={SPEED.step}
            value={prefs.speed}
            aria-valuetext={`${prefs.speed} words per minute`}
            onChange={(event) =>
              onPrefsChange({ ...prefs, speed: clampSpeed(Number(event.target.value)) })
            }
            className="w-20 accent-sky-400"
          />
          <span
            className="text-sm whitespace-nowrap text-slate-300 tabular-nums"
            aria-hidden="true"
          >
            {prefs.speed} wpm
          </span>
        </div>
        <div className="flex items-center" role="group" aria-label="Text size">
          <button
            type="button"
            className={CONTROL}
            aria-label="Smaller text"
            disabled={prefs.fontSize <= FONT_SIZE.min}
            onClick={() => setFontSize(prefs.fontSize - FONT_SIZE.step)}
          >
            <AArrowDown size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={CONTROL}
            aria-label="Larger text"
            disabled={prefs.fontSize >= FONT_SIZE.max}
            onClick={() => setFontSize(prefs.fontSize + FONT_SIZE.step)}
          >
            <AArrowUp size={18} aria-hidden="true" />
          </button>
        </div>
      </div>
      {/* In the tab it fits beside the recording and above its control bar on a laptop. */}
      <div
        className={`relative ${inWindow ? 'min-h-0 flex-1' : 'h-[clamp(14rem,calc(100dvh-27rem),24rem)]'}`}
      >
        <div
          ref={scroller}
          role="region"
          aria-label="Script text"
          aria-describedby={hintId}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onScroll={remember}
          className="h-full overflow-y-auto px-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-300 sm:px-6"
        >
          <div ref={text} style={{ fontSize: prefs.fontSize }} className="mx-auto max-w-3xl pt-6">
            <ScriptText
              script={template.script}
              className="space-y-[0.9em] leading-relaxed font-medium text-slate-50"
              markClassName="rounded bg-amber-300/25 px-1 text-amber-100"
            />
          </div>
          {/* Room to scroll the last lines up to the top, where the eye reads. */}
          <div aria-hidden="true" className="h-[min(45vh,18rem)]" />
        </div>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-6 bg-gradient-to-b from-slate-900 to-transparent"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-slate-900 to-transparent"
        />
      </div>
      <p id={hintId} className="px-4 pt-2 text-xs text-slate-400">
        {playing && hold
          ? 'Scrolling waits until the recording runs.'
          : 'On the script: Space starts or pauses, arrow keys scroll.'}
      </p>
      <Note note={note} />
    </section>
  );
}
