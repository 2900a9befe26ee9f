import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Saves a full-page screenshot under test-results/screenshots/ for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** True when the page is wider than its viewport (a layout bug on phones). */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** A client's browser: nothing of anyone else's, and a phone's touch screen at phone size. */
export function clientContext(browser: Browser, size: ViewportName): Promise<BrowserContext> {
  const phone = size === 'phone';
  return browser.newContext({ viewport: VIEWPORTS[size], isMobile: phone, hasTouch: phone });
}

/**
 * A full-page screenshot from the top (a page scrolled down draws its sticky header in the
 * middle), or with `visible`, what the viewport shows (a dialog is centred in it).
 */
export async function saveScreenshotFromTop(
  page: Page,
  name: string,
  { visible = false } = {},
): Promise<void> {
  if (visible) {
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
    return;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}
