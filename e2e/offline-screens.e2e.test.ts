import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../shared/constants/routes.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { AppPage } from './pages/public-page.ts';
import { signedInContext } from './signed-in.ts';

/** Every screen, a video's own page included (its id need not exist to load its code). */
const VIDEO_PAGE = `/videos/${randomUUID()}`;
const SCREENS = [...APP_ROUTES, VIDEO_PAGE];
/** Screens that wait for the server's answer before showing a heading: offline, they wait on. */
const WAITING_FOR_SERVER = new Set(['/compliance', VIDEO_PAGE]);

const app = appAndBrowserPerFile();

let context: BrowserContext;
let appPage: AppPage;
const failedScripts: string[] = [];
const onlineHeadings = new Map<string, string>();

/** Opens a screen and reads its heading (or, while it waits for the server, its text). */
async function headingOf(screen: string): Promise<string> {
  await appPage.page.goto(`${app.server.url}${screen}`, { waitUntil: 'load' });
  return WAITING_FOR_SERVER.has(screen)
    ? appPage.page.locator('#root').innerText()
    : appPage.heading();
}

// Installed and visited once online: the precache holds every chunk from then on.
beforeAll(async () => {
  context = await signedInContext(app.browser, app.server.url, 'desktop');
  appPage = new AppPage(await context.newPage(), app.server.url);
  appPage.page.on('requestfailed', (request) => {
    // Going to the next screen cancels the scripts the last one was still loading (on a busy
    // machine, the sync runner's chunks): cancelled is not missing. A script the service worker
    // cannot serve offline fails with another error.
    const error = request.failure()?.errorText;
    if (request.resourceType() === 'script' && error !== 'net::ERR_ABORTED') {
      failedScripts.push(`${request.url()} (${error})`);
    }
  });
  await appPage.open('/');
  if (!(await appPage.serviceWorkerIsActive()))
    throw new Error('the service worker did not activate');
  for (const screen of SCREENS) onlineHeadings.set(screen, await headingOf(screen));
  await context.setOffline(true);
}, 180_000);
afterAll(async () => {
  await context?.close();
});

describe('every screen, offline once the app is installed', () => {
  it.each(SCREENS)('%s opens offline and looks as it did online', async (screen) => {
    const heading = await headingOf(screen);
    if (WAITING_FOR_SERVER.has(screen)) expect(heading).not.toBe('');
    else expect(heading).toBe(onlineHeadings.get(screen));
    expect(failedScripts).toEqual([]);
  });
});
