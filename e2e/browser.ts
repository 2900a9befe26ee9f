import type { LaunchOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, with everything that reaches out to the internet switched off
 * (this machine has no network). Playwright gives every launch a fresh temporary profile (it
 * refuses --user-data-dir here), so no state leaks between runs.
 */
export function launchOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}

/**
 * Chromium's stand-ins for an advisor's devices: the picker answers by itself, the screen is
 * its test pattern (it honours the picker hint: a "window") and the microphone plays
 * `audioFile`, or a tone without one.
 */
export function fakeMediaArgs(audioFile?: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    ...(audioFile ? [`--use-file-for-fake-audio-capture=${audioFile}`] : []),
  ];
}
