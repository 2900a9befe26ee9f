import { useEffect, useEffectEvent, type RefObject } from 'react';
import { advanceScroll, scrollPixelsPerSecond } from './teleprompter-model.ts';

/**
 * Scrolls `scroller` at a reading pace while `running`, measured on `text` (see
 * scrollPixelsPerSecond), and calls `onEnd` at the bottom. Frames come from the window the
 * element lives in: a popped-out script keeps moving while the advisor's tab is hidden. The
 * advisor can scroll by hand meanwhile; the next frame carries on from there.
 */
export function useAutoScroll({
  scroller,
  text,
  running,
  wordsPerMinute,
  words,
  onEnd,
}: {
  scroller: RefObject<HTMLElement | null>;
  text: RefObject<HTMLElement | null>;
  running: boolean;
  wordsPerMinute: number;
  words: number;
  onEnd: () => void;
}): void {
  const ended = useEffectEvent(onEnd);

  useEffect(() => {
    const element = scroller.current;
    const view = element?.ownerDocument.defaultView;
    if (!running || !element || !view) return;
    let position = element.scrollTop;
    let last: number | null = null;
    let frame = 0;
    const step = (now: number) => {
      // Scrolled by hand (or the browser rounded our fractional position): go on from there.
      if (Math.abs(element.scrollTop - position) > 1) position = element.scrollTop;
      const max = element.scrollHeight - element.clientHeight;
      if (last !== null) {
        const speed = scrollPixelsPerSecond(wordsPerMinute, text.current?.offsetHeight ?? 0, words);
        position = advanceScroll(position, speed, now - last, max);
        element.scrollTop = position;
      }
      last = now;
      if (position >= max - 0.5) {
        ended();
        return;
      }
      frame = view.requestAnimationFrame(step);
    };
    frame = view.requestAnimationFrame(step);
    return () => view.cancelAnimationFrame(frame);
  }, [scroller, text, running, wordsPerMinute, words]);
}
