import type { Browser, BrowserContext } from 'playwright-core';
import { VIEWPORTS, type ViewportName } from './screenshots.ts';

/**
 * A browser context holding a new advisor's session, made through the sign-up API the way the
 * sign-up form does it, for tests whose subject is a signed-in screen rather than sign-up.
 */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const response = await context.request.post(`${baseUrl}/api/signup`, {
    headers: { Origin: baseUrl },
    data: {
      advisorName: 'Morgan Lee',
      companyName: 'Lee Family Office',
      email: `morgan.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
      password: 'a long password',
      agreeToTerms: true,
    },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return context;
}

/**
 * Runs `run` in a browser context signed in as an existing advisor (through the log-in API, as
 * the sign-in form does), closing the context after.
 */
export async function asSignedInAdvisor(
  browser: Browser,
  baseUrl: string,
  account: { email: string; viewport: ViewportName },
  run: (context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORTS[account.viewport] });
  try {
    const login = await context.request.post(`${baseUrl}/api/auth/login`, {
      headers: { Origin: baseUrl },
      data: { email: account.email, password: 'a long password' },
    });
    if (!login.ok()) throw new Error(`log-in failed: ${login.status()} ${await login.text()}`);
    await run(context);
  } finally {
    await context.close();
  }
}
