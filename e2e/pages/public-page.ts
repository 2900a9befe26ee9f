import type { Page } from 'playwright-core';

/** A page model for any screen of the app: open it and read what a visitor sees. */
export class AppPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`, { waitUntil: 'networkidle' });
  }

  heading(): Promise<string> {
    return this.page.locator('h1').first().innerText({ timeout: 10_000 });
  }

  /** The login screen, shown at /login and by the route guard on login-only routes. */
  async showsLoginScreen(): Promise<boolean> {
    const email = this.page.getByLabel('Email');
    const password = this.page.getByLabel('Password', { exact: true });
    return (await email.isVisible()) && (await password.isVisible());
  }

  async serviceWorkerIsActive(): Promise<boolean> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active;
      // ready resolves while the worker may still be 'activating' (it precaches ~32 MB).
      if (worker && worker.state !== 'activated') {
        await new Promise((resolve) => worker.addEventListener('statechange', resolve));
      }
      return worker?.state === 'activated';
    });
  }

  manifestHref(): Promise<string | null> {
    return this.page.locator('link[rel="manifest"]').getAttribute('href');
  }
}
