import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoShowing } from '../server/test/text-video.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { signUpPrincipal } from './compliance-principal.ts';
import { axeViolations } from './axe.ts';
import { seedDraft } from './drafts.ts';
import { asVideoPageOwner } from './pages/video-page.ts';
import { PreviewPage } from './pages/preview-page.ts';
import {
  overflowsHorizontally,
  saveScreenshotFromTop,
  VIEWPORTS,
  type ViewportName,
} from './screenshots.ts';
import { ok, PRIYA, SAMPLE_VIDEO, shareVideoAsAdvisor, type SharedVideo } from './shared-video.ts';
import { signedInContext } from './signed-in.ts';

const app = appAndBrowserPerFile();
let shared: SharedVideo;
let spoken: SharedVideo;
let screenBytes: Buffer;

beforeAll(async () => {
  // A recording of a screen that shows a client's SSN and account routing, and a promise said.
  const bytes = videoShowing(
    [
      { text: 'Client SSN 123-45-6789', y: 60, from: 0, to: 4 },
      { text: 'Routing 021000021', y: 220, from: 0, to: 4 },
    ],
    { seconds: 4 },
  );
  const captions =
    'WEBVTT\n\n00:00:00.500 --> 00:00:03.500\nWith this plan you will earn 12% a year.\n';
  shared = await shareVideoAsAdvisor(app.server.url, PRIYA, {
    ...SAMPLE_VIDEO,
    seconds: 4,
    bytes,
    captions,
  });
  screenBytes = bytes;
  // A recording with sound, where a promise is said in its second cue.
  spoken = await shareVideoAsAdvisor(app.server.url, PRIYA, {
    ...SAMPLE_VIDEO,
    seconds: 6,
    bytes: videoShowing([{ text: 'Quarterly review', y: 60, from: 0, to: 6 }], {
      seconds: 6,
      tone: true,
    }),
    captions:
      'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nHere is the plan for the year.\n\n' +
      '00:00:03.000 --> 00:00:05.000\nThis fund is risk-free, I promise.\n',
  });
}, 180_000);
afterAll(async () => {
  await shared?.api.dispose();
  await spoken?.api.dispose();
});

describe('the advisor reviews what the screening found before sending', () => {
  it('blurs the SSN and marks the promise fine with a reason', async () => {
    await asVideoPageOwner(
      app.browser,
      app.server.url,
      { email: shared.advisor.email, viewport: 'desktop' },
      async (video) => {
        await video.open(shared.video.id);
        const ssn = video.finding('Social Security number');
        // The screening job runs after processing: the list appears once it is done.
        await ssn.waitFor({ timeout: 90_000 });
        await expect.poll(() => ssn.innerText()).toContain('***-**-6789');
        const frame = ssn.getByRole('img');
        await expect
          .poll(() => frame.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBe(480);
        // What was said has no place on the frame: it can only be marked fine.
        const promise = video.finding('Risky promise said');
        expect(await promise.getByRole('button', { name: /^Blur/ }).count()).toBe(0);
        await video.section('Before You Send').scrollIntoViewIfNeeded();
        await saveScreenshotFromTop(video.page, 'screening-findings-desktop');
        expect(await axeViolations(video.page)).toEqual([]);

        await ssn.getByRole('button', { name: /^Blur/ }).click();
        await expect.poll(() => ssn.innerText(), { timeout: 60_000 }).toContain('Blurred');

        await video.markFine('Risky promise said', 'Quoting the fund’s past return, not a promise');
        await expect.poll(() => promise.innerText()).toContain('Marked fine');
        await saveScreenshotFromTop(video.page, 'screening-reviewed-desktop');
        expect(await axeViolations(video.page)).toEqual([]);
      },
    );

    const listed = await shared.api.get(`/api/videos/${shared.video.id}/versions`);
    const { versions } = (await listed.json()) as { versions: { reason: string }[] };
    expect(versions.at(-1)?.reason).toBe('blurred');
  }, 240_000);

  it('reads well on a phone, the reason form open', async () => {
    await asVideoPageOwner(
      app.browser,
      app.server.url,
      { email: shared.advisor.email, viewport: 'phone' },
      async (video) => {
        await video.open(shared.video.id);
        const routing = video.finding('Routing number');
        await routing.waitFor({ timeout: 60_000 });
        await routing.getByRole('button', { name: /^It's fine/ }).click();
        await routing.getByLabel('Why is this fine?').waitFor();
        await video.section('Before You Send').scrollIntoViewIfNeeded();
        expect(await overflowsHorizontally(video.page)).toBe(false);
        await saveScreenshotFromTop(video.page, 'screening-findings-phone');
        expect(await axeViolations(video.page)).toEqual([]);
      },
    );
  }, 120_000);
});

describe('the advisor mutes a risky promise said', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`silences it in a new version and takes it out of the captions (${viewport})`, async () => {
      await asVideoPageOwner(
        app.browser,
        app.server.url,
        { email: spoken.advisor.email, viewport },
        async (video) => {
          await video.open(spoken.video.id);
          const promise = video.finding('Risky promise said');
          await promise.waitFor({ timeout: 90_000 });
          await video.section('Before You Send').scrollIntoViewIfNeeded();
          if (viewport === 'desktop') {
            // Something said has no place on the frame: no Blur, but Mute.
            expect(await promise.getByRole('button', { name: /^Blur/ }).count()).toBe(0);
            await saveScreenshotFromTop(video.page, 'screening-mute-before-desktop');
            expect(await axeViolations(video.page)).toEqual([]);
            await promise.getByRole('button', { name: /^Mute the risky promise said/ }).click();
          }
          await expect.poll(() => promise.innerText(), { timeout: 60_000 }).toContain('Muted');
          expect(await promise.getByRole('button').count()).toBe(0);
          // The transcript follows the new version at once: the words are gone from it.
          const transcript = video.section('Transcript');
          await expect.poll(() => transcript.innerText()).toContain('[muted]');
          expect(await transcript.innerText()).not.toContain('risk-free');
          expect(await overflowsHorizontally(video.page)).toBe(false);
          await saveScreenshotFromTop(video.page, `screening-muted-${viewport}`);
          expect(await axeViolations(video.page)).toEqual([]);
        },
      );
    }, 180_000);
  }

  it('the new version is muted, and its captions hold the words no more', async () => {
    const listed = await spoken.api.get(`/api/videos/${spoken.video.id}/versions`);
    const { versions } = (await listed.json()) as { versions: { reason: string }[] };
    expect(versions.at(-1)?.reason).toBe('muted');
    const captions = await spoken.api.get(`/api/videos/${spoken.video.id}/captions`);
    const { captionsData } = (await captions.json()) as { captionsData: string };
    expect(captionsData).toContain('[muted]');
    expect(captionsData).toContain('Here is the plan for the year.');
    expect(captionsData).not.toContain('risk-free');
  });
});

