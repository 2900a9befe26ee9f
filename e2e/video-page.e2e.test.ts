import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptionsResponse, VideoResponse } from '../shared/api/videos.ts';
import { waitForOutboxMail } from './outbox.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { testWebm } from './drafts.ts';
import { SharePage } from './pages/share-page.ts';
import { asVideoPageOwner, type VideoPage } from './pages/video-page.ts';
import {
  clientContext,
  saveScreenshotFromTop,
  overflowsHorizontally,
  type ViewportName,
} from './screenshots.ts';
import {
  PRIYA,
  SAMPLE_COMMENT,
  SAMPLE_VIDEO,
  shareVideoAsAdvisor,
  uploadRecording,
  waitUntilReady,
  type SharedVideo,
} from './shared-video.ts';

const { password: PASSWORD, clientName: CLIENT, title: TITLE, captions: CAPTIONS } = SAMPLE_VIDEO;
const COMMENT = SAMPLE_COMMENT;
const NOT_FOUND = 'Video not found or link no longer active';

let shared: SharedVideo;
/** The link a client has now (it changes when the advisor replaces it). */
let linkUrl: string;

// Retention off, so the story can end with deleting the video (a retained one cannot be).
const app = appAndBrowserPerFile({ env: { RETENTION_YEARS: '0' } });

beforeAll(async () => {
  shared = await shareVideoAsAdvisor(app.server.url, PRIYA, SAMPLE_VIDEO);
  linkUrl = shared.url;
});
afterAll(async () => {
  await shared?.api.dispose();
});

/** The advisor's browser, signed in as the advisor who shared the video. */
const asAdvisor = (viewport: ViewportName, run: (video: VideoPage) => Promise<void>) =>
  asVideoPageOwner(app.browser, app.server.url, { email: shared.advisor.email, viewport }, run);

/** A client's browser of its own (no advisor cookies) at `size`. */
async function asClient(size: ViewportName, url: string, run: (share: SharePage) => Promise<void>) {
  const context = await clientContext(app.browser, size);
  try {
    await run(new SharePage(await context.newPage(), url));
  } finally {
    await context.close();
  }
}

/** What a client sees at `url`: the page's text (the not-found page is plain text). */
async function clientSees(url: string): Promise<string> {
  let text = '';
  await asClient('phone', url, async (share) => {
    await share.open();
    text = await share.page.locator('body').innerText();
  });
  return text;
}

async function advisorApi<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await shared.api.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

