import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { AppServer } from './app-server.ts';
import { ok } from './shared-video.ts';

/**
 * The firm's principal, as a firm makes one: signs up in `context` (which keeps the session)
 * and is granted the compliance role with the documented command-line tool. Returns what the
 * tool printed.
 */
export async function signUpPrincipal(
  context: BrowserContext,
  server: AppServer,
  email: string,
): Promise<string> {
  await ok(
    await context.request.post(`${server.url}/api/signup`, {
      headers: { Origin: server.url },
      data: {
        advisorName: 'Casey Principal',
        companyName: 'Raman Wealth Partners',
        email,
        password: 'a long password',
        agreeToTerms: true,
      },
    }),
    'principal sign-up',
  );
  return execFileSync(
    process.execPath,
    [path.resolve('dist/server/admin/cli.js'), 'grant-compliance', email],
    { env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' } },
  ).toString();
}
