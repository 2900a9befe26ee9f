import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { axeViolations } from './axe.ts';
import { asVideoPageOwner } from './pages/video-page.ts';
import { overflowsHorizontally, saveScreenshotFromTop, type ViewportName } from './screenshots.ts';
import { PRIYA, SAMPLE_VIDEO, shareVideoAsAdvisor, type SharedVideo } from './shared-video.ts';

const app = appAndBrowserPerFile();
let shared: SharedVideo;

beforeAll(async () => {
  shared = await shareVideoAsAdvisor(app.server.url, PRIYA, SAMPLE_VIDEO);
});
afterAll(async () => {
  await shared?.api.dispose();
});

describe('Copy for email on the video page', () => {
  it.each<ViewportName>(['phone', 'desktop'])(
    'puts the branded card that opens the video on the clipboard (%s)',
    async (viewport) => {
      await asVideoPageOwner(
        app.browser,
        app.server.url,
        { email: shared.advisor.email, viewport },
        async (video) => {
          const { page } = video;
          await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
            origin: app.server.url,
          });
          await video.open(shared.video.id);
          await page.getByRole('button', { name: /Copy for email/ }).click();
          expect(await video.toast('Copied for email')).toContain('the card opens the video');

          const copied = await page.evaluate(async () => {
            const [item] = await navigator.clipboard.read();
            const read = async (type: string) => (await item?.getType(type))?.text() ?? '';
            return { html: await read('text/html'), text: await read('text/plain') };
          });
          const card = `${shared.url}/card.png`;
          expect(copied.text).toBe(`A private video from ${PRIYA.advisorName}: ${shared.url}`);
          expect(copied.html).toContain(`<a href="${shared.url}"><img src="${card}"`);
          expect(copied.html).toContain(`alt="A private video from ${PRIYA.advisorName}"`);
          expect(copied.html).toContain(`>${shared.url}</a>`);
          // Nothing of the video travels in the email card: no title, no client.
          expect(copied.html).not.toContain(SAMPLE_VIDEO.title);
          expect(copied.html).not.toContain(SAMPLE_VIDEO.clientName);

          // The card image opens for anyone, as a mail app fetches it: no cookie, no gate.
          const image = await fetch(card);
          expect(image.status).toBe(200);
          expect(image.headers.get('content-type')).toBe('image/png');

          expect(await overflowsHorizontally(page)).toBe(false);
          expect(await axeViolations(page)).toEqual([]);
          await saveScreenshotFromTop(page, `copy-for-email-${viewport}`);
        },
      );
    },
  );
});
