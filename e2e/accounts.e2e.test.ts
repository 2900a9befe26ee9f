import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { waitForOutboxMail } from './outbox.ts';
import { AuthPages } from './pages/auth-pages.ts';
import { saveScreenshot, VIEWPORTS } from './screenshots.ts';

const app = appAndBrowserPerFile();

async function newPage(
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<{ page: Page; auth: AuthPages }> {
  const context = await app.browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  return { page, auth: new AuthPages(page, app.server.url) };
}

const advisor = {
  advisorName: 'Priya Raman',
  companyName: 'Raman Wealth Partners',
  email: `priya.${Date.now()}@example.com`,
  password: 'first password',
};

describe('an advisor joins, signs out and back in', () => {
  it('signs up from a pricing plan, sees the welcome card, the dashboard, logs out and in', async () => {
    const { page, auth } = await newPage();
    await page.goto(`${app.server.url}/pricing`);
    await page
      .getByRole('button', { name: /professional/i })
      .first()
      .click();
    await page.waitForURL(/\/signup\?plan=professional/);
    await page.getByText('Professional ($45/month after the beta)').waitFor();

    await auth.fillSignup(advisor);
    await auth.agreeToTerms();
    await auth.submitSignup();
    await page.getByRole('heading', { name: `Welcome, ${advisor.advisorName}!` }).waitFor();
    await page.getByText(advisor.companyName).waitFor();
    await page.getByText(`We sent a welcome email to ${advisor.email}`).waitFor();
    await saveScreenshot(page, 'signup-welcome-desktop');
    await waitForOutboxMail(app.server.dataDir, `To: ${advisor.email}`);

    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Priya' }).waitFor();
    await page.getByRole('link', { name: 'Start Recording' }).waitFor();
    await saveScreenshot(page, 'dashboard-desktop');

    await page.getByRole('button', { name: /Priya Raman/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    await page.getByRole('button', { name: /Priya Raman/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(`${app.server.url}/`);
    await auth.toast('Logged out');

    await page.goto(`${app.server.url}/login`);
    await auth.logIn(advisor.email.toUpperCase(), advisor.password);
    await page.waitForURL(`${app.server.url}/dashboard`);
    await auth.toast('Welcome back!');
  });

  it('is told when the password is wrong', async () => {
    const { page, auth } = await newPage();
    await page.goto(`${app.server.url}/login`);
    await auth.logIn(advisor.email, 'not my password');
    expect(await auth.toast('Login Failed')).toContain(
      'Invalid email or password. Please check your credentials.',
    );
  });

  it('resets a forgotten password with the emailed code and is signed in', async () => {
    const { page, auth } = await newPage('phone');
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in form also has an Email field: fill only once the reset form has replaced it.
    await page.getByRole('button', { name: 'Send Reset Code' }).waitFor();
    await page.getByLabel('Email').fill(advisor.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await page.getByRole('heading', { name: 'Code Sent!' }).waitFor();
    await page.getByRole('link', { name: 'Enter Code' }).click();
    await page.waitForURL(/\/reset-password\?email=/);
    expect(await page.getByLabel('Email').inputValue()).toBe(advisor.email);

    const mail = await waitForOutboxMail(app.server.dataDir, 'reset code is');
    const code = /reset code is (\d{6})/.exec(mail)?.[1] ?? '';
    await page.getByLabel('Reset Code').fill(code);
    await page.getByLabel('New Password', { exact: true }).fill('second password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('New Password', { exact: true }).getAttribute('type')).toBe(
      'text',
    );
    await saveScreenshot(page, 'reset-password-phone');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await auth.toast('Password Reset Successful');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${app.server.url}/dashboard`);
  });

  it('resets it with the emailed link, which asks only for the new password', async () => {
    for (const size of ['phone', 'desktop'] as const) {
      const { page, auth } = await newPage(size);
      fs.rmSync(path.join(app.server.dataDir, 'outbox'), { recursive: true, force: true });
      await page.goto(`${app.server.url}/forgot-password`);
      await page.getByLabel('Email').fill(advisor.email);
      await page.getByRole('button', { name: 'Send Reset Code' }).click();
      await page.getByRole('heading', { name: 'Code Sent!' }).waitFor();
      const mail = await waitForOutboxMail(app.server.dataDir, `#link=`);
      const links = [...mail.matchAll(/https?:\/\/\S+#link=[\w-]{43}/g)].map((m) => m[0]);
      const link = links.at(-1) ?? '';
      expect(link).toContain('/reset-password?email=');
      await page.goto(link);
      await page.getByText('Choose a new password for your account.').waitFor();
      expect(await page.getByLabel('Reset Code').count()).toBe(0);
      await page.getByLabel('New Password', { exact: true }).fill(`third password ${size}`);
      await saveScreenshot(page, `reset-password-link-${size}`);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await auth.toast('Password Reset Successful');
      await page.getByRole('link', { name: 'Go to Dashboard' }).click();
      await page.waitForURL(`${app.server.url}/dashboard`);
    }
  });
});

describe("the forms show the spec's messages before sending anything", () => {
  it('sign-up', async () => {
    const { page, auth } = await newPage('phone');
    await page.goto(`${app.server.url}/signup`);
    await auth.fillSignup({
      advisorName: ' ',
      companyName: '',
      email: 'not-an-email',
      password: '123',
    });
    await auth.submitSignup();
    expect(await auth.fieldErrors()).toEqual([
      'Advisor name is required',
      'Company name is required',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      'You must agree to the Terms and Privacy Policy',
    ]);
    await saveScreenshot(page, 'signup-errors-phone');
  });

  it('log-in', async () => {
    const { page, auth } = await newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    expect(await auth.fieldErrors()).toEqual([
      'Please enter a valid email address',
      'Password is required',
    ]);
  });

  it('forgot and reset password', async () => {
    const { page, auth } = await newPage();
    await page.goto(`${app.server.url}/forgot-password`);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    expect(await auth.fieldErrors()).toEqual(['Please enter a valid email address']);
    await page.goto(`${app.server.url}/reset-password?email=a%40b.co`);
    await page.getByLabel('Reset Code').fill('12');
    await page.getByLabel('New Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await auth.fieldErrors()).toEqual([
      'Please enter the 6-digit code',
      'Password must be at least 8 characters',
    ]);
  });

  it('an email already registered', async () => {
    const { page, auth } = await newPage();
    await page.goto(`${app.server.url}/signup`);
    await auth.fillSignup({ ...advisor, password: 'another long password' });
    await auth.agreeToTerms();
    await auth.submitSignup();
    expect(await auth.toast('Email already registered')).toContain(
      'Please use a different email or log in to your existing account.',
    );
    expect(await auth.fieldErrors()).toEqual(['An account with this email already exists']);
  });
});
