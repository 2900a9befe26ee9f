import { describe, expect, it } from 'vitest';
import { clientWatches, saveVideo, signUp } from './advisor-api.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { signUpPrincipal } from './compliance-principal.ts';
import { CompliancePage } from './pages/compliance-page.ts';
import { SharePage } from './pages/share-page.ts';
import {
  clientContext,
  overflowsHorizontally,
  saveScreenshotFromTop,
  VIEWPORTS,
} from './screenshots.ts';
import { recording, SAMPLE_VIDEO, uploadRecording } from './shared-video.ts';

const app = appAndBrowserPerFile();

const NOTE = 'Balanced; no performance promises; disclosure accepted before viewing.';

describe('a compliance principal supervises the advisors’ videos', () => {
  it('reviews a sent video with a note and approves one awaiting approval, which then plays', async () => {
    // An advisor sends a video; a client watches it and says thanks.
    const advisor = await signUp(app.server.url, 'Priya Raman');
    const bytes = recording(2);
    const reviewed = await saveVideo(
      advisor,
      {
        title: 'Your Q3 portfolio review',
        description: 'Where your accounts stand.',
        captionsData: SAMPLE_VIDEO.captions,
      },
      bytes,
    );
    await uploadRecording(advisor, reviewed.id, bytes);
    await clientWatches(app.server.url, reviewed.shareLink, { compliment: true });

    // The firm's principal signs up, and the administrator grants the role with the CLI.
    const context = await app.browser.newContext({ viewport: VIEWPORTS.desktop });
    const email = `principal.${Date.now()}@example.com`;
    const granted = await signUpPrincipal(context, app.server, email);
    expect(granted).toBe(`${email} has the compliance role\n`);

    const page = await context.newPage();
    const compliance = new CompliancePage(page, app.server.url);
    await page.goto(`${app.server.url}/dashboard`);
    await compliance.headerLink().click();
    await compliance.queue().waitFor();
    // A new install has no models: the supervisors' screen says so plainly, once.
    const models = page.getByRole('region', { name: 'AI models on this server' });
    expect(await models.innerText()).toMatch(/Captions and transcripts\s*Off · no speech model/);

    // The principal requires approval before sharing; the advisor's next video waits for it.
    await compliance.requireApprovalSwitch().click();
    await page.waitForSelector('[role="switch"][aria-checked="true"]');
    const held = await saveVideo(
      advisor,
      { title: 'Rollover options for your 401(k)', description: 'Three choices, side by side.' },
      bytes,
    );
    await uploadRecording(advisor, held.id, bytes);

    const clientTab = await (await clientContext(app.browser, 'phone')).newPage();
    const share = new SharePage(clientTab, `${app.server.url}/share/${held.shareLink}`);
    await share.open();
    expect(await share.stageMessage().innerText()).toContain(
      'This video is awaiting compliance approval.',
    );
    expect(await share.openDialogs()).toEqual([]);
    await saveScreenshotFromTop(clientTab, 'compliance-share-awaiting-phone');

    // The sent video: transcript, the disclosure the client accepted, the viewer record.
    await page.reload();
    await compliance.openVideo(reviewed.title);
    expect(await compliance.section('Transcript').innerText()).toContain('Good morning, Jordan.');
    expect(await compliance.section('Disclosure shown').innerText()).toMatch(/accepted 1 time/);
    expect(await compliance.section('Viewer record').innerText()).toMatch(/Terms accepted/);
    expect(await compliance.section('Comments & compliments').innerText()).toContain(
      'This was helpful',
    );
    expect(await compliance.player().getAttribute('src')).toBe(
      `/media/compliance/videos/${reviewed.id}/video`,
    );
    await compliance.markReviewed(NOTE);
    await compliance.toast('Marked reviewed').waitFor();
    expect(await compliance.reviews().innerText()).toContain(NOTE);
    expect(await overflowsHorizontally(page)).toBe(false);
    await saveScreenshotFromTop(page, 'compliance-review-desktop');

    // The held video: approve it.
    await compliance.openVideo(held.title);
    expect(await compliance.section('Approval').innerText()).toContain('Awaiting approval');
    await compliance.approve('Fair and balanced.');
    await compliance.toast('Video approved').waitFor();
    expect(await compliance.section('Approval').innerText()).toContain(
      'Approved: clients can watch.',
    );
    await saveScreenshotFromTop(page, 'compliance-approved-desktop');

    // On a phone the queue and the video take turns.
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await overflowsHorizontally(page)).toBe(false);
    await saveScreenshotFromTop(page, 'compliance-video-phone');
    await page.getByRole('link', { name: 'Back to the queue' }).click();
    await compliance.queue().waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await saveScreenshotFromTop(page, 'compliance-queue-phone');

    // The client opens the link again: the terms, then the video plays.
    await share.open();
    await share.termsDialog().waitFor();
    await share.accept();
    await share.play();
    expect((await share.player()).currentTime).toBeGreaterThan(0);
    await context.close();
  });
});
