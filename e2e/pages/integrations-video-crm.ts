import type { Locator, Page } from 'playwright-core';

/** The CRM card of the video page (/videos/{id}): the contact picker and the CRM notes. */
export class VideoCrmCard {
  constructor(readonly page: Page) {}

  card(): Locator {
    return this.page.getByRole('region', { name: 'CRM', exact: true });
  }

  search(): Locator {
    return this.card().getByRole('combobox', { name: 'CRM contact' });
  }

  /** The options listed for the search, each as 'name\nemail'. */
  async options(): Promise<string[]> {
    const list = this.card().getByRole('listbox');
    await list.getByRole('option').first().waitFor();
    return list.getByRole('option').allInnerTexts();
  }

  option(name: string): Locator {
    return this.card().getByRole('option', { name: new RegExp(name) });
  }

  /** The linked contact's name, once one is linked. */
  linked(): Promise<string> {
    return this.card().getByTestId('crm-contact').innerText();
  }

  clearButton(): Locator {
    return this.card().getByRole('button', { name: /^Clear CRM contact/ });
  }

  /** Each note as its state pill and its event line, newest first. */
  async notes(): Promise<{ state: string; event: string; detail: string }[]> {
    const items = this.card().getByTestId('crm-notes').locator('li');
    const count = await items.count();
    const notes = [];
    for (let i = 0; i < count; i += 1) {
      const item = items.nth(i);
      notes.push({
        state: (await item.locator('span.rounded-full').innerText()).trim(),
        event: (await item.locator('p').first().innerText()).trim(),
        detail: (await item.locator('p').nth(1).innerText()).trim(),
      });
    }
    return notes;
  }
}
