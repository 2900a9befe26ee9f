import { Eye, EyeOff, PictureInPicture2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { canFloatWindow, prepareWindow, requestFloatWindow } from './float-window.ts';
import type { SelfViewStart } from './self-view-start.ts';

const FLOAT_SIZE = { width: 220, height: 220 };
/** Above the recording bar, which takes two rows on a narrow window. */
const ABOVE_BAR = 'fixed right-4 bottom-36 z-30 sm:bottom-24';
const ROUND_BUTTON =
  'inline-flex h-9 items-center gap-1.5 rounded-full bg-slate-900/85 px-3 text-xs font-medium text-white shadow ring-1 ring-white/20 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The advisor's own camera, round and mirrored, as people expect to see themselves. */
function BubbleVideo({ stream, className }: { stream: MediaStream; className: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    // A video in the floating window's document does not always start by itself.
    void element.play().catch(() => undefined);
  }, [stream]);
  return (
    <video
      ref={video}
      autoPlay
      muted
      playsInline
      aria-label="Your camera"
      data-testid="camera-bubble"
      className={`-scale-x-100 rounded-full bg-slate-800 object-cover ${className}`}
    />
  );
}

/**
 * The advisor's camera while recording screen and camera, so they see what the client will:
 * in a window floating over the apps they present (Document Picture-in-Picture) where the
 * browser has one and the page may open it, in a corner of this page otherwise. The advisor
 * can hide it; closing the floating window hides it too. With a script, the one floating
 * window a page may have stays the teleprompter's, and the bubble sits `inline` in the
 * page's flow beside it, where it covers none of the script's words (a corner of the window
 * would, over the script's column or, on a phone, as the script scrolls under it). It starts
 * hidden, with `start.note` saying why, where showing it would record it (see selfViewStart).
 */
export function SelfViewBubble({
  stream,
  canFloat,
  inline = false,
  start,
}: {
  stream: MediaStream;
  canFloat: boolean;
  inline?: boolean;
  start: SelfViewStart;
}) {
  const place = inline ? '' : ABOVE_BAR;
  const [hidden, setHidden] = useState(start.hidden);
  // The reason stays said until the advisor shows the bubble anyway.
  const [note, setNote] = useState(start.note);
  const [floating, setFloating] = useState<{ window: Window; root: HTMLElement } | null>(null);
  const floatable = canFloat && canFloatWindow();

  async function float() {
    const opened = await requestFloatWindow(FLOAT_SIZE);
    if (!opened) return;
    setFloating(
      prepareWindow(opened, {
        title: 'Your camera',
        bodyClass: 'm-0 h-dvh overflow-hidden bg-slate-900',
      }),
    );
  }

  // Tried once as recording starts: the Start click may still count as the gesture it needs.
  const tried = useRef(start.hidden);
  useEffect(() => {
    if (!floatable || tried.current) return;
    tried.current = true;
    void float();
  }, [floatable]);

  useEffect(() => {
    if (!floating) return;
    const closed = () => {
      setFloating((current) => (current === floating ? null : current));
      setHidden(true);
    };
    floating.window.addEventListener('pagehide', closed);
    return () => {
      floating.window.removeEventListener('pagehide', closed);
      floating.window.close();
    };
  }, [floating]);

  if (hidden && note) {
    return (
      <div
        className={`${place} flex max-w-xs flex-col items-end gap-2 rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200`}
      >
        <p role="status" className="text-sm text-slate-700">
          {note}
        </p>
        <button
          type="button"
          className={ROUND_BUTTON}
          onClick={() => {
            setNote(null);
            setHidden(false);
            // This click is the gesture a floating window needs.
            if (floatable) void float();
          }}
        >
          <Eye size={14} aria-hidden="true" /> Show it anyway
        </button>
      </div>
    );
  }
  if (hidden) {
    return (
      <div className={place}>
        <button type="button" className={ROUND_BUTTON} onClick={() => setHidden(false)}>
          <Eye size={14} aria-hidden="true" /> Show my camera
        </button>
      </div>
    );
  }
  if (floating) {
    return (
      <>
        {createPortal(
          <div className="flex h-full items-center justify-center p-2">
            <BubbleVideo stream={stream} className="aspect-square h-full max-w-full" />
          </div>,
          floating.root,
        )}
        <div className={place}>
          <button
            type="button"
            className={ROUND_BUTTON}
            onClick={() => {
              setFloating(null);
              setHidden(true);
            }}
          >
            <EyeOff size={14} aria-hidden="true" /> Hide my camera
          </button>
        </div>
      </>
    );
  }
  return (
    <div
      className={
        inline ? 'flex items-center gap-3' : `${ABOVE_BAR} flex flex-col items-end gap-2`
      }
    >
      <BubbleVideo stream={stream} className="size-32 shadow-xl ring-4 ring-white sm:size-40" />
      <div className="flex gap-2">
        {floatable ? (
          <button type="button" className={ROUND_BUTTON} onClick={() => void float()}>
            <PictureInPicture2 size={14} aria-hidden="true" /> Float over apps
          </button>
        ) : null}
        <button type="button" className={ROUND_BUTTON} onClick={() => setHidden(true)}>
          <EyeOff size={14} aria-hidden="true" /> Hide
        </button>
      </div>
    </div>
  );
}
