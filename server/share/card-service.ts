import { createHash } from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { readBrandingImage } from '../settings/branding-image-bytes.ts';
import { findOpenLink } from './gate-service.ts';

export interface ShareCard {
  png: Buffer;
  etag: string;
}

/** Cards kept drawn, by the look they show: one per advisor's brand, not one per link. */
const CACHED_CARDS = 200;
const cards = new Map<string, Promise<ShareCard>>();

interface CardLook {
  companyName: string;
  advisorName: string;
  primaryColor: string;
  logoUrl: string | null;
  photoUrl: string | null;
}

async function draw(deps: AppDeps, look: CardLook): Promise<ShareCard> {
  const [logo, photo] = await Promise.all([
    readBrandingImage(deps, look.logoUrl),
    readBrandingImage(deps, look.photoUrl),
  ]);
  // Loaded on the first card: the native renderer is not needed to start the server.
  const { drawCard } = await import('./card-image.ts');
  const png = await drawCard({ ...look, logo, photo });
  return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
}

/**
 * The preview card of an open link: the firm's name and logo, the advisor's name and photo.
 * Nothing of the video is on it (no title, client or frame), so it is served without the gate:
 * email, chat and messaging apps fetch it before anyone has accepted anything. A branding image
 * URL names one upload forever, so the look's text and URLs are a full cache key.
 */
export async function shareCard(deps: AppDeps, link: string): Promise<ShareCard> {
  const row = await findOpenLink(deps, link);
  const look: CardLook = {
    companyName: row.companyName,
    advisorName: row.advisorName,
    primaryColor: row.primaryColor,
    logoUrl: row.logoUrl,
    photoUrl: row.profilePictureUrl,
  };
  const key = JSON.stringify(look);
  let card = cards.get(key);
  if (!card) {
    card = draw(deps, look);
    cards.set(key, card);
    // A failed draw is not kept; the oldest card makes room for a new one.
    card.catch(() => cards.delete(key));
    if (cards.size > CACHED_CARDS) cards.delete(cards.keys().next().value ?? key);
  }
  return card;
}
