import type { Page } from 'playwright-core';

/** Page model of the sign-up, log-in and password-reset screens. */
export class AuthPages {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async fillSignup(fields: {
    advisorName: string;
    companyName: string;
    email: string;
    password: string;
  }) {
    await this.page.getByLabel('Advisor Name').fill(fields.advisorName);
    await this.page.getByLabel('Company Name').fill(fields.companyName);
    await this.page.getByLabel('Email').fill(fields.email);
    await this.page.getByLabel('Password', { exact: true }).fill(fields.password);
  }

  agreeToTerms() {
    return this.page.getByLabel('I agree to the Terms and Privacy Policy').check();
  }

  submitSignup() {
    return this.page.getByRole('button', { name: 'Create Account - Join Beta' }).click();
  }

  async logIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log In', exact: true }).click();
  }

  /** The texts of every field error shown in the form, in order. */
  fieldErrors(): Promise<string[]> {
    return this.page.locator('form p[id$="-error"]').allInnerTexts();
  }

  /** Waits for a toast with this title and returns it. */
  async toast(title: string) {
    const toast = this.page.locator('[data-sonner-toast]').filter({ hasText: title });
    await toast.waitFor();
    return toast.innerText();
  }
}
