import type { Locator, Page } from 'playwright-core';

const SHOWING = /^Showing \d+ of \d+ videos$/;

/** /video-library: search, Filter panel, grid/list toggle, the cards and 'Load more'. */
export class LibraryPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/video-library`, { waitUntil: 'networkidle' });
    await this.page.getByRole('heading', { level: 1, name: 'Video Library' }).waitFor();
  }

  searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search videos' });
  }

  /** Types a search; the page asks the server once typing pauses. */
  async search(text: string): Promise<void> {
    await this.searchBox().fill(text);
  }

  /** Types a search key by key, as a person does (faster than the page's debounce). */
  async type(text: string): Promise<void> {
    await this.searchBox().pressSequentially(text, { delay: 40 });
  }

  /** 'Showing X of Y videos' once it reads `text` (the list has caught up). */
  async waitForShowing(text: string): Promise<void> {
    await this.page.getByText(text, { exact: true }).waitFor({ timeout: 10_000 });
  }

  showing(): Promise<string> {
    return this.page.getByText(SHOWING).innerText();
  }

  /** The list of videos (absent when the empty state shows). */
  list(): Locator {
    return this.page.getByRole('list', { name: 'Videos' });
  }

  /** The titles of the entries, top to bottom, once the list is not waiting on a search. */
  async titles(): Promise<string[]> {
    await this.page.locator('ul[aria-label="Videos"]:not([aria-busy="true"])').waitFor();
    return this.list().getByRole('heading', { level: 2 }).allInnerTexts();
  }

  /** One entry (card or row), by its title. */
  entry(title: string): Locator {
    return this.list()
      .getByRole('article')
      .filter({ has: this.page.getByRole('heading', { level: 2, name: title, exact: true }) });
  }

  emptyState(): Locator {
    return this.page.getByRole('heading', { level: 2, name: 'No videos found' }).locator('..');
  }

  filterButton(): Locator {
    return this.page.getByRole('button', { name: /^Filter/ });
  }

  async openFilters(): Promise<void> {
    if ((await this.filterButton().getAttribute('aria-expanded')) !== 'true') {
      await this.filterButton().click();
    }
    await this.page.getByRole('group', { name: 'Status' }).waitFor();
  }

  async chooseStatus(label: 'All' | 'Uploading' | 'Processing' | 'Ready' | 'Failed') {
    await this.page
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: label, exact: true })
      .click();
  }

  dateField(label: 'From' | 'To'): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async clearFilters(): Promise<void> {
    await this.page.getByRole('button', { name: 'Clear filters' }).click();
  }

  layoutButton(name: 'Grid view' | 'List view'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** How many columns the list lays its entries out in right now. */
  columns(): Promise<number> {
    return this.list().evaluate((list) => {
      const style = getComputedStyle(list);
      if (style.display !== 'grid') return 1;
      return style.gridTemplateColumns.split(' ').filter(Boolean).length;
    });
  }

  /** 'grid' or 'list', as the toggle shows it pressed. */
  async layout(): Promise<'grid' | 'list'> {
    return (await this.layoutButton('List view').getAttribute('aria-pressed')) === 'true'
      ? 'list'
      : 'grid';
  }

  loadMoreButton(): Locator {
    return this.page.getByRole('button', { name: 'Load more' });
  }

  /** Whether the entry's thumbnail image has loaded (not the placeholder). */
  thumbnailLoaded(title: string): Promise<boolean> {
    return this.entry(title)
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  }
}
