import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_ROUTES } from '../shared/constants/routes.ts';
import { startAppServer, type AppServer } from './app-server.ts';
import { launchOptions } from './browser.ts';
import { AppPage } from './pages/public-page.ts';
import {
  overflowsHorizontally,
  saveScreenshot,
  VIEWPORTS,
  type ViewportName,
} from './screenshots.ts';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await chromium.launch(launchOptions());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage<T>(
  viewport: ViewportName,
  run: (app: AppPage, context: BrowserContext) => Promise<T>,
) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  try {
    return await run(new AppPage(await context.newPage(), server.url), context);
  } finally {
    await context.close();
  }
}

const PUBLIC_SCREENS: [name: string, path: string, heading: string][] = [
  ['landing', '/', 'Screen recording made secure for financial advisors'],
  ['pricing', '/pricing', 'Choose Your Plan'],
  ['terms', '/terms', 'Terms of Service'],
  ['contact', '/contact', 'Contact Us'],
  ['coming-soon', '/coming-soon', 'Coming Soon'],
  ['signup', '/signup', 'Create your account'],
  ['login', '/login', 'Log in to Briefcast'],
  ['forgot-password', '/forgot-password', 'Forgot your password?'],
  ['reset-password', '/reset-password', 'Reset your password'],
  ['not-found', '/no-such-page', '404 Page Not Found'],
];

describe('every public screen', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it.each(PUBLIC_SCREENS)(
      `%s shows its heading on a ${viewport}, without sideways scrolling`,
      async (name, path, heading) => {
        await withPage(viewport, async (app) => {
          await app.open(path);
          expect(await app.heading()).toBe(heading);
          expect(await overflowsHorizontally(app.page)).toBe(false);
          await saveScreenshot(app.page, `${name}-${viewport}`);
        });
      },
    );
  }
});

describe('login-only screens', () => {
  it.each(ADVISOR_ROUTES.filter((route) => !route.startsWith('/record')))(
    '%s shows the login screen to a signed-out visitor',
    async (route) => {
      await withPage('desktop', async (app) => {
        await app.open(route);
        expect(await app.heading()).toBe('Log in to Briefcast');
        expect(await app.showsLoginScreen()).toBe(true);
        expect(new URL(app.page.url()).pathname).toBe(route);
      });
    },
  );

  it.each([
    ['/record', 'Please log in to start recording'],
    ['/record/preview', 'Please log in to continue'],
  ])('%s asks a signed-out visitor to log in', async (route, prompt) => {
    await withPage('desktop', async (app) => {
      await app.open(route);
      await app.page.getByText(prompt).waitFor();
      await app.page.getByRole('link', { name: 'Log In' }).last().click();
      await app.page.waitForURL(`${server.url}/login`);
    });
  });
});

describe('installable, offline-capable app', () => {
  it('serves a manifest and registers a service worker that opens the shell offline', async () => {
    await withPage('desktop', async (app, context) => {
      await app.open('/');
      const href = await app.manifestHref();
      expect(href).toBeTruthy();
      const manifest = (await (await fetch(new URL(href ?? '', server.url))).json()) as Record<
        string,
        unknown
      >;
      expect(manifest).toMatchObject({
        name: 'Briefcast',
        theme_color: '#2563eb',
        display: 'standalone',
      });
      expect(await app.serviceWorkerIsActive()).toBe(true);

      await app.page.reload({ waitUntil: 'networkidle' });
      await context.setOffline(true);
      await app.page.goto(`${server.url}/pricing`);
      expect(await app.heading()).toBe('Choose Your Plan');
      await context.setOffline(false);
    });
  });
});
