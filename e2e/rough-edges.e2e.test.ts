import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import {
  overflowsHorizontally,
  saveScreenshot,
  VIEWPORTS,
  type ViewportName,
} from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

const app = appAndBrowserPerFile();
const SIZES = ['phone', 'desktop'] as const;

async function asAdvisor(size: ViewportName, run: (page: Page) => Promise<void>) {
  const context = await signedInContext(app.browser, app.server.url, size);
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

describe('the rough edges a new user hit', () => {
  for (const size of SIZES) {
    it(`phones get a menu with every link; signed in, no 'Log In' (${size})`, async () => {
      const visitor = await app.browser.newContext({ viewport: VIEWPORTS[size] });
      try {
        const page = await visitor.newPage();
        await page.goto(`${app.server.url}/`);
        if (size === 'phone') {
          await page.getByRole('button', { name: 'Menu' }).click();
          const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
          await menu.getByRole('link', { name: 'Pricing' }).waitFor();
          await menu.getByRole('link', { name: 'Coming Soon' }).waitFor();
        }
        // Every footer link goes somewhere.
        const footer = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
        // The landing screen is its own chunk: its footer appears once that has loaded.
        await footer.last().waitFor();
        expect(await footer.allInnerTexts()).toEqual([
          'Terms of Service',
          'Privacy Policy',
          'Contact',
        ]);
        await saveScreenshot(page, `landing-signed-out-${size}`);
      } finally {
        await visitor.close();
      }
      await asAdvisor(size, async (page) => {
        await page.goto(`${app.server.url}/pricing`);
        await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
        expect(await page.getByRole('link', { name: 'Log In' }).count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
        await page.getByText('every account has every feature').waitFor();
        await saveScreenshot(page, `pricing-signed-in-${size}`);
        await page.goto(`${app.server.url}/dashboard`);
        if (size === 'phone') {
          await page.getByRole('button', { name: 'Menu' }).click();
          const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
          for (const name of ['Video Library', 'Scripted Content', 'Coming Soon']) {
            await menu.getByRole('link', { name }).waitFor();
          }
          await saveScreenshot(page, `dashboard-menu-${size}`);
        }
        await page.goto(`${app.server.url}/coming-soon`);
        await page.getByText('Available now').waitFor();
        expect(await page.getByRole('link', { name: /Get Started Today/ }).count()).toBe(0);
        await saveScreenshot(page, `coming-soon-signed-in-${size}`);
        await page.goto(`${app.server.url}/billing`);
        await page.getByText('No card on file.').waitFor();
        expect(await overflowsHorizontally(page)).toBe(false);
        await saveScreenshot(page, `billing-${size}`);
      });
    });
  }

  it('/compliance is served as a page (200)', async () => {
    const response = await fetch(`${app.server.url}/compliance`);
    expect(response.status).toBe(200);
  });

  for (const size of SIZES) {
    it(`a browser that cannot share its screen records with the camera (${size})`, async () => {
      const context = await signedInContext(app.browser, app.server.url, size);
      try {
        // As on iOS Safari and Android browsers: no getDisplayMedia at all.
        await context.addInitScript(() => {
          Object.defineProperty(MediaDevices.prototype, 'getDisplayMedia', { value: undefined });
        });
        const page = await context.newPage();
        const violations: string[] = [];
        page.on('console', (message) => {
          if (/Permissions policy violation/i.test(message.text())) violations.push(message.text());
        });
        await page.goto(`${app.server.url}/record?script=market-update-briefing`);
        const dialog = page.getByRole('dialog', { name: 'Set Up Your Recording' });
        await dialog.waitFor();
        await dialog.getByText('This browser cannot record the screen').waitFor();
        await dialog.getByRole('button', { name: 'Start Camera Recording' }).waitFor();
        await saveScreenshot(page, `record-camera-setup-${size}`);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        // The teleprompter speaks with the names the app knows, and the one typed.
        await page.getByLabel('Client’s name').fill('Margaret Chen');
        const script = await page
          .getByRole('region', { name: 'Market Update Briefing' })
          .innerText();
        expect(script).toContain('Margaret Chen');
        expect(script).toContain('Morgan Lee');
        expect(script).not.toMatch(/\[(Advisor Name|Firm Name|Client Name)\]/);
        await saveScreenshot(page, `record-teleprompter-${size}`);
        expect(violations).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('Settings asks before leaving with unsaved edits (desktop and phone)', async () => {
    for (const size of SIZES) {
      await asAdvisor(size, async (page) => {
        await page.goto(`${app.server.url}/settings`);
        await page.getByLabel('Phone').fill('+1 555 0100');
        await page.getByRole('link', { name: 'Back to Dashboard' }).click();
        const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
        await dialog.waitFor();
        await saveScreenshot(page, `settings-unsaved-${size}`);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        expect(new URL(page.url()).pathname).toBe('/settings');
        expect(await page.getByLabel('Phone').inputValue()).toBe('+1 555 0100');
      });
    }
  });
});
