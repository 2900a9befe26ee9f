import type { Browser, Locator, Page } from 'playwright-core';
import type { ViewportName } from '../screenshots.ts';
import { asSignedInAdvisor } from '../signed-in.ts';

/** The text a screen reader reads (visually hidden parts included), on one line. */
async function spoken(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The advisor's page of one video at /videos/{id}: the player, the share link and its
 * controls, views and watch-through, responses, the viewer timeline, and the editors. Knows
 * the selectors so the spec reads like the advisor's story.
 */
export class VideoPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /** Opens the page and waits until the video (not the loading screen) is shown. */
  async open(videoId: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/videos/${videoId}`);
    await this.page.locator('h1').first().waitFor();
  }

  heading(): Promise<string> {
    return this.page.locator('h1').first().innerText();
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The status chip as read aloud: 'Status: Ready'. */
  status(): Promise<string> {
    return spoken(this.page.getByTestId('video-status'));
  }

  processingBanner(): Locator {
    return this.page.getByTestId('processing-banner');
  }

  /** Waits for a toast with this title and returns its whole text. */
  async toast(title: string): Promise<string> {
    const toast = this.page.locator('[data-sonner-toast]').filter({ hasText: title });
    await toast.waitFor();
    return toast.innerText();
  }

  // --- the screening findings -----------------------------------------------------------------

  /** One finding of the 'Before You Send' list, by its label ('Social Security number'). */
  finding(label: string): Locator {
    return this.section('Before You Send')
      .getByRole('listitem')
      .filter({ has: this.page.getByText(label, { exact: true }) });
  }

  /** Waits until the screening has run: the section no longer says it is checking. */
  async waitForScreening(): Promise<void> {
    const section = this.section('Before You Send');
    await section.waitFor();
    await this.page.waitForFunction(
      (el) => !el?.textContent?.includes('Checking the video'),
      await section.elementHandle(),
      { timeout: 90_000 },
    );
  }

  /** Marks a finding fine with `reason`, as the advisor does. */
  async markFine(label: string, reason: string): Promise<void> {
    const finding = this.finding(label);
    await finding.getByRole('button', { name: /^It's fine/ }).click();
    await finding.getByLabel('Why is this fine?').fill(reason);
    await finding.getByRole('button', { name: 'Mark as fine' }).click();
  }

  // --- the player ----------------------------------------------------------------------------

  video(): Locator {
    return this.section('Video').locator('video');
  }

  /** Waits until the owner's playback has the video's metadata. */
  async waitForMetadata(): Promise<{ src: string | null; duration: number }> {
    await this.video().waitFor();
    await this.page.waitForFunction(
      () => (document.querySelector('video')?.readyState ?? 0) >= HTMLMediaElement.HAVE_METADATA,
    );
    return this.video().evaluate((video: HTMLVideoElement) => ({
      src: video.getAttribute('src'),
      duration: video.duration,
    }));
  }

  /** Moves the player to `seconds` and waits until it shows that frame (and its captions). */
  async seek(seconds: number): Promise<void> {
    await this.video().evaluate(
      (video: HTMLVideoElement, to: number) =>
        new Promise<void>((resolve) => {
          video.addEventListener('seeked', () => resolve(), { once: true });
          video.currentTime = to;
        }),
      seconds,
    );
  }

  /** Waits until the caption track holds cues whose texts include `text`, and returns them. */
  async captionCues(text: string): Promise<string[]> {
    const handle = await this.page.waitForFunction((wanted) => {
      const track = document.querySelector('video')?.textTracks[0];
      const cues = track?.cues ? Array.from(track.cues, (cue) => (cue as VTTCue).text) : [];
      return cues.includes(wanted) && track?.mode === 'showing' ? cues : null;
    }, text);
    return (await handle.jsonValue()) ?? [];
  }

  // --- share ---------------------------------------------------------------------------------

  shareSection(): Locator {
    return this.section('Share');
  }

  shareLinkInput(): Locator {
    return this.page.getByLabel('Share link');
  }

  shareUrl(): Promise<string> {
    return this.shareLinkInput().inputValue();
  }

  /** The link's chip as read aloud: 'Link status: Active'. */
  linkStatus(): Promise<string> {
    return spoken(this.page.getByTestId('link-status'));
  }

  copyLink(): Promise<void> {
    return this.shareSection().getByRole('button', { name: 'Copy', exact: true }).click();
  }

  emailLink(): Locator {
    return this.shareSection().getByRole('link', { name: 'Share via Email' });
  }

  linkSettings(): Locator {
    return this.section('Link Settings');
  }

  revokeButton(): Locator {
    return this.linkSettings().getByRole('button', { name: 'Revoke Link' });
  }

  renewButton(): Locator {
    return this.linkSettings().getByRole('button', { name: 'Create New Link' });
  }

  expiryInput(): Locator {
    return this.page.getByLabel('Link expiry');
  }

  expiryText(): Promise<string> {
    return this.page.getByTestId('link-expiry').innerText();
  }

  saveExpiry(): Promise<void> {
    return this.linkSettings().getByRole('button', { name: 'Save Expiry' }).click();
  }

  removeExpiry(): Promise<void> {
    return this.linkSettings().getByRole('button', { name: 'Remove Expiry' }).click();
  }

  // --- dialogs -------------------------------------------------------------------------------

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Presses the dialog's confirm button (named `confirm`) and waits for it to close. */
  async confirm(title: string, confirm: string): Promise<void> {
    const dialog = this.dialog(title);
    await dialog.getByRole('button', { name: confirm }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  // --- views and responses -------------------------------------------------------------------

  /** One of the figures at the top of 'Views & Watch-Through' ('Views', 'Average watched'). */
  figure(label: string): Promise<string> {
    return this.section('Views & Watch-Through')
      .locator('dt', { hasText: label })
      .locator('xpath=following-sibling::dd')
      .innerText();
  }

  /** Each visit's watch-through bar: its name and value, newest first. */
  visitBars(): Promise<{ name: string; percent: number; text: string }[]> {
    return this.page.getByRole('meter').evaluateAll((meters) =>
      meters.map((meter) => ({
        name: meter.getAttribute('aria-label') ?? '',
        percent: Number(meter.getAttribute('aria-valuenow')),
        text: meter.getAttribute('aria-valuetext') ?? '',
      })),
    );
  }

  responses(): Locator {
    return this.page.getByTestId('responses').locator('> li');
  }

  /** The responses as shown, newest first, each with whether it is marked new. */
  responseList(): Promise<{ text: string; isNew: boolean }[]> {
    return this.responses().evaluateAll((items) =>
      items.map((item) => ({
        text: item.querySelector('p')?.textContent ?? '',
        isNew: Array.from(item.querySelectorAll('span')).some((s) => s.textContent === 'New'),
      })),
    );
  }

  /** The viewer timeline: per visit, its heading and what happened in it. */
  timeline(): Promise<{ visit: string; events: string[] }[]> {
    return this.page
      .getByTestId('timeline')
      .locator('> li')
      .evaluateAll((visits) =>
        visits.map((visit) => ({
          visit: visit.querySelector('h3 span')?.textContent ?? '',
          events: Array.from(
            visit.querySelectorAll('ol > li > span'),
            (span) => span.textContent ?? '',
          ),
        })),
      );
  }

  // --- editors -------------------------------------------------------------------------------

  detailsSection(): Locator {
    return this.section('Video Details');
  }

  titleField(): Locator {
    return this.detailsSection().getByLabel('Title');
  }

  saveDetails(): Promise<void> {
    return this.detailsSection().getByRole('button', { name: 'Save Changes' }).click();
  }

  captionsSection(): Locator {
    return this.section('Captions');
  }

  captionsBox(): Locator {
    return this.page.getByLabel('Captions (WebVTT)');
  }

  /** Switches the captions editor to 'Caption by Caption' or 'WebVTT'. */
  async captionsView(view: 'Caption by Caption' | 'WebVTT'): Promise<void> {
    await this.captionsSection().getByRole('button', { name: view, exact: true }).click();
  }

  /** One row of the caption-by-caption editor (1 is the first caption). */
  captionRow(number: number): Locator {
    return this.captionsSection().getByRole('group', { name: `Caption ${number}`, exact: true });
  }

  /** The player beside the caption rows, which shows the captions as edited. */
  captionsPlayer(): Locator {
    return this.captionsSection().locator('video');
  }

  // --- transcript ----------------------------------------------------------------------------

  transcriptSection(): Locator {
    return this.section('Transcript');
  }

  /** The transcript's captions as listed now, each as "0:04 Here is ...". */
  async transcriptLines(): Promise<string[]> {
    const lines = await this.transcriptSection().getByRole('listitem').allInnerTexts();
    return lines.map((line) => line.replace(/\s+/g, ' ').trim());
  }

  /** The caption the transcript marks as being spoken, or null. */
  async transcriptCurrent(): Promise<string | null> {
    const current = this.transcriptSection().locator('[aria-current="true"]');
    return (await current.count()) === 0 ? null : (await current.innerText()).replace(/\s+/g, ' ');
  }

  /** Where the main player is, in seconds. */
  currentTime(): Promise<number> {
    return this.video().evaluate((video: HTMLVideoElement) => video.currentTime);
  }

  captionsCheck(): Locator {
    return this.page.getByTestId('captions-check');
  }

  saveCaptionsButton(): Locator {
    return this.captionsSection().getByRole('button', { name: 'Save Captions' });
  }

  passwordState(): Promise<string> {
    return this.page.getByTestId('password-state').innerText();
  }

  downloadSwitch(): Locator {
    return this.section('Link Settings').getByRole('switch', { name: 'Allow downloads' });
  }

  chaptersForm(): Locator {
    return this.section('Chapters').getByRole('form', { name: 'Chapters' });
  }

  /** Replies to the client's comment that says `comment`, from the Comments section. */
  async replyTo(comment: string, body: string): Promise<void> {
    const item = this.responses().filter({ hasText: comment });
    await item.getByRole('button', { name: 'Reply' }).click();
    await item.getByRole('textbox', { name: 'Your reply' }).fill(body);
    await item.getByRole('button', { name: 'Send Reply' }).click();
    await item.getByRole('list', { name: 'Your replies' }).filter({ hasText: body }).waitFor();
  }

  deleteButton(): Locator {
    return this.section('Delete Video').getByRole('button', { name: 'Delete Video' });
  }
}

/** Runs `run` on a video page in a browser signed in as the advisor `account.email`. */
export function asVideoPageOwner(
  browser: Browser,
  baseUrl: string,
  account: { email: string; viewport: ViewportName },
  run: (video: VideoPage) => Promise<void>,
): Promise<void> {
  return asSignedInAdvisor(browser, baseUrl, account, async (context) =>
    run(new VideoPage(await context.newPage(), baseUrl)),
  );
}
