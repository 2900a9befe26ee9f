import type { Locator, Page } from 'playwright-core';

/**
 * The Integrations tab of /settings: one card per CRM (state, masked hints, connect form,
 * Test connection, Disconnect) and the Webhooks section. Knows the selectors so the spec
 * reads like the advisor's story.
 */
export class IntegrationsSettings {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/settings`);
    await this.page.getByRole('tab', { name: 'Integrations' }).click();
    await this.crm('wealthbox').waitFor();
  }

  crm(provider: 'redtail' | 'wealthbox' | 'salesforce'): Locator {
    return this.page.getByTestId(`crm-${provider}`);
  }

  /** The CRM's state as read aloud: 'Wealthbox status: Connected'. */
  async status(provider: 'redtail' | 'wealthbox' | 'salesforce'): Promise<string> {
    const pill = this.crm(provider).locator('span.rounded-full').first();
    return ((await pill.textContent()) ?? '').trim();
  }

  detail(provider: 'redtail' | 'wealthbox' | 'salesforce'): Promise<string> {
    return this.crm(provider).getByTestId('crm-detail').innerText();
  }

  button(provider: 'redtail' | 'wealthbox' | 'salesforce', name: string | RegExp): Locator {
    return this.crm(provider).getByRole('button', { name });
  }

  field(provider: 'redtail' | 'wealthbox' | 'salesforce', label: string): Locator {
    return this.crm(provider).getByLabel(label, { exact: true });
  }

  /** The masked hints of what is saved, as label -> value. */
  async hints(provider: 'redtail' | 'wealthbox' | 'salesforce'): Promise<Record<string, string>> {
    const terms = await this.crm(provider).locator('dt').allInnerTexts();
    const values = await this.crm(provider).locator('dd').allInnerTexts();
    return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? '']));
  }

  testResult(provider: 'redtail' | 'wealthbox' | 'salesforce'): Locator {
    return this.crm(provider).getByTestId('crm-test-result');
  }

  /** Waits for a toast with this title and returns its whole text. */
  async toast(title: string): Promise<string> {
    const toast = this.page.locator('[data-sonner-toast]').filter({ hasText: title });
    await toast.waitFor();
    return toast.innerText();
  }

  /** Answers the open confirmation dialog with its confirm button. */
  async confirm(title: string, button: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: button }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  // --- webhooks ------------------------------------------------------------------------------

  webhookUrl(): Locator {
    return this.page.getByLabel('Endpoint URL');
  }

  event(label: string): Locator {
    return this.page.getByRole('group', { name: 'Events' }).getByLabel(label);
  }

  addWebhook(): Promise<void> {
    return this.page.getByRole('button', { name: 'Add endpoint' }).click();
  }

  /** The once-shown secret panel and the secret in it. */
  secretPanel(): Locator {
    return this.page.getByTestId('webhook-secret');
  }

  secret(): Promise<string> {
    return this.secretPanel().getByLabel('Signing secret').inputValue();
  }

  webhooks(): Locator {
    return this.page.getByTestId('webhook');
  }
}
