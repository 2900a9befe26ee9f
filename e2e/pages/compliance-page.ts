import type { Locator, Page } from 'playwright-core';

/**
 * The compliance user's /compliance screen: the firm's approval switch, the review queue and
 * the chosen video's panel (player, transcript, disclosure, viewer record, review, approval).
 */
export class CompliancePage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/compliance`);
    await this.queue().waitFor();
  }

  headerLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: 'Compliance' }).first();
  }

  requireApprovalSwitch(): Locator {
    return this.page.getByRole('switch', { name: 'Require approval before sharing' });
  }

  queue(): Locator {
    return this.page.getByRole('list', { name: 'Review queue' });
  }

  queueItem(title: string): Locator {
    return this.queue().getByRole('link').filter({ hasText: title });
  }

  async openVideo(title: string): Promise<void> {
    await this.queueItem(title).click();
    await this.section(title).waitFor();
  }

  /** A card of the video panel, by its heading. */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  player(): Locator {
    return this.page.locator('video');
  }

  async markReviewed(note: string): Promise<void> {
    const review = this.section('Review');
    await review.getByLabel('Review note').fill(note);
    await review.getByRole('button', { name: 'Mark reviewed' }).click();
  }

  reviews(): Locator {
    return this.section('Review').getByRole('list', { name: 'Reviews' });
  }

  async approve(note: string): Promise<void> {
    const approval = this.section('Approval');
    await approval.getByLabel('Decision note (optional)').fill(note);
    await approval.getByRole('button', { name: 'Approve' }).click();
  }

  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
