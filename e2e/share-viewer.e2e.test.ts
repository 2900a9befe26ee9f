import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoActivity, VideoResponse } from '../shared/api/videos.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { SharePage } from './pages/share-page.ts';
import { clientContext, overflowsHorizontally, saveScreenshot } from './screenshots.ts';
import {
  PRIYA,
  SAMPLE_COMMENT,
  SAMPLE_VIDEO,
  shareVideoAsAdvisor,
  type SharedVideo,
} from './shared-video.ts';

const { password: PASSWORD, clientName: CLIENT, title: TITLE } = SAMPLE_VIDEO;
const COMMENT = SAMPLE_COMMENT;

let shared: SharedVideo;

const app = appAndBrowserPerFile();

beforeAll(async () => {
  shared = await shareVideoAsAdvisor(app.server.url, PRIYA, SAMPLE_VIDEO);
});
afterAll(async () => {
  await shared?.api.dispose();
});

describe('a client opens the link their advisor sent', () => {
  it('the advisor’s upload went through the real pipeline', () => {
    expect(shared.video).toMatchObject({
      status: 'ready',
      passwordProtected: true,
      captionsEnabled: true,
      clientName: CLIENT,
    });
    expect(shared.video.durationSeconds).toBeCloseTo(8, 0);
  });

  for (const size of ['phone', 'desktop'] as const) {
    it(`reads the terms, gives the password, watches and replies (${size})`, async () => {
      const context = await clientContext(app.browser, size);
      const share = new SharePage(await context.newPage(), shared.url);
      const { page } = share;
      const shot = (name: string) => saveScreenshot(page, `share-${name}-${size}`);
      try {
        // Coming from another page, the client opens the link and sees whose firm sent it; who the
        // video is for, like its title, waits for the whole gate.
        await page.goto(`${app.server.url}/`);
        await share.open();
        await share.termsDialog().waitFor();
        // The advisor's words exactly, with no blank line before them.
        expect(await share.disclosure().innerText()).toBe(shared.disclosureText);
        expect(await share.companyName()).toBe('Raman Wealth Partners');
        expect(await share.header().locator('.for').isVisible()).toBe(false);
        expect(await page.content()).not.toContain(CLIENT);
        expect(await share.title().innerText()).toBe('Private video');
        expect(await share.description().innerText()).toBe(
          'Accept the disclosure to see this video.',
        );
        expect(await share.videoElement().getAttribute('src')).toBeNull();
        expect(await share.mediaStatus('video')).toBe(403);
        expect(await share.mediaStatus('captions.vtt')).toBe(403);
        expect(await share.mediaStatus('thumbnail.jpg')).toBe(403);
        expect(await overflowsHorizontally(page)).toBe(false);
        await shot('terms');

        // 'Decline' leaves the client on the page, told what happened, with a way back in.
        await share.decline();
        await share.stageMessage().filter({ hasText: 'You declined the disclosure' }).waitFor();
        expect(page.url()).toBe(shared.url);
        expect(await share.openDialogs()).toEqual([]);
        // Responses the server would refuse are shown as unavailable, with the reason.
        await expect
          .poll(() => page.locator('#responses-locked').innerText())
          .toBe('Accept the terms and disclosure to leave a comment.');
        expect(await page.getByRole('button', { name: 'This was helpful' }).isDisabled()).toBe(
          true,
        );
        expect(await page.getByRole('textbox', { name: 'Your comment' }).isDisabled()).toBe(true);
        await shot('declined');
        await page.getByRole('button', { name: 'Review again' }).click();
        await share.termsDialog().waitFor();

        // They accept; the video is protected, so the password is asked.
        await share.accept();
        await share.passwordDialog().waitFor();
        expect(await share.openDialogs()).toEqual(['password-dialog']);
        // No 'Terms Accepted' toast behind the dialog's backdrop: 'Access Granted' follows.
        expect(await share.toast().isVisible()).toBe(false);
        expect(await share.stageMessage().textContent()).toContain(
          'Enter the password to watch this video',
        );
        // Accepting alone does not open the video, nor say what it is.
        expect(await share.mediaStatus('video')).toBe(403);
        expect(await share.title().innerText()).toBe('Private video');
        expect(await share.description().innerText()).toBe('Enter the password to see this video.');

        await share.enterPassword('   ');
        await share.passwordError('Please enter a password.');
        await share.enterPassword('not the password');
        await share.passwordError('Incorrect password. Please try again.');
        expect(await share.passwordDialog().isVisible()).toBe(true);
        expect(await share.passwordField().inputValue()).toBe('not the password');
        await shot('password-error');

        await share.submitPasswordWithKey(PASSWORD);
        await share.passwordDialog().waitFor({ state: 'hidden' });
        await share.toastSays('Access Granted');
        expect(await page.locator('#responses-locked').isVisible()).toBe(false);
        expect(await page.getByRole('button', { name: 'This was helpful' }).isEnabled()).toBe(true);
        expect(await share.forClient()).toBe(`For: ${CLIENT}`);
        expect(await share.openDialogs()).toEqual([]);
        expect(await share.title().innerText()).toBe(TITLE);
        expect(await share.description().innerText()).toBe(SAMPLE_VIDEO.description);
        await share.waitForMetadata();
        const loaded = await share.player();
        expect(loaded.src).toMatch(new RegExp(`^/media/share/${share.link}/video\\?v=mp4$`));
        expect(loaded.readyState).toBeGreaterThanOrEqual(1);
        expect(await share.duration().innerText()).toBe('0:08');
        expect(await share.mediaStatus('video')).toBe(200);
        expect(await share.mediaStatus('captions.vtt')).toBe(200);
        // The pipeline made a thumbnail: the player's poster.
        expect(await share.mediaStatus('thumbnail.jpg')).toBe(200);
        expect(await share.videoElement().getAttribute('poster')).toBe(
          `/media/share/${share.link}/thumbnail.jpg`,
        );
        expect(await share.captionCues()).toEqual([
          'Good morning, Jordan.',
          'Here is your quarterly portfolio review.',
        ]);
        expect(await share.avatar().isVisible()).toBe(true);

        // Watching: faster, captions off and back on.
        await share.play();
        await share.speed('1.5x').click();
        expect(await share.speed('1.5x').getAttribute('aria-pressed')).toBe('true');
        expect(await share.speed('1x').getAttribute('aria-pressed')).toBe('false');
        expect((await share.player()).playbackRate).toBe(1.5);
        expect(await share.captionsToggle().getAttribute('aria-pressed')).toBe('true');
        expect((await share.player()).captionModes).toEqual(['showing']);
        await share.captionsToggle().click();
        expect(await share.captionsToggle().getAttribute('aria-pressed')).toBe('false');
        expect((await share.player()).captionModes).toEqual(['hidden']);
        await share.captionsToggle().click();
        expect(await share.captionsToggle().getAttribute('aria-pressed')).toBe('true');
        expect((await share.player()).captionModes).toEqual(['showing']);
        expect((await share.player()).paused).toBe(false);
        await shot('playing-captions');

        // A quick compliment, then a written comment.
        await share.compliment('This was helpful').click();
        expect(await share.toastSays('Thank you!')).toContain(
          'Your feedback has been sent to the advisor.',
        );
        await shot('compliment');

        const comment = COMMENT;
        await share.commentBox().fill(comment);
        expect(await share.sendComment().isEnabled()).toBe(true);
        expect(await share.commentCount()).toBe(`${comment.length} / 2000`);
        await share.commentBox().fill('   ');
        expect(await share.sendComment().isDisabled()).toBe(true);
        expect(await share.commentCount()).toBe('3 / 2000');
        await share.commentBox().fill(comment);
        const sent = page.waitForResponse(
          (r) => r.url().endsWith('/compliments') && r.request().method() === 'POST',
        );
        await share.sendComment().click();
        expect((await sent).status()).toBe(201);
        await share.toastSays('Thank you!');
        await expect.poll(() => share.commentBox().inputValue()).toBe('');
        expect(await share.commentCount()).toBe('0 / 2000');
        expect(await share.sendComment().isDisabled()).toBe(true);

        // Getting in touch.
        expect(await share.emailLink().getAttribute('href')).toBe(`mailto:${shared.advisor.email}`);
        expect(await share.callLink().getAttribute('href')).toBe('tel:+15550104477');
        expect(await share.callLink().innerText()).toBe('Call +1 (555) 010-4477');
        const schedule = share.scheduleLink();
        expect(await schedule.getAttribute('href')).toBe(shared.advisor.calendarLink);
        expect(await schedule.getAttribute('target')).toBe('_blank');
        expect(await schedule.getAttribute('rel')).toBe('noopener noreferrer');

        if (size === 'phone') {
          expect(await overflowsHorizontally(page)).toBe(false);
          const small = (await share.tapTargets()).filter((t) => t.height < 44);
          expect(small, 'buttons and links a thumb can hit').toEqual([]);
        }

        // A reload in the same browser session asks for nothing again.
        await page.reload();
        await share.waitForMetadata();
        expect(await share.openDialogs()).toEqual([]);
        expect(await share.title().innerText()).toBe(TITLE);
        expect(await share.description().innerText()).toBe(SAMPLE_VIDEO.description);
        expect((await share.player()).src).toBe(loaded.src);
        await expect.poll(() => share.stageMessage().isVisible()).toBe(false);
      } finally {
        await context.close();
      }

      // Another browser (a forwarded link, opened from an email) is asked again, and 'Decline'
      // says so on the page rather than leaving for a blank one.
      const other = await clientContext(app.browser, size);
      try {
        const stranger = new SharePage(await other.newPage(), shared.url);
        await stranger.openInNewTab();
        expect(await stranger.page.evaluate(() => history.length)).toBe(1);
        await stranger.termsDialog().waitFor();
        expect(await stranger.mediaStatus('video')).toBe(403);
        await stranger.decline();
        await stranger
          .stageMessage()
          .filter({
            hasText:
              'The video stays closed. You can close this page, or review the disclosure again.',
          })
          .waitFor();
        expect(await stranger.openDialogs()).toEqual([]);
      } finally {
        await other.close();
      }
    });
  }

  it('the advisor sees two views and what each client wrote', async () => {
    const response = await shared.api.get(`/api/videos/${shared.video.id}`);
    const { video } = (await response.json()) as VideoResponse;
    expect(video).toMatchObject({ status: 'ready', passwordProtected: true });
    // One view per visit that played: the phone's and the desktop's (reloads and the stranger
    // did not play); a compliment and a comment from each.
    expect(video.viewCount).toBe(2);
    expect(video.commentCount).toBe(2);
    expect(video.complimentCount).toBe(2);
    const activity = (await (
      await shared.api.get(`/api/videos/${shared.video.id}/activity`)
    ).json()) as VideoActivity;
    expect(activity.responses.map((r) => [r.type, r.message]).sort()).toEqual(
      [
        ['custom', COMMENT],
        ['custom', COMMENT],
        ['thumbs_up', 'This was helpful'],
        ['thumbs_up', 'This was helpful'],
      ].sort(),
    );
    const events = activity.events.map((e) => e.event);
    for (const event of [
      'VIEWER_ACCEPTED_TERMS',
      'PASSWORD_VERIFIED',
      'VIDEO_PLAYED',
      'SPEED_CHANGED',
      'CAPTIONS_OFF',
      'CAPTIONS_ON',
      'COMPLIMENT_SENT',
    ] as const) {
      expect(events, event).toContain(event);
    }
  });
});
