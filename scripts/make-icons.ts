/**
 * Renders the app icons (PNG) from pwa/public/icons/icon.svg with Chromium, so the icons are
 * made in the repo from one source. Run after changing the SVG: `npx tsx scripts/make-icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from '../e2e/browser.ts';

const dir = path.resolve('pwa/public/icons');
const svg = fs.readFileSync(path.join(dir, 'icon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const targets = [
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  { file: 'apple-touch-icon.png', size: 180, inset: 0, background: '#2563eb' },
  // Maskable icons are cropped to a circle by some launchers: keep the mark in the safe zone.
  { file: 'icon-maskable-512.png', size: 512, inset: 0.12, background: '#2563eb' },
];

const browser = await chromium.launch(launchOptions());
const page = await browser.newPage();
for (const { file, size, inset, background } of targets) {
  await page.setViewportSize({ width: size, height: size });
  const pad = Math.round(size * inset);
  await page.setContent(
    `<body style="margin:0;background:${background}"><img src="${dataUrl}" style="display:block;` +
      `width:${size - 2 * pad}px;height:${size - 2 * pad}px;margin:${pad}px"></body>`,
  );
  await page.screenshot({
    path: path.join(dir, file),
    omitBackground: background === 'transparent',
  });
  console.log(`wrote ${file}`);
}
await browser.close();
