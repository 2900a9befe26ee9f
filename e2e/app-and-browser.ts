import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './app-server.ts';
import { launchOptions } from './browser.ts';

/** The built app and a headless Chromium, shared by the tests of one spec file. */
export interface AppAndBrowser {
  readonly server: AppServer;
  readonly browser: Browser;
}

/** A value, or a function giving it when the file's tests are about to start. */
type Lazy<T> = T | (() => T);

export interface PerFileOptions {
  /** The server's environment on top of the defaults (see startAppServer). */
  env?: Lazy<Record<string, string>>;
  /** Chromium flags on top of launchOptions', such as fakeMediaArgs(). */
  chromiumArgs?: Lazy<string[]>;
}

const resolve = <T>(value: Lazy<T>): T =>
  typeof value === 'function' ? (value as () => T)() : value;

/**
 * Starts the app and Chromium before a spec file's tests and stops both after them. Call it at
 * the top of the file; read its fields inside the tests.
 *
 * A function given as `env` or `chromiumArgs` is called in this beforeAll, so it may use what
 * the file prepared in a beforeAll registered before this call (a stand-in server the app must
 * reach, a models folder, a speech file). Hooks run in the order written and afterAll hooks in
 * the reverse order (vitest's default `sequence.hooks: 'stack'`): something prepared above this
 * call outlives the app, and a beforeAll written below it (seeding an advisor, say) can use the
 * app and is undone before the app stops.
 */
export function appAndBrowserPerFile({
  env = {},
  chromiumArgs = [],
}: PerFileOptions = {}): AppAndBrowser {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startAppServer(resolve(env));
    browser = await chromium.launch(launchOptions(resolve(chromiumArgs)));
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
