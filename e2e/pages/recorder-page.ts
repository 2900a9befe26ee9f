import type { Page } from 'playwright-core';
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

  /** Chooses a microphone (by its label) and presses Start Recording. */
  async start(microphone = 'Default microphone'): Promise<void> {
    const dialog = this.setupDialog();
    await dialog.waitFor();
    await dialog.getByLabel('Microphone').selectOption({ label: microphone });
    await dialog.getByRole('button', { name: 'Start Recording' }).click();
  }

  /** Starts and waits past the countdown until the red badge shows. */
  async startRecording(microphone?: string): Promise<void> {
    await this.start(microphone);
    await this.controls().getByText('Recording', { exact: true }).waitFor({ timeout: 10_000 });
  }

  timer(): Promise<string> {
    return this.controls().getByRole('timer').innerText();
  }

  async press(name: 'Pause' | 'Resume' | 'Mute' | 'Unmute' | 'Stop'): Promise<void> {
    await this.controls().getByRole('button', { name, exact: true }).click();
  }

  /** Stops and waits for the preview screen's URL; returns the draft id in it. */
  async stopAndOpenPreview(): Promise<string> {
    await this.press('Stop');
    await this.page.waitForURL(/\/record\/preview\?draft=/, { timeout: 15_000 });
    return new URL(this.page.url()).searchParams.get('draft') ?? '';
  }

  /** The draft and its stored bytes (as recorded: the app adds the duration when reading). */
  async storedDraft(draftId: string) {
    const draft = await readDraft(this.page, draftId, true);
    if (!draft) throw new Error(`draft ${draftId} is not stored`);
    return draft;
  }
}
