/**
 * The JavaScript a first-time visitor downloads for the landing, sign-in and sign-up screens:
 * gzip bytes as they cross the wire from the built server, counted by a real browser with an
 * empty cache. The service worker is blocked so that only what the screen itself loads is
 * counted, not the precache it fills in the background after the screen is up.
 * Target: 120 KB of gzip or less per screen.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { launchOptions } from '../e2e/browser.ts';
import { ensureBuilt, startBuiltServer } from './lib/processes.ts';
import type { BenchResult } from './lib/report.ts';

const SCREENS = ['/', '/login', '/signup'] as const;
const TARGET_KB = 120;

interface ScreenLoad {
  scripts: number;
  gzipBytes: number;
  rawBytes: number;
}

async function loadScreen(browser: Browser, url: string): Promise<ScreenLoad> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const responses: Promise<{ gzip: number; raw: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      responses.push(
        (async () => {
          const sizes = await request.sizes();
          const body = await (await request.response())?.body();
          return { gzip: sizes.responseBodySize, raw: body?.length ?? 0 };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    const loaded = await Promise.all(responses);
    return {
      scripts: loaded.length,
      gzipBytes: loaded.reduce((sum, one) => sum + one.gzip, 0),
      rawBytes: loaded.reduce((sum, one) => sum + one.raw, 0),
    };
  } finally {
    await context.close();
  }
}

export async function run(): Promise<BenchResult> {
  await ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-first-screen-'));
  const server = await startBuiltServer(dataDir);
  const browser = await chromium.launch(launchOptions());
  const figures: Record<string, number | string> = {};
  let worstKb = 0;
  try {
    for (const screen of SCREENS) {
      const load = await loadScreen(browser, `${server.url}${screen}`);
      const gzipKb = Number((load.gzipBytes / 1024).toFixed(1));
      worstKb = Math.max(worstKb, gzipKb);
      figures[`${screen} scripts`] = load.scripts;
      figures[`${screen} JS gzip KB`] = gzipKb;
      figures[`${screen} JS unpacked KB`] = Number((load.rawBytes / 1024).toFixed(1));
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  figures['worst screen JS gzip KB'] = worstKb;
  figures[`target <= ${TARGET_KB} KB`] = worstKb <= TARGET_KB ? 'MET' : 'NOT MET';
  return {
    name: 'first-screen',
    figures,
    notes: [
      'bytes as sent by the built server (gzip level 9), counted by Chromium with an empty cache',
      'dist/ is used as found; run `npm run build` first after changing the PWA',
    ],
  };
}
