import { describe, expect, it } from 'vitest';
import type { VideoResponse } from '../shared/api/videos.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { VideoPage } from './pages/video-page.ts';
import {
  overflowsHorizontally,
  SCREENSHOT_DIR,
  VIEWPORTS,
  type ViewportName,
} from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

// The default retention: 6 years.
const app = appAndBrowserPerFile();

describe('a video kept as a business record', () => {
  it.each(Object.keys(VIEWPORTS) as ViewportName[])(
    'says on its page (%s) why it cannot be deleted, and leaves Revoke available',
    async (viewport) => {
      const context = await signedInContext(app.browser, app.server.url, viewport);
      try {
        const created = await context.request.post(`${app.server.url}/api/videos`, {
          headers: { Origin: app.server.url },
          data: {
            title: 'Your Q3 portfolio review',
            description: 'Where your accounts stand.',
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
      }
    },
  );
});
