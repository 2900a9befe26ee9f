import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DraftRow } from '../pwa/drafts/db.ts';
import { SCRIPT_TEMPLATES } from '../shared/constants/script-templates.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { fakeMediaArgs } from './browser.ts';
import { speechWav } from './media.ts';
import { AuthPages } from './pages/auth-pages.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { RecorderPage } from './pages/recorder-page.ts';
import { ScriptLibraryPage, TeleprompterPanel } from './pages/script-pages.ts';
import { overflowsHorizontally, saveScreenshot, type ViewportName } from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

// The screen is Chromium's test pattern (it honours the picker hint: a "window") and the
// microphone plays the speech.
const app = appAndBrowserPerFile({
  chromiumArgs: () =>
    fakeMediaArgs(speechWav('Hi Jordan. Let us start with the big picture of your portfolio.')),
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const template = (id: string) => {
  const found = SCRIPT_TEMPLATES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};
const quarterly = template('quarterly-portfolio-review');
const market = template('market-update-briefing');

async function asAdvisor(
  viewport: ViewportName,
  run: (page: Page, context: BrowserContext) => Promise<void>,
) {
  const context = await signedInContext(app.browser, app.server.url, viewport);
  try {
    const page = await context.newPage();
    // Leaving mid-recording asks first; the tests mean to leave.
    page.on('dialog', (dialog) => void dialog.accept());
    await run(page, context);
  } finally {
    await context.close();
  }
}

describe('scripts', () => {
  it("'Use This Script' opens the recorder with a scrollable teleprompter and titles the video", async () => {
    await asAdvisor('desktop', async (page) => {
      const library = new ScriptLibraryPage(page, app.server.url);
      await library.open();
      await saveScreenshot(page, 'scripted-content-cards-desktop');
      await library.useScript(quarterly.title);
      expect(new URL(page.url()).searchParams.get('script')).toBe(quarterly.id);

      const recorder = new RecorderPage(page, app.server.url);
      const setup = recorder.setupDialog();
      await setup.waitFor();
      expect(await setup.innerText()).toContain(
        `Your script, ${quarterly.title}, shows on this page`,
      );
      await setup.getByRole('button', { name: 'Cancel' }).click();
      await setup.waitFor({ state: 'hidden' });

      const prompter = new TeleprompterPanel(page);
      await prompter.panel(quarterly.title).waitFor();
      const text = await prompter.text().innerText();
      expect(text).toContain("Let's start with the big picture.");
      expect(text).toContain('[Client Name]');
      expect(await prompter.note()).toBe(
        'Share a different window or screen than this tab to keep the script off the recording.',
      );

      // Scrolls by keyboard: the script text takes focus and Page Down / Home move it.
      expect(await prompter.scrollTop()).toBe(0);
      await prompter.text().focus();
      await page.keyboard.press('PageDown');
      await expect.poll(() => prompter.scrollTop()).toBeGreaterThan(100);
      await page.keyboard.press('Home');
      await expect.poll(() => prompter.scrollTop()).toBe(0);

      // Auto-scroll, started with Space on the focused text, moves steadily; Pause holds it.
      await page.keyboard.press('Space');
      await expect.poll(() => prompter.scrolling()).toBe(true);
      await wait(1_500);
      const scrolled = await prompter.scrollTop();
      expect(scrolled).toBeGreaterThan(3);
      await wait(1_000);
      expect(await prompter.scrollTop()).toBeGreaterThan(scrolled);
      await prompter.button('Auto-Scroll').click();
      expect(await prompter.scrolling()).toBe(false);
      const held = await prompter.scrollTop();
      await wait(600);
      expect(await prompter.scrollTop()).toBe(held);

      // Faster speed and larger text; both kept for the next visit.
      await prompter.speed().focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await prompter.speed().inputValue()).toBe('160');
      const before = await prompter.fontSize();
      await prompter.button('Larger text').click();
      expect(await prompter.fontSize()).toBe(before + 4);
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshot(page, 'record-teleprompter-desktop');
      await page.reload({ waitUntil: 'networkidle' });
      await setup.getByRole('button', { name: 'Cancel' }).click();
      expect(await prompter.speed().inputValue()).toBe('160');
      expect(await prompter.fontSize()).toBe(before + 4);

      // Record: the script stays beside the live view, and says what the recording shares.
      await page.getByRole('button', { name: 'Set Up Recording' }).click();
      await recorder.startRecording();
      await prompter.panel(quarterly.title).waitFor();
      expect(await prompter.note()).toBe(
        'You are sharing one window: the script stays off the recording unless it shows inside that window.',
      );
      await prompter.button('Auto-Scroll').click();
      expect(await prompter.scrolling()).toBe(true);
      await wait(3_000);
      await saveScreenshot(page, 'record-teleprompter-recording-desktop');

      const draftId = await recorder.stopAndOpenPreview();
      // The stored row holds all of DraftRow; StoredDraft (e2e/drafts.ts) names only some of it.
      const draft = (await recorder.storedDraft(draftId)) as unknown as Pick<DraftRow, 'settings'>;
      expect(draft.settings.script).toEqual({ id: quarterly.id, title: quarterly.title });

      // The title starts as the script's and survives the preview AI (or its fallback).
      const preview = new PreviewPage(page, app.server.url);
      // Generous: the preview reads the whole recording from IndexedDB first. Sent back to
      // /record instead (no draft, unreadable file), the failure says so with the toast shown.
      const bounced = page
        .waitForURL((url) => url.pathname === '/record', { timeout: 45_000 })
        .then(
          () => true,
          () => false,
        );
      await Promise.race([preview.field('Title').waitFor({ timeout: 45_000 }), bounced]);
      if (new URL(page.url()).pathname === '/record') {
        const toasts = await page.locator('[data-sonner-toast]').allInnerTexts();
        throw new Error(`the preview sent us back to /record: ${toasts.join(' | ')}`);
      }
      expect(await preview.field('Title').inputValue()).toBe(quarterly.title);
      await expect
        .poll(() => preview.field('Title').isEnabled(), { timeout: 45_000, interval: 500 })
        .toBe(true);
      expect(await preview.field('Title').inputValue()).toBe(quarterly.title);
      await saveScreenshot(page, 'record-teleprompter-preview-desktop');
    });
    // A real recording, then the preview AI: slower than most specs on a busy machine.
  }, 180_000);

  it('pops the script out into its own window, keeps it while recording, and brings it back', async () => {
    await asAdvisor('desktop', async (page, context) => {
      await page.goto(`${app.server.url}/record?script=${quarterly.id}`, {
        waitUntil: 'networkidle',
      });
      const recorder = new RecorderPage(page, app.server.url);
      await recorder.setupDialog().getByRole('button', { name: 'Cancel' }).click();
      const prompter = new TeleprompterPanel(page);

      const opened = context.waitForEvent('page');
      await prompter.button('Pop Out').click();
      const popup = await opened;
      const popped = new TeleprompterPanel(popup);
      await popped.panel(quarterly.title).waitFor();
      expect(await popped.text().innerText()).toContain("Let's start with the big picture.");
      expect(await popup.title()).toBe(`Script: ${quarterly.title}`);
      // Styled like the tab (the stylesheets came along) and scrollable there too.
      expect(await popped.fontSize()).toBeGreaterThanOrEqual(16);
      await popped.button('Auto-Scroll').click();
      await expect.poll(() => popped.scrollTop()).toBeGreaterThan(0);
      await saveScreenshot(popup, 'record-teleprompter-popout');

      const tab = page.getByRole('region', { name: 'Teleprompter' });
      expect(await tab.innerText()).toContain('is open in its own window');
      expect(await popped.note()).toBe(
        'The script window stays off the recording unless you share the entire screen it is on.',
      );
      await prompter.panel(quarterly.title).waitFor({ state: 'detached' });

      // Starting to record keeps the window, and the script keeps scrolling in it.
      await page.getByRole('button', { name: 'Set Up Recording' }).click();
      await recorder.startRecording();
      expect(popup.isClosed()).toBe(false);
      expect(await popped.scrolling()).toBe(true);
      expect(await popped.note()).toBe(
        'You are sharing one window: the script stays off the recording unless it shows inside that window.',
      );
      await saveScreenshot(page, 'record-teleprompter-popped-recording-desktop');

      // Back in the tab mid-recording: same state, and keyboard focus on 'Pop Out'.
      const closed = popup.waitForEvent('close');
      await tab.getByRole('button', { name: 'Bring Script Back' }).click();
      await closed;
      await prompter.panel(quarterly.title).waitFor();
      expect(await prompter.scrolling()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
        'Pop Out',
      );

      // Popped out again, the window goes away with the recording page.
      const reopened = context.waitForEvent('page');
      await prompter.button('Pop Out').click();
      const second = await reopened;
      await new TeleprompterPanel(second).panel(quarterly.title).waitFor();
      const secondClosed = second.waitForEvent('close');
      // The steps above can take under a second on a quiet machine, and a recording shorter
      // than that is refused ('Recording Too Short', staying on /record): the likeliest reason
      // this story once failed in CI, as it never did in five runs on a loaded machine.
      await recorder.recordAtLeast(2);
      await recorder.stopAndOpenPreview();
      await secondClosed;
    });
  });

  it("'Use This Script' in the preview dialog works on a phone", async () => {
    await asAdvisor('phone', async (page) => {
      const library = new ScriptLibraryPage(page, app.server.url);
      await library.open();
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshot(page, 'scripted-content-phone');
      const dialog = await library.preview(market.title);
      await dialog.getByRole('link', { name: 'Use This Script' }).click();
      await page.waitForURL(`${app.server.url}/record?script=${market.id}`);

      const recorder = new RecorderPage(page, app.server.url);
      await recorder.setupDialog().waitFor();
      await saveScreenshot(page, 'record-teleprompter-setup-phone');
      await recorder.setupDialog().getByRole('button', { name: 'Cancel' }).click();
      const prompter = new TeleprompterPanel(page);
      await prompter.panel(market.title).waitFor();
      expect(await prompter.text().innerText()).toContain('First, what happened.');
      await prompter.text().evaluate((element) => element.scrollBy(0, 200));
      await expect.poll(() => prompter.scrollTop()).toBeGreaterThan(0);
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshot(page, 'record-teleprompter-phone');
    });
  });

  it('ignores an unknown script: no teleprompter, no error', async () => {
    await asAdvisor('desktop', async (page) => {
      await page.goto(`${app.server.url}/record?script=no-such-script`, {
        waitUntil: 'networkidle',
      });
      const recorder = new RecorderPage(page, app.server.url);
      await recorder.setupDialog().waitFor();
      expect(await recorder.setupDialog().innerText()).not.toContain('Your script');
      expect(await page.getByRole('region', { name: 'Script text' }).count()).toBe(0);
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    });
  });
});

describe('notification settings', () => {
  const label = 'Email me when a client watches or responds';

  async function openSettings(page: Page) {
    await page.goto(`${app.server.url}/settings`, { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'Contact Info' }).waitFor();
    return page.getByRole('switch', { name: label });
  }

  it('saves the switch on toggle and keeps it across a reload', async () => {
    await asAdvisor('desktop', async (page) => {
      const auth = new AuthPages(page, app.server.url);
      let toggle = await openSettings(page);
      // On by default.
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      await toggle.click();
      expect(await auth.toast('Saved')).toContain('Notification settings updated');
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await saveScreenshot(page, 'settings-notifications-desktop');

      toggle = await openSettings(page);
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/settings/notifications') &&
          response.request().method() === 'PATCH',
      );
      await toggle.click();
      expect((await saved).ok()).toBe(true);
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      toggle = await openSettings(page);
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
    });
  });

  it('shows Saving... and puts the switch back when the save fails', async () => {
    await asAdvisor('phone', async (page) => {
      const auth = new AuthPages(page, app.server.url);
      const toggle = await openSettings(page);
      // The network is the one thing mocked: a slow failure, to see the in-between state.
      await page.route('**/api/settings/notifications', async (route) => {
        await wait(800);
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"INTERNAL","message":"boom"}',
        });
      });
      await toggle.click();
      await page.getByRole('status').filter({ hasText: 'Saving...' }).waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      expect(await toggle.isDisabled()).toBe(true);
      // Full-page shots of a scrolled page draw the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'settings-notifications-saving-phone');
      expect(await auth.toast('Error')).toContain('Failed to update notification settings');
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshot(page, 'settings-notifications-phone');
    });
  });
});
