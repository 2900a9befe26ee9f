import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoView } from '../shared/api/videos.ts';
import { clientWatches, saveVideo, settled, signUp, type NewVideo } from './advisor-api.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { seedDraft, testWebm } from './drafts.ts';
import { LibraryPage } from './pages/library-page.ts';
import { ok, uploadRecording } from './shared-video.ts';
import {
  overflowsHorizontally,
  saveScreenshot,
  VIEWPORTS,
  type ViewportName,
} from './screenshots.ts';

/** A browser page signed in as the advisor of `api`, at a viewport, closed after `run`. */
async function asAdvisor(
  api: APIRequestContext,
  viewport: ViewportName,
  run: (library: LibraryPage) => Promise<void>,
): Promise<void> {
  const context = await app.browser.newContext({
    viewport: VIEWPORTS[viewport],
    storageState: await api.storageState(),
  });
  try {
    await run(new LibraryPage(await context.newPage(), app.server.url));
  } finally {
    await context.close();
  }
}

const localDay = (offsetDays: number) => {
  const day = new Date();
  day.setDate(day.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

// --- the advisor of most tests: five videos in every state ----------------------------------

const QUARTERLY = 'Quarterly Portfolio Review';
const ROTH = 'Roth Conversion Walkthrough';
const ESTATE = 'Estate Planning Basics';
const MARKET = 'Market Update for March';
const BONDS = 'Bond Ladder Explained';
/** Newest first, as the library lists them. */
const ALL_TITLES = [BONDS, MARKET, ESTATE, ROTH, QUARTERLY];

let morgan: APIRequestContext;
const videos = new Map<string, VideoView>();

const app = appAndBrowserPerFile();

beforeAll(async () => {
  morgan = await signUp(app.server.url);
  const recording = testWebm(2);
  const make = async (video: NewVideo, file = recording) => {
    const saved = await saveVideo(morgan, video, file);
    videos.set(video.title, saved);
    return saved;
  };
  // Created one after another, so each is newer than the one before.
  const quarterly = await make({
    title: QUARTERLY,
    description: 'Where your accounts stand after the first quarter.',
  });
  const roth = await make({
    title: ROTH,
    description: 'The tax cost of converting this year.',
    clientName: 'Avery Chen',
  });
  await make({ title: ESTATE, description: 'Trusts, wills and QUARTERLY gifting.' });
  // WebM's magic number, then junk: accepted as an upload, refused by ffmpeg.
  const garbage = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(64 * 1024)]);
  const market = await make({ title: MARKET, description: 'Rates and inflation.' }, garbage);
  const bonds = await make({ title: BONDS, description: 'Steady income from bonds.' });

  await uploadRecording(morgan, quarterly.id, recording);
  await uploadRecording(morgan, roth.id, recording);
  await uploadRecording(morgan, market.id, garbage);
  await uploadRecording(morgan, bonds.id, recording);
  videos.set(QUARTERLY, await settled(morgan, quarterly.id, 'ready'));
  videos.set(ROTH, await settled(morgan, roth.id, 'ready'));
  videos.set(MARKET, await settled(morgan, market.id, 'failed'));
  videos.set(BONDS, await settled(morgan, bonds.id, 'ready'));
  // Estate Planning Basics stays 'uploading': saved, its file never sent.

  await clientWatches(app.server.url, quarterly.shareLink, { compliment: true });
  await clientWatches(app.server.url, quarterly.shareLink);
  await clientWatches(app.server.url, roth.shareLink, { compliment: true });
  await ok(await morgan.post(`/api/videos/${bonds.id}/share-link/revoke`), 'revoke');
}, 180_000);

afterAll(async () => {
  await morgan?.dispose();
});

