import { buffer } from 'node:stream/consumers';
import type { AppDeps } from '../deps.ts';
import { isUuid } from '../ids.ts';
import { imageIdOf } from './branding-images.ts';
import { brandingImageBlobKey, findBrandingImage } from './branding-images-repo.ts';

/** A saved branding image's bytes and the type found in them. */
export interface BrandingImage {
  type: string;
  bytes: Buffer;
}

/**
 * The bytes behind a saved branding image URL (`/media/branding/<id>`), for pictures the server
 * draws itself; null when there is no image or it is gone.
 */
export async function readBrandingImage(
  deps: Pick<AppDeps, 'db' | 'blobs'>,
  url: string | null,
): Promise<BrandingImage | null> {
  const id = imageIdOf(url);
  if (!id || !isUuid(id)) return null;
  const file = await findBrandingImage(deps.db, id);
  const blob = file ? await deps.blobs.open(brandingImageBlobKey(file.id)) : null;
  if (!file || !blob) return null;
  return { type: file.contentType, bytes: await buffer(blob.stream) };
}
