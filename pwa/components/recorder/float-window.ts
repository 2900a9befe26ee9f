/**
 * Chromium's Document Picture-in-Picture (Chrome 116+): a small always-on-top window holding
 * our own DOM. Not in TypeScript's DOM library yet. A page has one such window at a time: a
 * second request closes the first.
 */
interface DocumentPictureInPicture {
  requestWindow(options?: { width?: number; height?: number }): Promise<Window>;
}

const documentPip = (): DocumentPictureInPicture | undefined =>
  (window as Window & { documentPictureInPicture?: DocumentPictureInPicture })
    .documentPictureInPicture;

/** True when this browser can float a window of ours over every other app. */
export const canFloatWindow = (): boolean => documentPip() !== undefined;

/** An always-on-top window, or null when the browser has none or refused (no gesture). */
export async function requestFloatWindow(size: {
  width: number;
  height: number;
}): Promise<Window | null> {
  try {
    return (await documentPip()?.requestWindow(size)) ?? null;
  } catch {
    return null;
  }
}

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
 * Makes an opened window ours: emptied (a pop-up left open by an earlier visit comes back with
 * its old content), titled, styled like the page, and with one element to render into.
 */
export function prepareWindow(
  opened: Window,
  { title, bodyClass }: { title: string; bodyClass: string },
): { window: Window; root: HTMLElement } {
  const doc = opened.document;
  doc.head.replaceChildren();
  doc.body.replaceChildren();
  const meta = doc.createElement('meta');
  meta.name = 'viewport';
  meta.content = 'width=device-width, initial-scale=1';
  doc.head.append(meta);
  doc.title = title;
  copyStyles(document, doc);
  doc.documentElement.lang = document.documentElement.lang || 'en';
  doc.body.className = bodyClass;
  const root = doc.createElement('div');
  root.className = 'h-full';
  doc.body.append(root);
  return { window: opened, root };
}
