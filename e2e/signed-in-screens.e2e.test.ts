import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { AppPage } from './pages/public-page.ts';
import { overflowsHorizontally, saveScreenshot, type ViewportName } from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

const app = appAndBrowserPerFile();

async function asAdvisor(viewport: ViewportName, run: (screen: AppPage) => Promise<void>) {
  const context = await signedInContext(app.browser, app.server.url, viewport);
  try {
    await run(new AppPage(await context.newPage(), app.server.url));
  } finally {
    await context.close();
  }
}

const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ script templates$/).innerText();

describe('signed-in screens', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it.each([
      ['dashboard', '/dashboard', 'Welcome back, Morgan'],
      ['scripted-content', '/scripted-content', 'Scripted Content'],
      ['billing', '/billing', 'Billing & Subscription'],
      ['video-library', '/video-library', 'Video Library'],
      ['coming-soon-signed-in', '/coming-soon', 'Coming Soon'],
      ['settings', '/settings', 'Settings'],
    ])(
      `%s shows its heading on a ${viewport}, without sideways scrolling`,
      async (name, path, heading) => {
        await asAdvisor(viewport, async (screen) => {
          await screen.open(path);
          expect(await screen.heading()).toBe(heading);
          expect(await overflowsHorizontally(screen.page)).toBe(false);
          await saveScreenshot(screen.page, `${name}-${viewport}`);
        });
      },
    );
  }

  it('filters script templates by category and previews a script', async () => {
    await asAdvisor('desktop', async (screen) => {
      const { page } = screen;
      await screen.open('/scripted-content');
      expect(await showing(page)).toBe('Showing 6 of 6 script templates');
      expect(await page.getByText(/^\+\d+ more$/).count()).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Tax Strategies' }).click();
      expect(await showing(page)).toBe('Showing 1 of 6 script templates');
      expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
        'Tax-Loss Harvesting Explanation',
      ]);

      await page.getByRole('button', { name: 'Preview Script' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tax-Loss Harvesting Explanation' });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain('[Client Name]');
      await saveScreenshot(page, 'scripted-content-preview-desktop');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'All Categories' }).click();
      expect(await showing(page)).toBe('Showing 6 of 6 script templates');
    });
  });

  it('shows the plan chosen at sign-up, and no card, for a self-hosted install', async () => {
    await asAdvisor('desktop', async (screen) => {
      const { page } = screen;
      await screen.open('/billing');
      await page.getByText('Starter', { exact: true }).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain('$20/month after the beta');
      expect(text).toContain('No card on file.');
      expect(text).not.toMatch(/MVP|4242|Expires|Next billing date/);
      expect(await page.getByRole('button', { name: 'Update Payment Method' }).count()).toBe(0);
    });
  });

  it('offers the dashboard instead of log in on Coming Soon, and goes back to it', async () => {
    await asAdvisor('desktop', async (screen) => {
      const { page } = screen;
      await screen.open('/coming-soon');
      await page.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Log In' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL(`${screen.baseUrl}/dashboard`);
    });
  });
});
