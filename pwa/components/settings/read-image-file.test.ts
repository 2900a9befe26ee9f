import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../shared/constants/limits.ts';
import { imageFileProblem, readImageFile } from './read-image-file.ts';

describe('imageFileProblem', () => {
  it('accepts any image type up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1234 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_UPLOAD_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 0 })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    const invalid = {
      title: 'Invalid file type',
      description: 'Please upload an image file (PNG, JPG, etc.)',
    };
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toEqual(invalid);
    expect(imageFileProblem({ type: 'text/html', size: 10 })).toEqual(invalid);
    expect(imageFileProblem({ type: '', size: 10 })).toEqual(invalid);
  });

  it('refuses an image over 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_UPLOAD_MAX_BYTES + 1 })).toEqual({
      title: 'File too large',
      description: 'Please upload an image smaller than 5MB',
    });
  });

  it('reports the type before the size', () => {
    expect(imageFileProblem({ type: 'video/mp4', size: IMAGE_UPLOAD_MAX_BYTES * 2 })?.title).toBe(
      'Invalid file type',
    );
  });
});

/** Enough of FileReader for readImageFile, answering with a fixed result or an error. */
function stubFileReader(result: string | null, error?: Error) {
  class StubReader {
    result: string | null = null;
    error: Error | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    readAsDataURL() {
      queueMicrotask(() => {
        if (error) {
          this.error = error;
          this.onerror?.();
        } else {
          this.result = result;
          this.onload?.();
        }
      });
    }
  }
  vi.stubGlobal('FileReader', StubReader);
}

describe('readImageFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves with the data URL', async () => {
    stubFileReader('data:image/png;base64,AAAA');
    await expect(readImageFile(new Blob(['x']))).resolves.toBe('data:image/png;base64,AAAA');
  });

  it('rejects when the file cannot be read', async () => {
    stubFileReader(null, new Error('gone'));
    await expect(readImageFile(new Blob(['x']))).rejects.toThrow('gone');
  });
});
