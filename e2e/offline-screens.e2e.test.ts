import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../shared/constants/routes.ts';
import { startAppServer, type AppServer } from './app-server.ts';
import { launchOptions } from './browser.ts';
import { AppPage } from './pages/public-page.ts';
import { signedInContext } from './signed-in.ts';

/** Every screen, a video's own page included (its id need not exist to load its code). */
const VIDEO_PAGE = `/videos/${randomUUID()}`;
const SCREENS = [...APP_ROUTES, VIDEO_PAGE];
/** Screens that wait for the server's answer before showing a heading: offline, they wait on. */
const WAITING_FOR_SERVER = new Set(['/compliance', VIDEO_PAGE]);

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let app: AppPage;
const failedScripts: string[] = [];
const onlineHeadings = new Map<string, string>();

/** Opens a screen and reads its heading (or, while it waits for the server, its text). */
async function headingOf(screen: string): Promise<string> {
  await app.page.goto(`${server.url}${screen}`, { waitUntil: 'load' });
  return WAITING_FOR_SERVER.has(screen) ? app.page.locator('#root').innerText() : app.heading();
}

// Installed and visited once online: the precache holds every chunk from then on.
beforeAll(async () => {
  server = await startAppServer();
  browser = await chromium.launch(launchOptions());
  context = await signedInContext(browser, server.url, 'desktop');
  app = new AppPage(await context.newPage(), server.url);
  app.page.on('requestfailed', (request) => {
    // Going to the next screen cancels the scripts the last one was still loading (on a busy
    // machine, the sync runner's chunks): cancelled is not missing. A script the service worker
    // cannot serve offline fails with another error.
    const error = request.failure()?.errorText;
    if (request.resourceType() === 'script' && error !== 'net::ERR_ABORTED') {
      failedScripts.push(`${request.url()} (${error})`);
    }
  });
  await app.open('/');
  if (!(await app.serviceWorkerIsActive())) throw new Error('the service worker did not activate');
  for (const screen of SCREENS) onlineHeadings.set(screen, await headingOf(screen));
  await context.setOffline(true);
}, 180_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('every screen, offline once the app is installed', () => {
  it.each(SCREENS)('%s opens offline and looks as it did online', async (screen) => {
    const heading = await headingOf(screen);
    if (WAITING_FOR_SERVER.has(screen)) expect(heading).not.toBe('');
    else expect(heading).toBe(onlineHeadings.get(screen));
    expect(failedScripts).toEqual([]);
  });
});
