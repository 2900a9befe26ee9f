import type { Page } from 'playwright-core';

/** Nothing moves: no animation or transition caught halfway, no blinking caret. */
const STILL_CSS =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';

/**
 * A screenshot of `page` (the whole page; with `viewportOnly`, what the viewport shows) as it settles: nothing moving, its self-hosted fonts loaded,
 * scrolled to the top, and the parts that change from run to run (relative times, a random
 * link) hidden but still taking their space, so the rest keeps its place.
 */
export async function steadyScreenshot(
  page: Page,
  { hide = [], viewportOnly = false }: { hide?: string[]; viewportOnly?: boolean } = {},
): Promise<Buffer> {
  const hidden = hide.length ? `${hide.join(',')}{visibility:hidden!important}` : '';
  await page.evaluate(async (css) => {
    // A constructed sheet, not a <style>: the share page's CSP refuses inline styles.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    await document.fonts.ready;
    window.scrollTo(0, 0);
    // Two frames: the style and the scroll are laid out and painted.
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, STILL_CSS + hidden);
  return page.screenshot({ fullPage: !viewportOnly, animations: 'disabled', caret: 'hide' });
}

/**
 * Holds a <video> still on one frame, so the player shows the same picture every run. Chromium's
 * own controls go: they are the browser's, not the app's, show a loading spinner for a moment
 * after a seek or not, and lift the captions above them when shown; without them the captions
 * sit at the bottom every time.
 */
export async function holdVideoAt(page: Page, seconds: number): Promise<void> {
  await page
    .locator('video')
    .first()
    .evaluate(
      (video: HTMLVideoElement, at) =>
        new Promise<void>((resolve, reject) => {
          video.pause();
          video.controls = false;
          const seeked = () => resolve();
          video.addEventListener('seeked', seeked, { once: true });
          video.addEventListener('error', () => reject(new Error('the video cannot play')), {
            once: true,
          });
          video.currentTime = at;
        }),
      seconds,
    );
}
