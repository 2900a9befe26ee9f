import type { Page } from 'playwright-core';

/** The preview screen at /record/preview: player, trim, the details form and its buttons. */
export class PreviewPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /** Opens a draft's preview and waits until its video can play. */
  async open(draftId: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/record/preview?draft=${draftId}`);
    await this.page.waitForFunction(
      () => (document.querySelector('video')?.readyState ?? 0) >= HTMLMediaElement.HAVE_METADATA,
    );
  }

  field(label: 'Client Name (optional)' | 'Title' | 'Description' | 'Video Password') {
    return this.page.getByLabel(label, { exact: true });
  }

  switch(name: 'Show Captions' | 'Include Profile Picture' | 'Password Protection') {
    return this.page.getByRole('switch', { name });
  }

  button(name: 'Save Video' | 'Discard' | 'Apply Trim' | 'Reset' | 'Cancel') {
    return this.page.getByRole('button', { name, exact: true });
  }

  slider(name: 'Trim start' | 'Trim end') {
    return this.page.getByRole('slider', { name });
  }

  duration(): Promise<string> {
    return this.page.getByTestId('preview-duration').innerText();
  }

  /** The caption track as the player has it: its mode and how many cues it loaded. */
  captions(): Promise<{ mode: string; cues: number } | null> {
    return this.page.evaluate(() => {
      const track = document.querySelector('video')?.textTracks[0];
      return track ? { mode: track.mode, cues: track.cues?.length ?? 0 } : null;
    });
  }

  /** The text of every cue the player's caption track has loaded. */
  cueTexts(): Promise<string[]> {
    return this.page.evaluate(() => {
      const cues = document.querySelector('video')?.textTracks[0]?.cues;
      return cues ? Array.from(cues, (cue) => (cue as VTTCue).text) : [];
    });
  }

  /** The correction boxes of the Captions card, one per caption, labelled by its time. */
  captionBoxes() {
    return this.page
      .getByRole('region', { name: 'Captions' })
      .getByRole('textbox', { name: /^Caption at / });
  }

  /** Moves a trim handle with the keyboard, as a person would. */
  async pressOn(name: 'Trim start' | 'Trim end', key: string, times: number): Promise<void> {
    await this.slider(name).focus();
    for (let i = 0; i < times; i += 1) await this.page.keyboard.press(key);
  }
}
