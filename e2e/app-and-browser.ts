import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './app-server.ts';
import { launchOptions } from './browser.ts';

/** The built app and a headless Chromium, shared by the tests of one spec file. */
export interface AppAndBrowser {
  readonly server: AppServer;
  readonly browser: Browser;
}

/**
 * Starts the app (with `env`) and Chromium before a spec file's tests and stops both after
 * them. Call it at the top of the file; read its fields inside the tests.
 */
export function appAndBrowserPerFile(env: Record<string, string> = {}): AppAndBrowser {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startAppServer(env);
    browser = await chromium.launch(launchOptions());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the app and browser start in beforeAll');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
