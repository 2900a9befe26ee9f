import { canFloatWindow, prepareWindow, requestFloatWindow } from './float-window.ts';

/** True when 'Pop out' gives an always-on-top window rather than an ordinary pop-up. */
export const canFloatScriptWindow = canFloatWindow;

const SIZE = { width: 420, height: 560 };
const POPUP_NAME = 'briefcast-script';

/**
 * Opens a separate window for the teleprompter and returns the element to render it into, or
 * null when the browser refused (a blocked pop-up). Must be called in a click: both kinds of
 * window need the user's gesture. The window is a separate surface in the screen picker, so
 * sharing this tab (or another window) leaves the script out of the recording.
 */
export async function openScriptWindow(
  title: string,
): Promise<{ window: Window; root: HTMLElement } | null> {
  // Refused (no gesture, or not allowed here): an ordinary pop-up still does the job.
  // Same-origin about:blank: no route of its own to load, and we can render into it directly.
  const opened =
    (await requestFloatWindow(SIZE)) ??
    window.open('', POPUP_NAME, `popup,width=${SIZE.width},height=${SIZE.height}`);
  if (!opened) return null;
  const prepared = prepareWindow(opened, {
    title: `Script: ${title}`,
    bodyClass: 'm-0 h-dvh bg-slate-900 font-sans antialiased',
  });
  opened.focus();
  return prepared;
}
