import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { axeViolations } from './axe.ts';
import { SharePage } from './pages/share-page.ts';
import { asVideoPageOwner } from './pages/video-page.ts';
import {
  clientContext,
  overflowsHorizontally,
  saveScreenshot,
  saveScreenshotFromTop,
} from './screenshots.ts';
import { PRIYA, SAMPLE_VIDEO, shareVideoAsAdvisor, type SharedVideo } from './shared-video.ts';

let shared: SharedVideo;
const app = appAndBrowserPerFile();

beforeAll(async () => {
  shared = await shareVideoAsAdvisor(app.server.url, PRIYA, SAMPLE_VIDEO);
});
afterAll(async () => {
  await shared?.api.dispose();
});

describe('a client engages with a moment of the video, and the advisor answers', () => {
  for (const size of ['phone', 'desktop'] as const) {
    it(`finds a line in the transcript, comments there, and reads the reply (${size})`, async () => {
      const question = `At this point (${size}): is the review for both accounts?`;
      const answer = `Yes, both accounts (${size}). I will send the details.`;
      const context = await clientContext(app.browser, size);
      const share = new SharePage(await context.newPage(), shared.url);
      const { page } = share;
      const shot = (name: string) => saveScreenshot(page, `share-moments-${name}-${size}`);
      try {
        await share.open();
        // Before the gate, no transcript: the words say what the video is about.
        await share.termsDialog().waitFor();
        expect(await share.transcript().isVisible()).toBe(false);
        await share.accept();
        await share.enterPassword(SAMPLE_VIDEO.password);
        await share.passwordDialog().waitFor({ state: 'hidden' });
        await share.waitForMetadata();

        // The transcript: every line, searchable; a line plays the video from where it is said.
        await share.transcript().waitFor();
        expect(await share.visibleTranscriptLines()).toEqual([
          '0:00Good morning, Jordan.',
          '0:04Here is your quarterly portfolio review.',
        ]);
        await share.transcriptSearch().fill('QUARTERLY portfolio');
        expect(await share.visibleTranscriptLines()).toEqual([
          '0:04Here is your quarterly portfolio review.',
        ]);
        expect(await share.transcriptMarks()).toEqual(['quarterly portfolio']);
        await expect
          .poll(() => share.transcript().locator('#transcript-count').innerText())
          .toBe('1 of 2 lines hold “QUARTERLY portfolio”');
        await share.transcriptLine('Here is your quarterly portfolio review.').click();
        await expect.poll(async () => (await share.player()).currentTime).toBeCloseTo(4, 0);
        await expect
          .poll(() => share.transcriptLine('Here is your quarterly').getAttribute('aria-current'))
          .toBe('true');
        await shot('transcript-search');

        // A comment at that moment stays on the page, marked Sent, with its moment.
        await share.commentBox().fill(question);
        await share.sendComment().click();
        await share.toastSays('Thank you!');
        await share.page.getByRole('button', { name: 'Great news' }).click();
        await expect
          .poll(() => share.sentResponses())
          .toEqual([`Sent “${question}” at 0:04`, 'Sent 🎉 Great news at 0:04']);
        // Their own two moments; on the desktop also the phone's comment, answered by then.
        expect(await share.momentMarks().count()).toBe(size === 'phone' ? 2 : 3);
        expect(await share.commentBox().inputValue()).toBe('');
        expect(await overflowsHorizontally(page)).toBe(false);
        expect(await axeViolations(page)).toEqual([]);
        await shot('sent');
      } finally {
        await context.close();
      }

      // The advisor sees the moment on the video's page and replies from there.
      await asVideoPageOwner(
        app.browser,
        app.server.url,
        { email: shared.advisor.email, viewport: size },
        async (video) => {
          await video.open(shared.video.id);
          const item = video.responses().filter({ hasText: question });
          await item.waitFor();
          expect(await item.innerText()).toContain('at 0:04');
          await video.replyTo(question, answer);
          expect(await axeViolations(video.page)).toEqual([]);
          await saveScreenshotFromTop(video.page, `video-page-reply-${size}`);
        },
      );

      // The client comes back (a reload in a new visit) and reads the reply under the comment.
      const again = await clientContext(app.browser, size);
      try {
        const back = new SharePage(await again.newPage(), shared.url);
        await back.open();
        await back.accept();
        await back.enterPassword(SAMPLE_VIDEO.password);
        await back.passwordDialog().waitFor({ state: 'hidden' });
        const thread = back.replies().locator('li').filter({ hasText: question });
        await thread.waitFor();
        expect(await thread.innerText()).toContain(answer);
        expect(await thread.innerText()).toContain('at 0:04');
        await back.page.reload();
        await thread.waitFor();
        expect(await axeViolations(back.page)).toEqual([]);
        await saveScreenshot(back.page, `share-moments-reply-${size}`);
      } finally {
        await again.close();
      }
    });
  }
});
