import { BRANDING_MEDIA_PATH } from '../../shared/schemas/settings.ts';
import { invalidFields } from '../errors/domain-errors.ts';
import { newId } from '../ids.ts';
import { decodeImageDataUrl } from './image-data-url.ts';
import { ImageRejectedError, type ImageType } from './image-bytes.ts';
import { reencodeImage } from './reencode-image.ts';

/** What saving the branding form does to one image. */
export type ImageChange =
  | { kind: 'keep' }
  | { kind: 'remove'; oldId: string }
  | { kind: 'replace'; oldId: string | null; id: string; type: ImageType; bytes: Buffer };

export const brandingImageUrl = (id: string) => `/media/branding/${id}`;
/** The media id in a saved image URL, or null when there is no image. */
export const imageIdOf = (url: unknown): string | null =>
  typeof url === 'string' ? (url.split('/').pop() ?? null) : null;

/**
 * Reads the form's value for an image against what is saved: the saved URL or the same null
 * keeps it, null removes it, a data URL replaces it once its bytes pass the checks and ffmpeg
 * has drawn them again as a clean PNG (only that PNG is stored). Any other /media URL is
 * refused: it is not this advisor's image to claim.
 */
export async function planImageChange(
  ffmpeg: string,
  field: 'logoUrl' | 'profilePictureUrl',
  value: string | null,
  saved: string | null,
): Promise<ImageChange> {
  if (value === saved) return { kind: 'keep' };
  const oldId = imageIdOf(saved);
  if (value === null) return oldId ? { kind: 'remove', oldId } : { kind: 'keep' };
  if (BRANDING_MEDIA_PATH.test(value)) {
    throw invalidFields([
      {
        path: field,
        message: 'This image is not one of your saved images. Please upload it again.',
      },
    ]);
  }
  try {
    const bytes = await reencodeImage(ffmpeg, decodeImageDataUrl(value));
    return { kind: 'replace', oldId, id: newId(), type: 'image/png', bytes };
  } catch (err) {
    if (err instanceof ImageRejectedError) {
      throw invalidFields([{ path: field, message: err.message }]);
    }
    throw err;
  }
}

/** The settings column's new value after the change. */
export function urlAfter(change: ImageChange, saved: string | null): string | null {
  if (change.kind === 'keep') return saved;
  return change.kind === 'remove' ? null : brandingImageUrl(change.id);
}
