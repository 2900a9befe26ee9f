import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readDraft } from '../drafts.ts';

/** The recorder at /record: setup dialog, countdown, control bar, unfinished drafts. */
export class RecorderPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/record`, { waitUntil: 'networkidle' });
  }

  setupDialog() {
    return this.page.getByRole('dialog', { name: 'Set Up Your Recording' });
  }

  controls() {
    return this.page.getByRole('toolbar', { name: 'Recording controls' });
  }

  /**
   * Chooses what to record (the screen alone unless told: what the older specs record) and a
   * microphone (by its label), and presses Start Recording.
   */
  async start(
    microphone = 'Default microphone',
    source: 'Screen + camera' | 'Screen only' = 'Screen only',
  ): Promise<void> {
    const dialog = this.setupDialog();
    await dialog.waitFor();
    // The radio itself is visually hidden: its card is what a person sees and clicks.
    await dialog.getByRole('radio', { name: source }).check({ force: true });
    await dialog.getByLabel('Microphone').selectOption({ label: microphone });
    await dialog.getByRole('button', { name: 'Start Recording' }).click();
  }

  /** Starts and waits past the countdown until the red badge shows. */
  async startRecording(
    microphone?: string,
    source?: 'Screen + camera' | 'Screen only',
  ): Promise<void> {
    await this.start(microphone, source);
    await this.controls().getByText('Recording', { exact: true }).waitFor({ timeout: 10_000 });
  }

  /**
   * Starts, and presses Stop the moment the control bar appears, from inside the page: a click
   * sent from the test after it sees the bar can land past the one second a recording needs on
   * a busy machine.
   */
  async startAndStopAtOnce(microphone?: string): Promise<void> {
    await this.page.evaluate(() => {
      const stopWhenRecording = new MutationObserver(() => {
        const bar = document.querySelector('[role="toolbar"][aria-label="Recording controls"]');
        const stop = Array.from(bar?.querySelectorAll('button') ?? []).find(
          (button) => button.textContent?.trim() === 'Stop',
        );
        if (!stop) return;
        stopWhenRecording.disconnect();
        stop.click();
      });
      stopWhenRecording.observe(document.body, { childList: true, subtree: true });
    });
    await this.start(microphone);
  }

  timer(): Promise<string> {
    return this.controls().getByRole('timer').innerText();
  }

  async press(name: 'Pause' | 'Resume' | 'Mute' | 'Unmute' | 'Stop'): Promise<void> {
    await this.controls().getByRole('button', { name, exact: true }).click();
  }

  /** Waits until the timer has counted `seconds` of recording. */
  async recordAtLeast(seconds: number): Promise<void> {
    const counted = async () => {
      const [minutes = 0, secs = 0] = (await this.timer()).split(':').map(Number);
      return minutes * 60 + secs;
    };
    await expect.poll(counted, { timeout: 15_000 }).toBeGreaterThanOrEqual(seconds);
  }

  /** Stops and waits for the preview screen's URL; returns the draft id in it. */
  async stopAndOpenPreview(): Promise<string> {
    await this.press('Stop');
    try {
      await this.page.waitForURL(/\/record\/preview\?draft=/, { timeout: 15_000 });
    } catch (err) {
      // Say why the recorder stayed: its toast names the reason (too short, storage full...).
      const toasts = await this.page.locator('[data-sonner-toast]').allInnerTexts();
      throw new Error(`the preview did not open; toasts: ${toasts.join(' | ') || 'none'}`, {
        cause: err,
      });
    }
    return new URL(this.page.url()).searchParams.get('draft') ?? '';
  }

  /** The draft and its stored bytes (as recorded: the app adds the duration when reading). */
  async storedDraft(draftId: string) {
    const draft = await readDraft(this.page, draftId, true);
    if (!draft) throw new Error(`draft ${draftId} is not stored`);
    return draft;
  }
}
