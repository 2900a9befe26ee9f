import { describe, expect, it } from 'vitest';
import type { VideoResponse } from '../shared/api/videos.ts';
import { saveVideo, signUp } from './advisor-api.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { VideoPage } from './pages/video-page.ts';
import {
  overflowsHorizontally,
  SCREENSHOT_DIR,
  VIEWPORTS,
  type ViewportName,
} from './screenshots.ts';
import { recording, uploadRecording } from './shared-video.ts';
import { signedInContext } from './signed-in.ts';

// The default retention: 6 years.
const app = appAndBrowserPerFile();

describe('a video kept as a business record', () => {
  it.each(Object.keys(VIEWPORTS) as ViewportName[])(
    'says on its page (%s) why it cannot be deleted, and leaves Revoke available',
    async (viewport) => {
      // Uploaded: a record from then on.
      const api = await signUp(app.server.url);
      const bytes = recording(2);
      const video = await saveVideo(
        api,
        { title: 'Your Q3 portfolio review', description: 'Where your accounts stand.' },
        bytes,
      );
      await uploadRecording(api, video.id, bytes);
      const context = await app.browser.newContext({
        viewport: VIEWPORTS[viewport],
        storageState: await api.storageState(),
      });
      try {
        const page = new VideoPage(await context.newPage(), app.server.url);
        await page.open(video.id);
        const section = page.section('Delete Video');
        await section.scrollIntoViewIfNeeded();
        const text = await section.innerText();
        expect(text).toMatch(
          /This video is a business record and must be kept until \w+ \d{1,2}, \d{4}\. You can revoke its link instead\./,
        );
        expect(await page.deleteButton().isDisabled()).toBe(true);
        expect(await page.deleteButton().getAttribute('aria-describedby')).toBe('delete-retained');
        expect(await page.revokeButton().isEnabled()).toBe(true);
        expect(await overflowsHorizontally(page.page)).toBe(false);
        await page.page.screenshot({
          path: `${SCREENSHOT_DIR}/video-page-retained-${viewport}.png`,
        });
      } finally {
        await context.close();
        await api.dispose();
      }
    },
  );
});

describe('a video whose upload never finished', () => {
  it.each(Object.keys(VIEWPORTS) as ViewportName[])(
    'is no business record: its page (%s) lets the advisor delete it',
    async (viewport) => {
      const context = await signedInContext(app.browser, app.server.url, viewport);
      try {
        // Saved, its file never sent.
        const created = await context.request.post(`${app.server.url}/api/videos`, {
          headers: { Origin: app.server.url },
          data: {
            title: 'Your Q4 planning call',
            description: '',
            clientName: 'Jordan Smith',
            durationSeconds: 3,
            captionsEnabled: true,
            includeProfilePicture: true,
            upload: { size: 1000, sha256: 'a'.repeat(64), contentType: 'video/webm' },
          },
        });
        const { video } = (await created.json()) as VideoResponse;
        const page = new VideoPage(await context.newPage(), app.server.url);
        await page.open(video.id);
        const section = page.section('Delete Video');
        await section.scrollIntoViewIfNeeded();
        expect(await section.innerText()).not.toContain('business record');
        expect(await page.deleteButton().isEnabled()).toBe(true);
        expect(await overflowsHorizontally(page.page)).toBe(false);
        await page.page.screenshot({
          path: `${SCREENSHOT_DIR}/video-page-unfinished-${viewport}.png`,
        });
        await page.deleteButton().click();
        await page.confirm('Delete this video?', 'Delete Video');
        await page.page.waitForURL(`${app.server.url}/video-library`);
        await page.toast('Video Deleted');
        const gone = await context.request.get(`${app.server.url}/api/videos/${video.id}`);
        expect(gone.status()).toBe(404);
      } finally {
        await context.close();
      }
    },
  );
});