describe('the advisor’s page of one video', () => {
  it('shows the visits, how far each got, what the client said and did', async () => {
    // Visit 1, on a phone: plays a little faster, pauses, turns captions off, replies.
    await asClient('phone', shared.url, async (share) => {
      await share.passGate(PASSWORD);
      await share.speed('1.5x').click();
      await share.play(2);
      const progress = share.page.waitForResponse((r) => r.url().endsWith('/progress'));
      const paused = share.eventPosted('VIDEO_PAUSED');
      await share.pause();
      await Promise.all([progress, paused]);
      const captionsOff = share.eventPosted('CAPTIONS_OFF');
      await share.captionsToggle().click();
      await captionsOff;
      await share.compliment('This was helpful').click();
      await share.toastSays('Thank you!');
      await share.commentBox().fill(COMMENT);
      await share.sendComment().click();
      await expect.poll(() => share.commentBox().inputValue()).toBe('');
    });
    // Visit 2, on a desktop: watches the end.
    await asClient('desktop', shared.url, async (share) => {
      await share.passGate(PASSWORD);
      const completed = share.eventPosted('VIDEO_COMPLETED');
      await share.videoElement().evaluate(async (video: HTMLVideoElement) => {
        video.muted = true;
        video.currentTime = Math.max(0, video.duration - 1.5);
        await video.play();
      });
      await completed;
    });

    await asAdvisor('desktop', async (video) => {
      await video.open(shared.video.id);
      expect(await video.heading()).toBe(TITLE);
      expect(await video.status()).toBe('Status: Ready');
      expect(await video.linkStatus()).toBe('Link status: Active');
      expect(await video.shareUrl()).toBe(shared.url);

      const player = await video.waitForMetadata();
      expect(player.src).toBe(`/api/videos/${shared.video.id}/media?v=mp4`);
      expect(player.duration).toBeCloseTo(8, 0);
      expect(await video.captionCues('Good morning, Jordan.')).toEqual([
        'Good morning, Jordan.',
        'Here is your quarterly portfolio review.',
      ]);

      await video.page.getByTestId('visits').waitFor();
      expect(await video.figure('Views')).toBe('2');
      expect(await video.figure('Responses')).toBe('2');
      const bars = await video.visitBars();
      expect(bars.map((bar) => bar.name)).toEqual(['Visit 2 watched', 'Visit 1 watched']);
      expect(bars[0]?.percent).toBe(100);
      const first = bars[1]?.percent ?? 0;
      expect(first).toBeGreaterThan(15);
      expect(first).toBeLessThan(90);
      expect(await video.figure('Average watched')).toBe(`${Math.round((100 + first) / 2)}%`);

      expect(await video.responseList()).toEqual([
        { text: `“${COMMENT}”`, isNew: true },
        { text: 'This was helpful', isNew: true },
      ]);
      expect(await video.section('Comments & Compliments').innerText()).toContain('2 new');

      const timeline = await video.timeline();
      expect(timeline.map((visit) => visit.visit)).toEqual(['Visit 2', 'Visit 1']);
      expect(timeline[0]?.events).toEqual(
        expect.arrayContaining([
          'Accepted the terms and disclosure',
          'Entered the password',
          'Watched to the end',
        ]),
      );
      const visit1 = timeline[1]?.events ?? [];
      expect(visit1.slice(0, 4)).toEqual([
        'Accepted the terms and disclosure',
        'Entered the password',
        'Changed the speed to 1.5×',
        'Started playing',
      ]);
      expect(visit1).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Paused at 0:0\d$/),
          expect.stringMatching(/^Turned captions off at 0:0\d$/),
          // Each response says the moment of the video it was sent at.
          expect.stringMatching(/^Sent a compliment at 0:0\d: “This was helpful”$/),
          expect.stringMatching(
            new RegExp(`^Left a comment at 0:0\\d: “${COMMENT.replace(/[.?]/g, '\\$&')}”$`),
          ),
        ]),
      );
      expect(await overflowsHorizontally(video.page)).toBe(false);
      await video.seek(1);
      await saveScreenshotFromTop(video.page, 'video-page-desktop');

      // Seen once, the responses are no longer new on the next visit of the page.
      await video.page.reload();
      await video.page.getByTestId('responses').waitFor();
      expect((await video.responseList()).map((r) => r.isNew)).toEqual([false, false]);
    });

    // The first view was news: the advisor was emailed a link to this page (the responses,
    // which came within the quarter hour, wait for the next email).
    const mail = await waitForOutboxMail(app.server.dataDir, `/videos/${shared.video.id}`, 30_000);
    expect(mail).toContain(`${CLIENT} watched your video.`);

    await asAdvisor('phone', async (video) => {
      await video.open(shared.video.id);
      await video.page.getByTestId('timeline').waitFor();
      await video.waitForMetadata();
      await video.captionCues('Good morning, Jordan.');
      await video.seek(1);
      expect(await overflowsHorizontally(video.page)).toBe(false);
      await saveScreenshotFromTop(video.page, 'video-page-phone');
    });
  });

  it('copies the link and writes the email', async () => {
    await asAdvisor('desktop', async (video) => {
      await video.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: app.server.url,
      });
      await video.open(shared.video.id);
      await video.copyLink();
      await video.toast('Link Copied');
      expect(await video.page.evaluate(() => navigator.clipboard.readText())).toBe(shared.url);

      const href = (await video.emailLink().getAttribute('href')) ?? '';
      const mail = new URLSearchParams(href.replace(/^mailto:\?/, ''));
      expect(mail.get('subject')).toBe(`Video: ${TITLE}`);
      expect(mail.get('body')).toContain(`Hi ${CLIENT},`);
      expect(mail.get('body')).toContain(shared.url);
      expect(mail.get('body')).toContain('Priya Raman');
      expect(await video.shareSection().innerText()).toContain(
        'Share the password separately from the link.',
      );
    });
  });

  it('edits the details, the password and the captions', async () => {
    const newTitle = 'Your Q3 review, with two suggestions';
    await asAdvisor('desktop', async (video) => {
      await video.open(shared.video.id);

      await video.titleField().fill('   ');
      await video.saveDetails();
      await video.detailsSection().getByText('Please enter a title').waitFor();
      await video.titleField().fill(newTitle);
      await video.saveDetails();
      await video.toast('Saved');
      await expect.poll(() => video.heading()).toBe(newTitle);
      expect(
        (await advisorApi<VideoResponse>(`/api/videos/${shared.video.id}`)).body.video.title,
      ).toBe(newTitle);

      // Password: removed after asking, then set again.
      await video.section('Password').getByRole('button', { name: 'Remove Password' }).click();
      await video.confirm('Remove the password?', 'Remove Password');
      await video.toast('Password Removed');
      expect(await video.passwordState()).toBe('Anyone with the link can view this video');
      await video.section('Password').getByLabel('Password', { exact: true }).fill(PASSWORD);
      await video.section('Password').getByRole('button', { name: 'Set Password' }).click();
      await video.toast('Password Set');
      expect(await video.passwordState()).toBe('Video will require a password to view');

      // Captions as WebVTT: checked as they are typed, saved, and played.
      await video.captionsView('WebVTT');
      await video.captionsBox().fill('Good morning');
      expect(await video.captionsCheck().innerText()).toBe('Captions must start with WEBVTT');
      expect(await video.saveCaptionsButton().isDisabled()).toBe(true);
      const corrected = CAPTIONS.replace('Good morning, Jordan.', 'Good morning, Jordan!');
      await video.captionsBox().fill(corrected.replace('00:00:08.000', '00:00:03.000'));
      expect(await video.captionsCheck().innerText()).toBe(
        'Line 8: a caption must end after it starts',
      );
      await saveScreenshotFromTop(video.page, 'video-page-captions-error-desktop');
      await video.captionsBox().fill(corrected);
      expect(await video.captionsCheck().innerText()).toBe('Valid WebVTT · 2 captions');
      await video.saveCaptionsButton().click();
      await video.toast('Captions Saved');
      const saved = await advisorApi<CaptionsResponse>(`/api/videos/${shared.video.id}/captions`);
      expect(saved.body.captionsData).toBe(corrected);
      expect(await video.captionCues('Good morning, Jordan!')).toContain('Good morning, Jordan!');
    });
  });

  it('gives the link an expiry, shows it expired, and clears it', async () => {
    await asAdvisor('desktop', async (video) => {
      await video.open(shared.video.id);
      expect(await video.expiryText()).toBe('Never expires');
      await video.expiryInput().fill('2020-01-01T09:00');
      await video.saveExpiry();
      await video.linkSettings().getByText('Please choose a time in the future').waitFor();

      await video.expiryInput().fill('2099-12-31T17:00');
      await video.saveExpiry();
      await video.toast('Saved');
      await expect.poll(() => video.expiryText()).toMatch(/^Expires Dec 31, 2099, 5:00 PM$/);
      const { body } = await advisorApi<VideoResponse>(`/api/videos/${shared.video.id}`);
      expect(body.video.share.expiresAt).toBe(new Date(2099, 11, 31, 17, 0).toISOString());

      // An expiry a few seconds away passes while the page is open.
      const soon = new Date(Date.now() + 6000).toISOString();
      const patched = await shared.api.patch(`/api/videos/${shared.video.id}`, {
        data: { shareExpiresAt: soon },
      });
      expect(patched.status()).toBe(200);
      await video.page.reload();
      expect(await video.linkStatus()).toBe('Link status: Active');
      await expect.poll(() => video.linkStatus(), { timeout: 15_000 }).toBe('Link status: Expired');
      expect(await video.expiryText()).toMatch(/^Expired /);
      expect(await video.shareSection().innerText()).toContain('This link expired on');
      expect(await clientSees(linkUrl)).toContain(NOT_FOUND);
      await saveScreenshotFromTop(video.page, 'video-page-expired-desktop');

      await video.removeExpiry();
      await video.toast('Saved');
      await expect.poll(() => video.linkStatus()).toBe('Link status: Active');
      expect(await video.expiryText()).toBe('Never expires');
      expect(await clientSees(linkUrl)).not.toContain(NOT_FOUND);
    });
  });

  it('revokes the link, then replaces it with a new one', async () => {
    await asAdvisor('phone', async (video) => {
      await video.open(shared.video.id);
      const oldUrl = await video.shareUrl();

      await video.revokeButton().click();
      const revokeDialog = video.dialog('Revoke this link?');
      await revokeDialog.waitFor();
      expect(await revokeDialog.innerText()).toContain(NOT_FOUND);
      await video.confirm('Revoke this link?', 'Revoke Link');
      await video.toast('Link Revoked');
      expect(await video.linkStatus()).toBe('Link status: Revoked');
      expect(await video.shareSection().innerText()).toContain('This link is revoked.');
      expect(
        await video.shareSection().getByRole('button', { name: 'Copy', exact: true }).isDisabled(),
      ).toBe(true);
      expect(await video.revokeButton().count()).toBe(0);
      expect(await clientSees(oldUrl)).toContain(NOT_FOUND);
      expect(await overflowsHorizontally(video.page)).toBe(false);
      await saveScreenshotFromTop(video.page, 'video-page-revoked-phone');

      await video.renewButton().click();
      const renewDialog = video.dialog('Create a new link?');
      await renewDialog.waitFor();
      expect(await renewDialog.innerText()).toContain('the current one stops working');
      await video.confirm('Create a new link?', 'Create New Link');
      await video.toast('New Link Created');
      await expect.poll(() => video.linkStatus()).toBe('Link status: Active');
      const newUrl = await video.shareUrl();
      expect(newUrl).not.toBe(oldUrl);
      expect(newUrl).toMatch(new RegExp(`^${app.server.url}/share/[\\w-]+$`));
      expect(await clientSees(oldUrl)).toContain(NOT_FOUND);
      await asClient('phone', newUrl, async (share) => {
        await share.open();
        await share.termsDialog().waitFor();
      });
      linkUrl = newUrl;
    });
  });

  it('says what processing is doing and updates by itself when the video is ready', async () => {
    const recording = testWebm(4);
    const created = await shared.api.post('/api/videos', {
      data: {
        title: 'Market update',
        durationSeconds: 4,
        captionsEnabled: true,
        includeProfilePicture: false,
        upload: {
          size: recording.length,
          sha256: createHash('sha256').update(recording).digest('hex'),
          contentType: 'video/webm',
        },
      },
    });
    expect(created.status()).toBe(201);
    const { video: pending } = (await created.json()) as VideoResponse;

    await asAdvisor('phone', async (video) => {
      await video.open(pending.id);
      expect(await video.status()).toBe('Status: Uploading');
      expect(await video.processingBanner().innerText()).toContain('Uploading…');
      // The captions arrive by a request of their own, after the page's first paint.
      await expect
        .poll(() => video.captionsSection().innerText())
        .toContain('Captions can be edited once processing has finished');
      expect(await video.saveCaptionsButton().isDisabled()).toBe(true);
      expect(await video.figure('Views')).toBe('0');
      expect(await overflowsHorizontally(video.page)).toBe(false);
      await saveScreenshotFromTop(video.page, 'video-page-uploading-phone');

      await uploadRecording(shared.api, pending.id, recording);
      await expect
        .poll(() => video.status(), { timeout: 30_000, interval: 500 })
        .toBe('Status: Ready');
      expect(await video.processingBanner().count()).toBe(0);
      expect(await video.captionsSection().innerText()).not.toContain(
        'Captions can be edited once processing has finished',
      );
      const player = await video.waitForMetadata();
      expect(player.src).toBe(`/api/videos/${pending.id}/media?v=mp4`);
    });
    await waitUntilReady(shared.api, pending.id);
  });

  it('answers an unknown video with a way back to the library', async () => {
    await asAdvisor('phone', async (video) => {
      await video.open('7d3c1f7e-0000-4000-8000-000000000000');
      expect(await video.heading()).toBe('Video not found');
      await video.page.getByRole('link', { name: 'Go to Video Library' }).waitFor();
      expect(await overflowsHorizontally(video.page)).toBe(false);
      await saveScreenshotFromTop(video.page, 'video-page-not-found-phone');
    });
  });

  it('deletes the video after a dialog naming it', async () => {
    await asAdvisor('desktop', async (video) => {
      await video.open(shared.video.id);
      const title = await video.heading();
      await video.deleteButton().click();
      const dialog = video.dialog('Delete this video?');
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(`“${title}”`);
      await saveScreenshotFromTop(video.page, 'video-page-delete-dialog-desktop', {
        visible: true,
      });
      await video.confirm('Delete this video?', 'Delete Video');
      await video.page.waitForURL(`${app.server.url}/video-library`);
      await video.toast('Video Deleted');
      expect((await advisorApi(`/api/videos/${shared.video.id}`)).status).toBe(404);
      expect(await clientSees(linkUrl)).toContain(NOT_FOUND);
    });
  });
});