describe('the saved screen shows what the check found', () => {
  async function saveAndWait(viewport: ViewportName) {
    const context = await signedInContext(app.browser, app.server.url, viewport);
    try {
      const page = await context.newPage();
      await page.goto(`${app.server.url}/dashboard`);
      const draftId = await seedDraft(page, screenBytes, { durationMs: 4_000 });
      const preview = new PreviewPage(page, app.server.url);
      await preview.open(draftId);
      await preview.field('Title').fill('Account walkthrough');
      await preview.button('Save Video').click();
      await page.getByText('Video Saved Successfully!').waitFor();
      // Processed, then screened: the count and the way to the list.
      const found = page.getByRole('status').filter({ hasText: 'to review before you send' });
      await found.waitFor({ timeout: 120_000 });
      expect(await found.innerText()).toContain('2 findings to review before you send');
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshotFromTop(page, `saved-findings-${viewport}`);
      expect(await axeViolations(page)).toEqual([]);
      await found.getByRole('link', { name: 'Review findings' }).click();
      await page.waitForURL(/\/videos\/[^/]+#findings$/);
      await page.getByRole('listitem').filter({ hasText: 'Social Security number' }).waitFor();
    } finally {
      await context.close();
    }
  }

  it('on a desktop', () => saveAndWait('desktop'), 240_000);
  it('on a phone', () => saveAndWait('phone'), 240_000);
});

describe("the firm's screening settings", () => {
  it('a compliance user adds a phrase and holds links until findings are resolved', async () => {
    const email = `principal.${Date.now()}@example.com`;
    for (const viewport of ['desktop', 'phone'] as const) {
      const context = await app.browser.newContext({ viewport: VIEWPORTS[viewport] });
      try {
        if (viewport === 'desktop') {
          await signUpPrincipal(context, app.server, email);
        } else {
          await ok(
            await context.request.post(`${app.server.url}/api/auth/login`, {
              headers: { Origin: app.server.url },
              data: { email, password: 'a long password' },
            }),
            'principal sign-in',
          );
        }
        const page = await context.newPage();
        await page.goto(`${app.server.url}/compliance`);
        const phrases = page.getByLabel('Risky phrases');
        await phrases.waitFor();
        expect(await phrases.inputValue()).toContain('beat the market');
        const hold = page.getByRole('switch', {
          name: 'Hold the link until every finding is blurred or dismissed',
        });
        if (viewport === 'desktop') {
          await phrases.fill(`${await phrases.inputValue()}\nslam dunk`);
          await hold.click();
          await page.getByRole('button', { name: 'Save Screening Settings' }).click();
          await page.getByText('Screening settings saved').waitFor();
        }
        // Saved: what the page shows is what the server keeps.
        expect(await hold.getAttribute('aria-checked')).toBe('true');
        expect(await phrases.inputValue()).toContain('slam dunk');
        await phrases.scrollIntoViewIfNeeded();
        expect(await overflowsHorizontally(page)).toBe(false);
        await saveScreenshotFromTop(page, `screening-settings-${viewport}`);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 120_000);
});
