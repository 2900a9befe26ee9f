import type { Locator, Page } from 'playwright-core';

/** /scripted-content: the template cards, their preview dialog and 'Use This Script'. */
export class ScriptLibraryPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/scripted-content`, { waitUntil: 'networkidle' });
    await this.page.getByText(/^Showing \d+ of \d+ script templates$/).waitFor();
  }

  /** The card of one template, found by its title. */
  card(title: string): Locator {
    return this.page
      .getByRole('heading', { level: 2, name: title, exact: true })
      .locator('xpath=..');
  }

  /** Presses the card's 'Use This Script' and waits for the recorder. */
  async useScript(title: string): Promise<void> {
    await this.card(title).getByRole('link', { name: 'Use This Script' }).click();
    await this.page.waitForURL(/\/record\?script=/);
  }

  /** Opens the card's preview dialog and returns it. */
  async preview(title: string): Promise<Locator> {
    await this.card(title).getByRole('button', { name: 'Preview Script' }).click();
    const dialog = this.page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    return dialog;
  }
}

/** The teleprompter on /record (or in its popped-out window, given that window's page). */
export class TeleprompterPanel {
  constructor(readonly page: Page) {}

  /** The panel, named by the script's title. */
  panel(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** The scrollable script text. */
  text(): Locator {
    return this.page.getByRole('region', { name: 'Script text' });
  }

  controls(): Locator {
    return this.page.getByRole('group', { name: 'Teleprompter controls' });
  }

  button(name: 'Auto-Scroll' | 'Smaller text' | 'Larger text' | 'Pop Out'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Whether auto-scroll is on (its toggle's aria-pressed). */
  async scrolling(): Promise<boolean> {
    return (await this.button('Auto-Scroll').getAttribute('aria-pressed')) === 'true';
  }

  speed(): Locator {
    return this.controls().getByRole('slider', { name: 'Speed' });
  }

  note(): Promise<string> {
    return this.page.getByTestId('teleprompter-note').first().innerText();
  }

  scrollTop(): Promise<number> {
    return this.text().evaluate((element) => element.scrollTop);
  }

  /** The script's font size in CSS pixels. */
  fontSize(): Promise<number> {
    return this.text().evaluate((element) =>
      parseFloat(getComputedStyle(element.firstElementChild ?? element).fontSize),
    );
  }
}
