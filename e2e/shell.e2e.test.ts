import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADVISOR_ROUTES } from '../shared/constants/routes.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { AppPage } from './pages/public-page.ts';
import {
  overflowsHorizontally,
  saveScreenshot,
  VIEWPORTS,
  type ViewportName,
} from './screenshots.ts';

const app = appAndBrowserPerFile();

async function withPage<T>(
  viewport: ViewportName,
  run: (screen: AppPage, context: BrowserContext) => Promise<T>,
) {
  const context = await app.browser.newContext({ viewport: VIEWPORTS[viewport] });
  try {
    return await run(new AppPage(await context.newPage(), app.server.url), context);
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
        await withPage(viewport, async (screen) => {
          await screen.open(path);
          expect(await screen.heading()).toBe(heading);
          expect(await overflowsHorizontally(screen.page)).toBe(false);
          await saveScreenshot(screen.page, `${name}-${viewport}`);
        });
      },
    );
  }
});

describe('login-only screens', () => {
  it.each(ADVISOR_ROUTES.filter((route) => !route.startsWith('/record')))(
    '%s shows the login screen to a signed-out visitor',
    async (route) => {
      await withPage('desktop', async (screen) => {
        await screen.open(route);
        expect(await screen.heading()).toBe('Log in to Briefcast');
        expect(await screen.showsLoginScreen()).toBe(true);
        expect(new URL(screen.page.url()).pathname).toBe(route);
      });
    },
  );

  it.each([
    ['/record', 'Please log in to start recording'],
    ['/record/preview', 'Please log in to continue'],
  ])('%s asks a signed-out visitor to log in', async (route, prompt) => {
    await withPage('desktop', async (screen) => {
      await screen.open(route);
      await screen.page.getByText(prompt).waitFor();
      await screen.page.getByRole('link', { name: 'Log In' }).last().click();
      await screen.page.waitForURL(`${app.server.url}/login`);
    });
  });
});

describe('installable, offline-capable app', () => {
  it('serves a manifest and registers a service worker that opens the shell offline', async () => {
    await withPage('desktop', async (screen, context) => {
      await screen.open('/');
      const href = await screen.manifestHref();
      expect(href).toBeTruthy();
      const manifest = (await (await fetch(new URL(href ?? '', app.server.url))).json()) as Record<
        string,
        unknown
      >;
      expect(manifest).toMatchObject({
        name: 'Briefcast',
        theme_color: '#2563eb',
        display: 'standalone',
      });
      expect(await screen.serviceWorkerIsActive()).toBe(true);

      await screen.page.reload({ waitUntil: 'networkidle' });
      await context.setOffline(true);
      await screen.page.goto(`${app.server.url}/pricing`);
      expect(await screen.heading()).toBe('Choose Your Plan');
      await context.setOffline(false);
    });
  });
});
