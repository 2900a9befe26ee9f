import type { Locator, Page } from 'playwright-core';

export type SpeedLabel = '0.5x' | '1x' | '1.5x' | '2x';
export type QuickCompliment =
  'This was helpful' | 'Thank you' | 'Great explanation' | 'Very informative';

/** What the page's <video> and its caption track say about themselves. */
export interface PlayerState {
  src: string | null;
  readyState: number;
  paused: boolean;
  currentTime: number;
  playbackRate: number;
  captionModes: string[];
}

/**
 * The client's share page at /share/{link} (rendered by the server, brought to life by the
 * viewer script): the terms and password dialogs, the player and its chips, the comment card
 * and the contact links. Knows the selectors so the spec can read like the client's story.
 */
export class SharePage {
  constructor(
    readonly page: Page,
    readonly url: string,
  ) {}

  /** The random part of the link, as the media URLs use it. */
  get link(): string {
    return this.url.split('/').pop() ?? '';
  }

  /** Opens the link; `load` comes after the deferred viewer script has run. */
  async open(): Promise<void> {
    await this.page.goto(this.url);
  }

  /**
   * Opens the link as a click in an email opens it: in a new tab with no history behind it
   * (Playwright's goto from a new page's about:blank leaves that page in the history).
   */
  async openInNewTab(): Promise<void> {
    await this.page.evaluate((url) => location.replace(url), this.url);
    await this.page.waitForURL(this.url);
  }

  // --- header --------------------------------------------------------------------------------

  header(): Locator {
    return this.page.getByRole('banner');
  }

  companyName(): Promise<string> {
    return this.header().locator('.company').innerText();
  }

  forClient(): Promise<string> {
    return this.header().locator('.for').innerText();
  }

  // --- gate ----------------------------------------------------------------------------------

  termsDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Terms and Disclosure' });
  }

  disclosure(): Locator {
    return this.termsDialog().locator('#disclosure-text');
  }

  decline(): Promise<void> {
    return this.termsDialog().getByRole('button', { name: 'Decline' }).click();
  }

  accept(): Promise<void> {
    return this.termsDialog().getByRole('button', { name: 'Accept & View Video' }).click();
  }

  passwordDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Password Required' });
  }

  passwordField(): Locator {
    return this.passwordDialog().getByLabel('Password', { exact: true });
  }

  /** Types the password and presses the dialog's Enter button. */
  async enterPassword(password: string): Promise<void> {
    await this.passwordField().fill(password);
    await this.passwordDialog().getByRole('button', { name: 'Enter' }).click();
  }

  /** Types the password and presses the Enter key in the field. */
  async submitPasswordWithKey(password: string): Promise<void> {
    await this.passwordField().fill(password);
    await this.passwordField().press('Enter');
  }

  /** Waits for the dialog's error to read `text`. */
  async passwordError(text: string): Promise<void> {
    await this.passwordDialog().getByRole('alert').filter({ hasText: text }).waitFor();
  }

  /** Ids of the dialogs open right now. */
  openDialogs(): Promise<string[]> {
    return this.page.locator('dialog[open]').evaluateAll((all) => all.map((d) => d.id));
  }

  /** The player area's message (shown instead of the video). */
  stageMessage(): Locator {
    return this.page.locator('#stage-message');
  }

  // --- toasts --------------------------------------------------------------------------------

  toast(): Locator {
    return this.page.locator('#toast');
  }

  /** Waits for the toast to show `title` and returns its whole text. */
  async toastSays(title: string): Promise<string> {
    const toast = this.toast().filter({ has: this.page.locator('strong', { hasText: title }) });
    await toast.waitFor();
    return toast.innerText();
  }

  // --- the video -----------------------------------------------------------------------------

  title(): Locator {
    return this.page.locator('#video-title');
  }

  description(): Locator {
    return this.page.locator('#video-description');
  }

  duration(): Locator {
    return this.page.locator('#duration');
  }

  videoElement(): Locator {
    return this.page.locator('video#video');
  }

  avatar(): Locator {
    return this.page.locator('.stage .avatar');
  }

  player(): Promise<PlayerState> {
    return this.videoElement().evaluate((video: HTMLVideoElement) => ({
      src: video.getAttribute('src'),
      readyState: video.readyState,
      paused: video.paused,
      currentTime: video.currentTime,
      playbackRate: video.playbackRate,
      captionModes: Array.from(video.textTracks, (track) => track.mode),
    }));
  }

  /** Waits until the player has the video's metadata (duration, size). */
  async waitForMetadata(): Promise<void> {
    await this.page.waitForFunction(
      () =>
        (document.querySelector<HTMLVideoElement>('video#video')?.readyState ?? 0) >=
        HTMLMediaElement.HAVE_METADATA,
    );
  }

  /** Plays muted (no user gesture in a test) and waits until the picture has moved on. */
  async play(atLeastSeconds = 0.3): Promise<void> {
    await this.videoElement().evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
    });
    await this.page.waitForFunction(
      (seconds) =>
        (document.querySelector<HTMLVideoElement>('video#video')?.currentTime ?? 0) > seconds,
      atLeastSeconds,
    );
  }

  pause(): Promise<void> {
    return this.videoElement().evaluate((video: HTMLVideoElement) => video.pause());
  }

  /** Waits until the caption track has loaded its cues and returns their texts. */
  async captionCues(): Promise<string[]> {
    const handle = await this.page.waitForFunction(() => {
      const cues = document.querySelector<HTMLVideoElement>('video#video')?.textTracks[0]?.cues;
      return cues && cues.length > 0 ? Array.from(cues, (cue) => (cue as VTTCue).text) : null;
    });
    return (await handle.jsonValue()) ?? [];
  }

  speed(label: SpeedLabel): Locator {
    return this.page.getByRole('group', { name: 'Playback speed' }).getByRole('button', {
      name: label,
      exact: true,
    });
  }

  captionsToggle(): Locator {
    return this.page.getByRole('button', { name: 'CC: captions' });
  }

  // --- responses -----------------------------------------------------------------------------

  compliment(label: QuickCompliment): Locator {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  commentBox(): Locator {
    return this.page.getByRole('textbox', { name: 'Your comment' });
  }

  sendComment(): Locator {
    return this.page.getByRole('button', { name: 'Send Comment' });
  }

  commentCount(): Promise<string> {
    return this.page.locator('#comment-count').innerText();
  }

  // --- contact -------------------------------------------------------------------------------

  contactCard(): Locator {
    return this.page.getByRole('region', { name: 'Get in touch' });
  }

  emailLink(): Locator {
    return this.contactCard().getByRole('link', { name: /^Email / });
  }

  callLink(): Locator {
    return this.contactCard().getByRole('link', { name: /^Call / });
  }

  scheduleLink(): Locator {
    return this.contactCard().getByRole('link', { name: 'Schedule Follow-Up' });
  }

  // --- what the page itself may fetch --------------------------------------------------------

  /** The HTTP status the page's own fetch gets for one of the link's media files. */
  mediaStatus(file: 'video' | 'captions.vtt' | 'thumbnail.jpg'): Promise<number> {
    return this.page.evaluate(
      async (url) => (await fetch(url, { credentials: 'same-origin' })).status,
      `/media/share/${this.link}/${file}`,
    );
  }

  /**
   * Every visible button and link, with its text and rendered height, for checking touch
   * targets on a phone.
   */
  tapTargets(): Promise<{ name: string; height: number; width: number }[]> {
    return this.page.locator('button:visible, a:visible').evaluateAll((all) =>
      all.map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return { name, height: Math.round(box.height), width: Math.round(box.width) };
      }),
    );
  }

  // --- chapters and downloads ---------------------------------------------------------------

  chapters(): Locator {
    return this.page.getByRole('region', { name: 'Chapters' });
  }

  chapter(title: string): Locator {
    return this.chapters().getByRole('button', { name: title });
  }

  /** The marks on the bar under the player, as percentages of the video. */
  chapterMarks(): Promise<string[]> {
    return this.page
      .locator('#chapter-marks i')
      .evaluateAll((all) => all.map((mark) => (mark as HTMLElement).style.left));
  }

  downloads(): Locator {
    return this.page.getByRole('region', { name: 'Download' });
  }

  /** Through the terms and the password to a player with its metadata. */
  async passGate(password: string): Promise<void> {
    await this.open();
    await this.accept();
    await this.passwordDialog().waitFor();
    await this.submitPasswordWithKey(password);
    await this.passwordDialog().waitFor({ state: 'hidden' });
    await this.waitForMetadata();
  }

  /** Resolves once the page has reported the player event `event` to the server. */
  eventPosted(event: string) {
    return this.page.waitForResponse(
      (r) =>
        r.url().endsWith('/events') &&
        (r.request().postDataJSON() as { event?: string } | null)?.event === event,
    );
  }

  // --- transcript, sent responses and replies ------------------------------------------------

  transcript(): Locator {
    return this.page.getByRole('region', { name: 'Transcript' });
  }

  transcriptSearch(): Locator {
    return this.transcript().getByRole('searchbox', { name: 'Search the transcript' });
  }

  /** The transcript's lines as shown (a search hides those without its words). */
  transcriptLine(text: string): Locator {
    return this.transcript().getByRole('button').filter({ hasText: text });
  }

  async visibleTranscriptLines(): Promise<string[]> {
    return this.transcript()
      .locator('li:not([hidden]) .cue')
      .evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
  }

  /** The words a search marked, in order. */
  transcriptMarks(): Promise<string[]> {
    return this.transcript()
      .locator('li:not([hidden]) mark')
      .evaluateAll((marks) => marks.map((m) => m.textContent ?? ''));
  }

  /** What the client sent in this visit, each line as shown ("Sent “…” at 0:04"). */
  sentResponses(): Promise<string[]> {
    return this.page
      .getByRole('list', { name: 'Sent in this visit' })
      .locator('li')
      .evaluateAll((items) => items.map((i) => (i.textContent ?? '').replace(/\s+/g, ' ').trim()));
  }

  /** How many moments are marked under the player. */
  momentMarks(): Locator {
    return this.page.locator('#moments .mark');
  }

  /** The advisor's replies, each under the comment it answers. */
  replies(): Locator {
    return this.page.getByRole('region', { name: /^Replies from / });
  }
}
