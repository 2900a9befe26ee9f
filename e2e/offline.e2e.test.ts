import { describe, expect, it } from 'vitest';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { seedDraft, testWebm } from './drafts.ts';
import { saveScreenshot } from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

const app = appAndBrowserPerFile();

const OFFLINE_BANNER = /You’re offline\. You can still record/;

describe('offline, the app says what is true', () => {
  it(
    'says when it is ready offline, then lists this device’s recordings in the library with no network',
    { timeout: 120_000 },
    async () => {
      const context = await signedInContext(app.browser, app.server.url, 'desktop');
      try {
        const page = await context.newPage();
        await page.goto(`${app.server.url}/dashboard`);
        // The first visit caches every screen, and says so once that is done.
        await page.getByText('Ready to work offline').waitFor({ timeout: 60_000 });
        await page.reload();
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        await seedDraft(page, testWebm(2), {
          durationMs: 2_000,
          details: {
            clientName: 'Margaret Chen',
            title: 'Beneficiary Update',
            description: '',
            captionsEnabled: false,
            includeProfilePicture: true,
            passwordProtected: false,
          },
        });
        expect(await page.getByText(OFFLINE_BANNER).count()).toBe(0);

        await context.setOffline(true);
        await page.goto(`${app.server.url}/video-library`);
        await page.getByRole('heading', { level: 1, name: 'Video Library' }).waitFor();
        await page.getByRole('heading', { name: 'You’re offline' }).waitFor();
        const list = page.getByRole('list', { name: 'Videos' });
        await list.getByText('Beneficiary Update').waitFor();
        await page.getByText(OFFLINE_BANNER).waitFor();
        expect(await page.getByText('Could not load your videos').count()).toBe(0);
        await saveScreenshot(page, 'offline-library-desktop');

        await page.goto(`${app.server.url}/dashboard`);
        await page
          .getByText('You’re offline. Your recent videos show when you’re back online.')
          .waitFor();
        expect(await page.getByText('Could not load your recent videos.').count()).toBe(0);
        await saveScreenshot(page, 'offline-dashboard-desktop');

        // Back online, the banner goes and the server's list comes back on its own.
        await context.setOffline(false);
        await page.goto(`${app.server.url}/video-library`);
        await page.getByText(/^Showing 0 of 0 videos$/).waitFor();
        expect(await page.getByText(OFFLINE_BANNER).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});
