import { describe, expect, it } from 'vitest';
import { makeImageWithFfmpeg, makePng, toDataUrl, withExif } from '../test/images.ts';
import { decodeImageDataUrl } from './image-data-url.ts';
import { checkImage } from './image-bytes.ts';

describe('checking uploaded image bytes', () => {
  it.each([
    ['image/jpeg', 'jpg'],
    ['image/webp', 'webp'],
    ['image/gif', 'gif'],
  ] as const)('recognises a real %s', (type, extension) => {
    expect(checkImage(makeImageWithFfmpeg(extension)).type).toBe(type);
  });

  it('drops PNG text chunks and keeps the picture', () => {
    const png = makePng({ text: 'GPS 51.5007,-0.1246' });
    const { type, bytes } = checkImage(png);
    expect(type).toBe('image/png');
    expect(bytes.toString('latin1')).not.toContain('GPS');
    expect(bytes.length).toBe(png.length - (12 + 'Comment\0GPS 51.5007,-0.1246'.length));
    expect(checkImage(bytes).bytes).toEqual(bytes);
  });

  it('drops JPEG EXIF and leaves the rest byte for byte', () => {
    const jpeg = makeImageWithFfmpeg('jpg');
    const { bytes } = checkImage(withExif(jpeg, 'Canon EOS, GPS 40.7,-74.0'));
    expect(bytes.toString('latin1')).not.toContain('GPS');
    expect(bytes).toEqual(checkImage(jpeg).bytes);
  });

  it.each([
    ['a truncated PNG', makePng().subarray(0, 40)],
    ['a truncated JPEG', makeImageWithFfmpeg('jpg').subarray(0, 100)],
    ['a truncated WebP', makeImageWithFfmpeg('webp').subarray(0, 30)],
    ['a truncated GIF', makeImageWithFfmpeg('gif').subarray(0, 20)],
  ])('refuses %s', (_, bytes) => {
    expect(() => checkImage(bytes)).toThrow('The image is incomplete or damaged');
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_, bytes) => {
    expect(() => checkImage(bytes)).toThrow('Please upload a PNG, JPEG, WebP or GIF image.');
  });
});

describe('decoding an image data URL', () => {
  it('accepts a PNG that says it is a PNG', () => {
    expect(decodeImageDataUrl(toDataUrl('image/png', makePng())).type).toBe('image/png');
  });

  it('accepts image/jpg, which some browsers write for JPEG', () => {
    const url = toDataUrl('image/jpg', makeImageWithFfmpeg('jpg'));
    expect(decodeImageDataUrl(url).type).toBe('image/jpeg');
  });

  it('refuses a data URL that lies about its type', () => {
    expect(() => decodeImageDataUrl(toDataUrl('image/gif', makePng()))).toThrow(
      'The file says it is image/gif but it is image/png',
    );
  });

  it('refuses an image one byte over 5 MB and accepts one at exactly 5 MB', () => {
    const limit = 5 * 1024 * 1024;
    expect(decodeImageDataUrl(toDataUrl('image/png', makePng({ padTo: limit }))).type).toBe(
      'image/png',
    );
    expect(() => decodeImageDataUrl(toDataUrl('image/png', makePng({ padTo: limit + 1 })))).toThrow(
      'Please upload an image smaller than 5MB',
    );
  });

  it.each([
    ['an SVG data URL', 'data:image/svg+xml;base64,' + Buffer.from('<svg/>').toString('base64')],
    ['a data URL that is not base64', 'data:image/png,%89PNG'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('refuses %s', (_, url) => {
    expect(() => decodeImageDataUrl(url)).toThrow();
  });
});
