import type { SettingsResponse } from '../../shared/api/settings.ts';
import type { BrandingInput } from '../../shared/schemas/settings.ts';
import type { AppDeps } from '../deps.ts';
import type { MediaPurpose } from './tables.ts';
import {
  deleteBrandingImage,
  insertBrandingImage,
  brandingImageBlobKey,
} from './branding-images-repo.ts';
import { imageIdOf, planImageChange, urlAfter, type ImageChange } from './branding-images.ts';
import { changedFields } from './changes.ts';
import { insertSettingsEvents, updateSettings } from './repo.ts';
import { getSettings, loadSettings } from './service.ts';
import { writeTransaction } from '../db/write-transaction.ts';

const removedId = (change: ImageChange) => (change.kind === 'keep' ? null : change.oldId);
const IMAGE_COLUMNS = new Set(['logoUrl', 'profilePictureUrl']);

/**
 * Branding tab. Every image is checked before anything is written; new bytes are stored before
 * the rows that point at them, and replaced bytes are deleted only after the rows are gone, so
 * a failure at any step never leaves a row pointing at nothing.
 */
export async function updateBranding(
  deps: AppDeps,
  advisorId: string,
  input: BrandingInput,
): Promise<SettingsResponse> {
  const at = deps.clock.now().toISOString();
  const { settings } = await loadSettings(deps.db, advisorId);
  const { ffmpegPath } = deps.config;
  const logo = await planImageChange(ffmpegPath, 'logoUrl', input.logoUrl, settings.logoUrl);
  const picture = await planImageChange(
    ffmpegPath,
    'profilePictureUrl',
    input.profilePictureUrl,
    settings.profilePictureUrl,
  );
  const images: { purpose: MediaPurpose; change: ImageChange }[] = [
    { purpose: 'logo', change: logo },
    { purpose: 'profile_picture', change: picture },
  ];
  const added = images.flatMap(({ purpose, change }) =>
    change.kind === 'replace' ? [{ purpose, ...change }] : [],
  );
  const removed = images.map(({ change }) => removedId(change)).filter((id) => id !== null);

  for (const image of added) await deps.blobs.put(brandingImageBlobKey(image.id), image.bytes);

  try {
    await writeTransaction(deps.db, deps.dialect, async (trx) => {
      const current = await loadSettings(trx, advisorId);
      for (const image of added) {
        await insertBrandingImage(trx, {
          id: image.id,
          advisorId,
          purpose: image.purpose,
          contentType: image.type,
          byteSize: image.bytes.length,
          createdAt: at,
        });
      }
      for (const id of removed) await deleteBrandingImage(trx, id);
      const patch = {
        primaryColor: input.primaryColor,
        secondaryColor: input.secondaryColor,
        logoUrl: urlAfter(logo, current.settings.logoUrl),
        profilePictureUrl: urlAfter(picture, current.settings.profilePictureUrl),
      };
      await updateSettings(trx, advisorId, { ...patch, updatedAt: at });
      // Images are named by their ids in the events, not by URL or bytes.
      const changes = changedFields(current.settings, patch).map((change) => ({
        ...change,
        old: IMAGE_COLUMNS.has(change.fieldName) ? imageIdOf(change.old) : change.old,
        new: IMAGE_COLUMNS.has(change.fieldName) ? imageIdOf(change.new) : change.new,
      }));
      await insertSettingsEvents(trx, advisorId, 'BRANDING_UPDATED', changes, at);
    });
  } catch (err) {
    await Promise.all(added.map((image) => deps.blobs.delete(brandingImageBlobKey(image.id))));
    throw err;
  }
  await Promise.all(removed.map((id) => deps.blobs.delete(brandingImageBlobKey(id))));
  return getSettings(deps, advisorId);
}
