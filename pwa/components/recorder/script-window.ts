/**
 * Chromium's Document Picture-in-Picture (Chrome 116+): a small always-on-top window holding
 * our own DOM. Not in TypeScript's DOM library yet.
 */
interface DocumentPictureInPicture {
  requestWindow(options?: { width?: number; height?: number }): Promise<Window>;
}

const documentPip = (): DocumentPictureInPicture | undefined =>
  (window as Window & { documentPictureInPicture?: DocumentPictureInPicture })
    .documentPictureInPicture;

/** True when 'Pop out' gives an always-on-top window rather than an ordinary pop-up. */
export const canFloatScriptWindow = (): boolean => documentPip() !== undefined;

const SIZE = { width: 420, height: 560 };
const POPUP_NAME = 'briefcast-script';

/**
 * The page's stylesheets, copied so Tailwind's classes work in the other window too. Copied as
 * rule text rather than a <link> to load: the window is laid out right from its first frame.
 */
function copyStyles(from: Document, to: Document) {
  for (const sheet of Array.from(from.styleSheets)) {
    let rules: string | null = null;
    try {
      rules = Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
    } catch {
      // A stylesheet from another origin hides its rules: link to it instead.
    }
    if (rules !== null) {
      const style = to.createElement('style');
      style.textContent = rules;
      to.head.append(style);
    } else if (sheet.href) {
      const link = to.createElement('link');
      link.rel = 'stylesheet';
      link.href = sheet.href;
      to.head.append(link);
    }
  }
}

/**
 * Opens a separate window for the teleprompter and returns the element to render it into, or
 * null when the browser refused (a blocked pop-up). Must be called in a click: both kinds of
 * window need the user's gesture. The window is a separate surface in the screen picker, so
 * sharing this tab (or another window) leaves the script out of the recording.
 */
export async function openScriptWindow(
  title: string,
): Promise<{ window: Window; root: HTMLElement } | null> {
  let opened: Window | null = null;
  const pip = documentPip();
  if (pip) {
    try {
      opened = await pip.requestWindow(SIZE);
    } catch {
      // Refused (no gesture, or not allowed here): an ordinary pop-up still does the job.
    }
  }
  // Same-origin about:blank: no route of its own to load, and we can render into it directly.
  opened ??= window.open('', POPUP_NAME, `popup,width=${SIZE.width},height=${SIZE.height}`);
  if (!opened) return null;

  const doc = opened.document;
  // A pop-up left open by an earlier visit comes back with its old content.
  doc.head.replaceChildren();
  doc.body.replaceChildren();
  const meta = doc.createElement('meta');
  meta.name = 'viewport';
  meta.content = 'width=device-width, initial-scale=1';
  doc.head.append(meta);
  doc.title = `Script: ${title}`;
  copyStyles(document, doc);
  doc.documentElement.lang = document.documentElement.lang || 'en';
  doc.body.className = 'm-0 h-dvh bg-slate-900 font-sans antialiased';
  const root = doc.createElement('div');
  root.className = 'h-full';
  doc.body.append(root);
  opened.focus();
  return { window: opened, root };
}