describe('video library', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows every video with its state, views and comments on a ${viewport}`, async () => {
      await asAdvisor(morgan, viewport, async (library) => {
        await library.open();
        await library.layoutButton('Grid view').click();
        expect(await library.showing()).toBe('Showing 5 of 5 videos');
        expect(await library.titles()).toEqual(ALL_TITLES);
        expect(await library.columns()).toBe(viewport === 'desktop' ? 3 : 1);
        expect(await overflowsHorizontally(library.page)).toBe(false);

        const quarterly = await library.entry(QUARTERLY).innerText();
        expect(quarterly).toContain('Ready');
        expect(quarterly).toContain('2 views');
        // A thumbs-up is a compliment, counted apart from written comments.
        expect(quarterly).toContain('0 comments');
        expect(quarterly).toContain('1 compliment');
        expect(quarterly).toMatch(/1 new/);
        expect(quarterly).toMatch(/Updated (just now|\d+ minutes? ago)/);
        expect(await library.thumbnailLoaded(QUARTERLY)).toBe(true);

        expect(await library.entry(ESTATE).innerText()).toContain('Uploading 0%');
        const market = await library.entry(MARKET).innerText();
        expect(market).toContain('Failed');
        expect(market).toContain(videos.get(MARKET)?.failureReason ?? '(no reason)');
        expect(await library.entry(BONDS).innerText()).toContain('Link revoked');
        expect(await library.entry(ROTH).innerText()).toContain('For Avery Chen');

        await saveScreenshot(library.page, `library-grid-${viewport}`);

        await library.layoutButton('List view').click();
        expect(await library.layout()).toBe('list');
        expect(await library.columns()).toBe(1);
        expect(await overflowsHorizontally(library.page)).toBe(false);
        await saveScreenshot(library.page, `library-list-${viewport}`);

        // The choice is remembered in this browser.
        await library.open();
        expect(await library.layout()).toBe('list');
        await library.layoutButton('Grid view').click();
      });
    });
  }

  it('searches titles and descriptions on the server, ignoring case', async () => {
    await asAdvisor(morgan, 'desktop', async (library) => {
      await library.open();
      const searches: string[] = [];
      library.page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname === '/api/videos') searches.push(url.searchParams.get('q') ?? '');
      });

      await library.type('quarterly');
      await library.waitForShowing('Showing 2 of 2 videos');
      expect(await library.titles()).toEqual([ESTATE, QUARTERLY]);
      // Typing is debounced: a request for the word, none for 'q', 'qu', 'qua'...
      expect(searches.filter((q) => q !== '')).toContain('quarterly');
      expect(searches.filter((q) => q !== '' && q !== 'quarterly')).toEqual([]);
      await saveScreenshot(library.page, 'library-search-desktop');

      await library.search('ROTH');
      await library.waitForShowing('Showing 1 of 1 videos');
      expect(await library.titles()).toEqual([ROTH]);

      await library.search('annuities');
      await library.emptyState().waitFor();
      expect(await library.emptyState().innerText()).toContain('Try adjusting your search terms');
      await saveScreenshot(library.page, 'library-search-empty-desktop');

      await library.page.getByRole('button', { name: 'Clear search and filters' }).click();
      await library.waitForShowing('Showing 5 of 5 videos');
      expect(await library.searchBox().inputValue()).toBe('');
    });
  });

  it('filters by status and by the day recorded', async () => {
    await asAdvisor(morgan, 'phone', async (library) => {
      await library.open();
      await library.openFilters();
      expect(await library.filterButton().getAttribute('aria-expanded')).toBe('true');

      await library.chooseStatus('Ready');
      await library.waitForShowing('Showing 3 of 3 videos');
      expect(await library.titles()).toEqual([BONDS, ROTH, QUARTERLY]);
      expect(await library.filterButton().innerText()).toMatch(/Filter\s*1/);
      await saveScreenshot(library.page, 'library-filter-ready-phone');

      await library.chooseStatus('Uploading');
      await library.waitForShowing('Showing 1 of 1 videos');
      expect(await library.titles()).toEqual([ESTATE]);

      await library.chooseStatus('Failed');
      await library.waitForShowing('Showing 1 of 1 videos');
      expect(await library.titles()).toEqual([MARKET]);

      await library.chooseStatus('Processing');
      await library.emptyState().waitFor();
      expect(await library.emptyState().innerText()).toContain('Try adjusting your search terms');

      // Status and search narrow together.
      await library.chooseStatus('Ready');
      await library.search('roth');
      await library.waitForShowing('Showing 1 of 1 videos');
      expect(await library.titles()).toEqual([ROTH]);
      await library.search('');

      // Every video was recorded today.
      await library.chooseStatus('All');
      await library.dateField('From').fill(localDay(0));
      await library.dateField('To').fill(localDay(0));
      await library.waitForShowing('Showing 5 of 5 videos');
      await library.dateField('From').fill(localDay(1));
      await library.dateField('To').fill(localDay(2));
      await library.emptyState().waitFor();

      // A range that ends before it starts is explained, not sent.
      await library.dateField('From').fill(localDay(2));
      await library.dateField('To').fill(localDay(-2));
      await library.page
        .getByRole('alert')
        .filter({ hasText: 'The start date must be on or before the end date' })
        .waitFor();
      expect(await overflowsHorizontally(library.page)).toBe(false);
      await saveScreenshot(library.page, 'library-filter-dates-phone');

      await library.clearFilters();
      await library.waitForShowing('Showing 5 of 5 videos');
      expect(await library.titles()).toEqual(ALL_TITLES);
    });
  });

  it('puts recordings only this browser has at the top, opening the unsaved one', async () => {
    await asAdvisor(morgan, 'desktop', async (library) => {
      await library.open();
      const draftId = await seedDraft(library.page, testWebm(2), {
        durationMs: 2000,
        details: {
          clientName: '',
          title: 'Beneficiary Update',
          description: 'Who inherits what.',
          captionsEnabled: true,
          includeProfilePicture: true,
          passwordProtected: false,
        },
      });
      await library.open();
      await library.waitForShowing('Showing 5 of 5 videos');
      expect(await library.titles()).toEqual(['Beneficiary Update', ...ALL_TITLES]);
      const draft = await library.entry('Beneficiary Update').innerText();
      expect(draft).toContain('Not uploaded yet');
      expect(draft).toContain('On this device');
      await saveScreenshot(library.page, 'library-draft-desktop');

      // The search applies to it as to the server's videos.
      await library.search('inherits');
      await library.waitForShowing('Showing 0 of 0 videos');
      expect(await library.titles()).toEqual(['Beneficiary Update']);
      await library.search('');
      await library.waitForShowing('Showing 5 of 5 videos');

      // Each entry is one link, reached and opened with the keyboard.
      const link = library.list().getByRole('link', { name: 'Beneficiary Update' });
      await library.searchBox().focus();
      for (
        let tabs = 0;
        tabs < 6 && !(await link.evaluate((a) => a === document.activeElement));
        tabs += 1
      ) {
        await library.page.keyboard.press('Tab');
      }
      expect(await link.evaluate((a) => a === document.activeElement)).toBe(true);
      await saveScreenshot(library.page, 'library-keyboard-focus-desktop');
      await library.page.keyboard.press('Enter');
      await library.page.waitForURL(`${app.server.url}/record/preview?draft=${draftId}`);
    });
  });

  it('shows both empty states to an advisor with no videos', async () => {
    const newcomer = await signUp(app.server.url, 'Riley Park');
    try {
      for (const viewport of ['desktop', 'phone'] as const) {
        await asAdvisor(newcomer, viewport, async (library) => {
          await library.open();
          const empty = library.emptyState();
          await empty.waitFor();
          expect(await empty.innerText()).toContain('Start recording to build your video library');
          const start = empty.getByRole('link', { name: 'Start Recording' });
          expect(await start.getAttribute('href')).toBe('/record');
          expect(await library.showing()).toBe('Showing 0 of 0 videos');
          expect(await overflowsHorizontally(library.page)).toBe(false);
          await saveScreenshot(library.page, `library-empty-${viewport}`);

          const { page } = library;
          await page.goto(`${app.server.url}/dashboard`, { waitUntil: 'networkidle' });
          await page.getByText('No new client responses').waitFor();
          await page.getByText('No videos yet. Your saved recordings will show up here.').waitFor();
          expect(await overflowsHorizontally(page)).toBe(false);
          await saveScreenshot(page, `dashboard-empty-${viewport}`);
        });
      }
    } finally {
      await newcomer.dispose();
    }
  });

  it('loads more videos a page at a time', async () => {
    const busy = await signUp(app.server.url, 'Casey Brooks');
    try {
      const file = Buffer.from('not uploaded');
      for (let i = 1; i <= 27; i += 1) {
        await saveVideo(busy, { title: `Client check-in ${i}`, description: '' }, file);
      }
      await asAdvisor(busy, 'desktop', async (library) => {
        await library.open();
        expect(await library.showing()).toBe('Showing 24 of 27 videos');
        expect((await library.titles())[0]).toBe('Client check-in 27');
        await library.loadMoreButton().click();
        await library.waitForShowing('Showing 27 of 27 videos');
        const titles = await library.titles();
        expect(titles).toHaveLength(27);
        expect(titles.at(-1)).toBe('Client check-in 1');
        expect(new Set(titles).size).toBe(27);
        await library.loadMoreButton().waitFor({ state: 'detached' });
      });
    } finally {
      await busy.dispose();
    }
  });
});

describe('dashboard', () => {
  const recent = (page: Page) => page.getByRole('region', { name: 'Recent videos' });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`lists the newest videos and new client responses on a ${viewport}`, async () => {
      await asAdvisor(morgan, viewport, async ({ page }) => {
        await page.goto(`${app.server.url}/dashboard`, { waitUntil: 'networkidle' });
        await page.getByRole('link', { name: 'Start Recording' }).waitFor();
        await page.getByRole('heading', { level: 2, name: 'Quick Actions' }).waitFor();
        await page.getByRole('link', { name: '2 new client responses' }).waitFor();
        expect(await recent(page).getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
          ALL_TITLES,
        );
        const card = await recent(page)
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: QUARTERLY }) })
          .innerText();
        expect(card).toContain('2 views');
        expect(card).toMatch(/1 new/);
        expect(await page.getByText('5 videos · 3 views in all').count()).toBe(1);
        expect(await overflowsHorizontally(page)).toBe(false);
        await saveScreenshot(page, `dashboard-recent-${viewport}`);
      });
    });
  }

  it('opens a video’s own page from the recent videos', async () => {
    await asAdvisor(morgan, 'desktop', async ({ page }) => {
      await page.goto(`${app.server.url}/dashboard`, { waitUntil: 'networkidle' });
      await recent(page).getByRole('link', { name: ROTH }).click();
      await page.waitForURL(`${app.server.url}/videos/${videos.get(ROTH)?.id}`);
    });
  });
});
