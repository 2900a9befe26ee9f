import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants/limits.ts';
import { checkImage, ImageRejectedError, type ImageType } from './image-bytes.ts';

const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
/** What browsers put in a data URL for each type we accept. */
const DECLARED: Record<ImageType, readonly string[]> = {
  'image/png': ['image/png'],
  'image/jpeg': ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  'image/webp': ['image/webp'],
  'image/gif': ['image/gif'],
};

/**
 * Decodes an image data URL from the branding form and checks its real bytes: the type it
 * declares must be the type the bytes are, and the decoded image at most 5 MB.
 */
export function decodeImageDataUrl(dataUrl: string): { type: ImageType; bytes: Buffer } {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new ImageRejectedError('Please upload an image file (PNG, JPG, etc.)');
  const [, declared = '', base64 = ''] = match;
  const decoded = Buffer.from(base64, 'base64');
  if (decoded.length > IMAGE_UPLOAD_MAX_BYTES) {
    throw new ImageRejectedError('Please upload an image smaller than 5MB');
  }
  const image = checkImage(decoded);
  if (!DECLARED[image.type].includes(declared)) {
    throw new ImageRejectedError(
      `The file says it is ${declared} but it is ${image.type}. Please upload the original image.`,
    );
  }
  return image;
}
