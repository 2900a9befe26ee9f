import { chromium, type Browser } from 'playwright-core';
import { launchOptions } from '../../e2e/browser.ts';

/** Milliseconds from navigation start, as the page's own clock (performance.now()) reads them. */
export interface PageTimes {
  responseStartMs: number;
  domContentLoadedMs: number;
  loadedMetadataMs: number;
  firstFrameMs: number;
}

interface Marks {
  metadata?: number;
  frame?: number;
  error?: string;
}

declare global {
  interface Window {
    __benchMarks?: Marks;
  }
}

/**
 * Runs in the page before its own scripts: notes the video's loadedmetadata and, once the page
 * has loaded its script (DOMContentLoaded), starts playback muted (as autoplay may) and notes
 * when the first frame is handed to the compositor.
 */
function instrument(): void {
  const marks: Marks = {};
  window.__benchMarks = marks;
  // Media events do not bubble; a capturing listener on the document still sees them.
  document.addEventListener(
    'loadedmetadata',
    (event) => {
      if (event.target instanceof HTMLVideoElement) marks.metadata ??= performance.now();
    },
    true,
  );
  document.addEventListener('DOMContentLoaded', () => {
    const video = document.querySelector('video');
    if (!video) {
      marks.error = 'the page has no <video>';
      return;
    }
    if (!video.getAttribute('src')) {
      marks.error = 'the <video> has no src: is the gate cookie missing?';
      return;
    }
    video.addEventListener('error', () => {
      marks.error = `video error ${video.error?.code ?? '?'}: ${video.error?.message ?? ''}`;
    });
    video.requestVideoFrameCallback(() => {
      marks.frame ??= performance.now();
    });
    video.muted = true;
    video.play().catch((err: unknown) => {
      marks.error = `play() refused: ${String(err)}`;
    });
  });
}

export interface FirstFrameRun {
  url: string;
  cookie: { name: string; value: string };
  /** Where the cookie applies: the server's origin. */
  origin: string;
}

/** One cold visit: a fresh context (empty cache, no connections) holding only the gate cookie. */
async function visit(browser: Browser, run: FirstFrameRun): Promise<PageTimes> {
  const context = await browser.newContext();
  try {
    await context.addCookies([{ ...run.cookie, url: run.origin, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.addInitScript(instrument);
    await page.goto(run.url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      () => {
        const marks = window.__benchMarks;
        return marks?.error !== undefined || marks?.frame !== undefined;
      },
      null,
      { timeout: 30_000, polling: 50 },
    );
    const result = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return { marks: window.__benchMarks ?? {}, nav: nav?.toJSON() as Record<string, number> };
    });
    const { marks, nav } = result;
    if (marks.error !== undefined) throw new Error(`${run.url}: ${marks.error}`);
    return {
      responseStartMs: nav?.responseStart ?? NaN,
      domContentLoadedMs: nav?.domContentLoadedEventEnd ?? NaN,
      loadedMetadataMs: marks.metadata ?? NaN,
      firstFrameMs: marks.frame ?? NaN,
    };
  } finally {
    await context.close();
  }
}

/**
 * `runs` cold visits of the share page in one Chromium, after one discarded visit that pays
 * for the browser's own first-use costs (its media stack and decoder loading).
 */
export async function measureFirstFrames(run: FirstFrameRun, runs: number): Promise<PageTimes[]> {
  const browser = await chromium.launch(launchOptions());
  try {
    await visit(browser, run);
    const times: PageTimes[] = [];
    for (let i = 0; i < runs; i += 1) times.push(await visit(browser, run));
    return times;
  } finally {
    await browser.close();
  }
}
