import fs from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';
import { previewCardLine } from '../../shared/api/share.ts';
import { DEFAULT_PRIMARY_COLOR } from '../../shared/constants/branding.ts';
import { INK, textColorOn, textColorOnWhite } from '../../shared/format/contrast.ts';
import { hexColorOr } from '../../shared/format/hex-color.ts';
import type { BrandingImage } from '../settings/branding-image-bytes.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size.ts';
import { fitText } from './card-text.ts';

/** What a link's preview card shows: the firm and the advisor, nothing of the video. */
export interface CardContent {
  companyName: string;
  advisorName: string;
  primaryColor: string;
  /** The firm's logo and the advisor's photo, when they have one. */
  logo: BrandingImage | null;
  photo: BrandingImage | null;
}

/**
 * The fonts the card is drawn in: DejaVu, which the container and CI install. Named outright so a
 * card looks the same on every server; without them resvg falls back to the system's fonts.
 */
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
].filter((file) => fs.existsSync(file));

const MUTED = '#475569';
const TEXT_X = 400;
const TEXT_WIDTH = 620;
const PHOTO = { cx: 230, cy: 360, r: 120 };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const imageHref = (image: BrandingImage) =>
  `data:${image.type};base64,${image.bytes.toString('base64')}`;

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1);
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('');
}

function logoPart(content: CardContent, primary: string): string {
  if (content.logo) {
    return `<image x="100" y="88" width="360" height="96" preserveAspectRatio="xMinYMid meet" href="${imageHref(content.logo)}"/>`;
  }
  const fitted = fitText(content.companyName, {
    width: 900,
    sizes: [44, 36],
    lines: 1,
    bold: true,
  });
  return `<text x="100" y="150" font-size="${fitted.size}" font-weight="bold" fill="${textColorOnWhite(primary)}">${escapeXml(fitted.lines[0] ?? '')}</text>`;
}

function photoPart(content: CardContent, primary: string): string {
  const { cx, cy, r } = PHOTO;
  const ring = `<circle cx="${cx}" cy="${cy}" r="${r + 6}" fill="none" stroke="${primary}" stroke-width="8"/>`;
  if (content.photo) {
    return `<clipPath id="photo"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>
<image x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" preserveAspectRatio="xMidYMid slice" clip-path="url(#photo)" href="${imageHref(content.photo)}"/>${ring}`;
  }
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${primary}"/>${ring}
<text x="${cx}" y="${cy + 30}" font-size="84" font-weight="bold" text-anchor="middle" fill="${textColorOn(primary)}">${escapeXml(initialsOf(content.advisorName))}</text>`;
}

/** The card as SVG text; every name in it is escaped, and the colour is a checked hex. */
export function cardSvg(content: CardContent): string {
  const primary = hexColorOr(content.primaryColor, DEFAULT_PRIMARY_COLOR);
  const name = fitText(content.advisorName, {
    width: TEXT_WIDTH,
    sizes: [60, 50, 42],
    lines: 2,
    bold: true,
  });
  const lead = previewCardLine('').trim();
  const nameTop = 350;
  const nameLines = name.lines
    .map(
      (line, i) =>
        `<tspan x="${TEXT_X}" y="${nameTop + i * name.size * 1.15}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const companyY = nameTop + (name.lines.length - 1) * name.size * 1.15 + 64;
  const company = fitText(content.companyName, { width: TEXT_WIDTH, sizes: [32], lines: 1 });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" font-family="DejaVu Sans">
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#f1f5f9"/>
<clipPath id="card"><rect x="40" y="40" width="1120" height="550" rx="32"/></clipPath>
<g clip-path="url(#card)"><rect x="40" y="40" width="1120" height="550" fill="#ffffff"/>
<rect x="40" y="566" width="1120" height="24" fill="${primary}"/></g>
<rect x="40" y="40" width="1120" height="550" rx="32" fill="none" stroke="#e2e8f0" stroke-width="2"/>
${logoPart(content, primary)}
${photoPart(content, primary)}
<text x="${TEXT_X}" y="${nameTop - 80}" font-size="34" fill="${MUTED}">${escapeXml(lead)}</text>
<text font-size="${name.size}" font-weight="bold" fill="${INK}">${nameLines}</text>
<text x="${TEXT_X}" y="${companyY}" font-size="${company.size}" fill="${MUTED}">${escapeXml(company.lines[0] ?? '')}</text>
<circle cx="1040" cy="150" r="52" fill="${primary}"/>
<path d="M1024 122 L1024 178 L1070 150 Z" fill="${textColorOn(primary)}"/>
</svg>`;
}

/** Draws the card as a PNG, on libuv's thread pool: a card takes tens of milliseconds. */
export async function drawCard(content: CardContent): Promise<Buffer> {
  const image = await renderAsync(cardSvg(content), {
    font: {
      fontFiles: FONT_FILES,
      loadSystemFonts: FONT_FILES.length === 0,
      defaultFontFamily: 'DejaVu Sans',
    },
    logLevel: 'off',
  });
  return image.asPng();
}
