import { IMAGE_UPLOAD_MAX_BYTES } from '../../../shared/constants/limits.ts';

/** Why a chosen file cannot be used as a branding image, worded for a toast. */
export interface ImageFileProblem {
  title: string;
  description: string;
}

/**
 * The checks made before an image is read or sent: an image type and at most
 * 5 MB. Returns null when the file is acceptable. The server checks the bytes again.
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!file.type.startsWith('image/')) {
    return {
      title: 'Invalid file type',
      description: 'Please upload an image file (PNG, JPG, etc.)',
    };
  }
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
    return { title: 'File too large', description: 'Please upload an image smaller than 5MB' };
  }
  return null;
}

/** The file as a `data:` URL, the form the branding PATCH carries a new image in. */
export function readImageFile(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file could not be read'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
