import { describe, expect, it } from 'vitest';
import { offloadTarget } from './media-offload.ts';

describe('offloadTarget', () => {
  it('names the blob under the internal location', () => {
    expect(offloadTarget('/briefcast-blobs', 'part', 'videos/0a1b/mp4')).toBe(
      '/briefcast-blobs/part/videos/0a1b/mp4',
    );
  });

  it.each([
    '../integrations.key',
    'videos/../../etc/passwd',
    '/etc/passwd',
    'videos//mp4',
    'a/./b',
  ])('refuses a key that could leave the blobs folder: %s', (key) => {
    expect(() => offloadTarget('/briefcast-blobs', 'full', key)).toThrow(/invalid blob key/);
  });

  it('refuses a prefix that is not a plain location path', () => {
    expect(() => offloadTarget('/a/../b', 'full', 'media/x')).toThrow(/invalid offload prefix/);
  });
});
