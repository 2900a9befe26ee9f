import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsResponse } from '../../shared/api/settings.ts';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants/limits.ts';
import { BRANDING_IMAGE_MAX_SIDE } from './reencode-image.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import {
  makeImageWithFfmpeg,
  makePng,
  makeUndecodablePng,
  probeImageSize,
  toDataUrl,
} from '../test/images.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const blobFiles = () => {
  const dir = path.join(server.deps.config.dataDir, 'blobs', 'media');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

const branding = (changes: Record<string, unknown> = {}) => ({
  logoUrl: null,
  profilePictureUrl: null,
  primaryColor: '#2563eb',
  secondaryColor: '#1e40af',
  ...changes,
});

async function save(who: SignedInAdvisor, body: unknown) {
  return server.send('PATCH', '/api/settings/branding', body, { Cookie: who.cookie });
}

async function saveOk(who: SignedInAdvisor, body: unknown): Promise<SettingsResponse> {
  const response = await save(who, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SettingsResponse;
}

describe('branding images', () => {
  it('stores a logo without its metadata and serves it with its real type, safely and cached', async () => {
    const who = await buildAdvisor(server);
    const png = makePng({ text: 'Author: someone@example.com' });
    const { settings } = await saveOk(who, branding({ logoUrl: toDataUrl('image/png', png) }));
    expect(settings.logoUrl).toMatch(/^\/media\/branding\/[0-9a-f-]{36}$/);

    const image = await server.fetch(settings.logoUrl ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.toString('latin1')).not.toContain('someone@example.com');
    expect(bytes.length).toBeLessThan(png.length);
  });

  it('stores only a re-encoded PNG: a file hidden inside or appended to an upload is not kept', async () => {
    const who = await buildAdvisor(server);
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), html]);
    const polyglot = makePng({ size: 2000, hidden: html });
    const jpeg = makeImageWithFfmpeg('jpg');
    const { settings } = await saveOk(
      who,
      branding({
        logoUrl: toDataUrl('image/png', Buffer.concat([polyglot, zip])),
        profilePictureUrl: toDataUrl('image/jpeg', jpeg),
      }),
    );
    for (const url of [settings.logoUrl, settings.profilePictureUrl]) {
      const image = await server.fetch(url ?? '');
      expect(image.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.toString('latin1')).not.toContain('<script>');
      expect(bytes.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
      // ffprobe reads it as a picture, and the 2000-pixel logo is scaled down to fit.
      const size = probeImageSize(bytes);
      expect(size.width).toBeGreaterThan(0);
      expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(BRANDING_IMAGE_MAX_SIDE);
    }
  });

  it('keeps a saved image when its URL is sent back, replaces it with a new one, and deletes the old bytes', async () => {
    const who = await buildAdvisor(server);
    const first = await saveOk(who, branding({ logoUrl: toDataUrl('image/png', makePng()) }));
    const logoUrl = first.settings.logoUrl;
    const kept = await saveOk(who, branding({ logoUrl, primaryColor: '#112233' }));
    expect(kept.settings).toMatchObject({ logoUrl, primaryColor: '#112233' });

    const before = blobFiles();
    const jpeg = toDataUrl('image/jpeg', makeImageWithFfmpeg('jpg'));
    const replaced = await saveOk(who, branding({ logoUrl: jpeg, profilePictureUrl: jpeg }));
    expect(replaced.settings.logoUrl).not.toBe(logoUrl);
    expect((await server.fetch(logoUrl ?? '')).status).toBe(404);
    expect(blobFiles()).toHaveLength(before.length + 1);

    const removed = await saveOk(who, branding());
    expect(removed.settings).toMatchObject({ logoUrl: null, profilePictureUrl: null });
    expect(blobFiles()).toHaveLength(before.length - 1);
  });

  it('logs each changed field, naming images by id', async () => {
    const who = await buildAdvisor(server);
    const { settings } = await saveOk(
      who,
      branding({ logoUrl: toDataUrl('image/png', makePng()), secondaryColor: '#000000' }),
    );
    const events = await server.deps.db
      .selectFrom('settingsEvents')
      .select(['event', 'fieldName', 'metadata'])
      .where('advisorId', '=', who.advisor.id)
      .orderBy('fieldName')
      .execute();
    expect(events).toEqual([
      {
        event: 'BRANDING_UPDATED',
        fieldName: 'logoUrl',
        metadata: JSON.stringify({ old: null, new: settings.logoUrl?.split('/').pop() }),
      },
      {
        event: 'BRANDING_UPDATED',
        fieldName: 'secondaryColor',
        metadata: JSON.stringify({ old: '#1e40af', new: '#000000' }),
      },
    ]);
  });

  it('lower-cases colours and refuses a colour that is not 6-digit hex', async () => {
    const who = await buildAdvisor(server);
    expect((await saveOk(who, branding({ primaryColor: '#ABCDEF' }))).settings.primaryColor).toBe(
      '#abcdef',
    );
    const response = await save(who, branding({ primaryColor: '#abc', secondaryColor: 'blue' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [
        { path: 'primaryColor', message: 'Please enter a valid hex color (e.g., #2563eb)' },
        { path: 'secondaryColor', message: 'Please enter a valid hex color (e.g., #1e40af)' },
      ],
    });
  });
});

describe('branding bad input stores nothing', () => {
  const png = makePng();
  const cases: [string, Record<string, unknown>, number, string][] = [
    [
      'a data URL that lies about its type',
      { logoUrl: toDataUrl('image/jpeg', png) },
      400,
      'The file says it is image/jpeg but it is image/png',
    ],
    [
      'a truncated image',
      { logoUrl: toDataUrl('image/png', png.subarray(0, png.length - 20)) },
      400,
      'The image is incomplete or damaged',
    ],
    [
      'an image of 5 MB and 1 byte',
      { profilePictureUrl: toDataUrl('image/png', makePng({ padTo: IMAGE_UPLOAD_MAX_BYTES + 1 })) },
      400,
      'Please upload an image smaller than 5MB',
    ],
    [
      'an SVG with script',
      { logoUrl: toDataUrl('image/svg+xml', Buffer.from('<svg><script>alert(1)</script></svg>')) },
      400,
      'Please upload a PNG, JPEG, WebP or GIF image.',
    ],
    [
      'HTML pretending to be a PNG',
      { logoUrl: toDataUrl('image/png', Buffer.from('<html><script>alert(1)</script>')) },
      400,
      'Please upload a PNG, JPEG, WebP or GIF image.',
    ],
    [
      'garbage behind a PNG signature',
      {
        logoUrl: toDataUrl(
          'image/png',
          Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 0x41), png.subarray(-12)]),
        ),
      },
      400,
      'The image is incomplete or damaged',
    ],
    [
      'a well-formed PNG whose picture data is garbage',
      { logoUrl: toDataUrl('image/png', makeUndecodablePng()) },
      400,
      'This image could not be read',
    ],
    ['a web address', { logoUrl: 'https://evil.example/logo.png' }, 400, 'Please upload an image'],
  ];

  it.each(cases)('%s', async (_, changes, status, message) => {
    const who = await buildAdvisor(server);
    const before = blobFiles();
    const response = await save(who, branding({ ...changes, primaryColor: '#000000' }));
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string };
    expect(body.message).toContain(message);
    expect(blobFiles()).toEqual(before);
    const settings = await server.fetch('/api/settings', { headers: { Cookie: who.cookie } });
    expect(((await settings.json()) as SettingsResponse).settings).toMatchObject({
      logoUrl: null,
      profilePictureUrl: null,
      primaryColor: '#2563eb',
    });
  });

  it("refuses another advisor's image URL", async () => {
    const owner = await buildAdvisor(server);
    const { settings } = await saveOk(owner, branding({ logoUrl: toDataUrl('image/png', png) }));
    const thief = await buildAdvisor(server);
    const response = await save(thief, branding({ logoUrl: settings.logoUrl }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [
        { path: 'logoUrl', message: expect.stringContaining('not one of your saved images') },
      ],
    });
    expect((await server.fetch(settings.logoUrl ?? '')).status).toBe(200);
  });

  it('refuses a body larger than two 5 MB images with 413', async () => {
    const who = await buildAdvisor(server);
    const huge = 'A'.repeat(15 * 1024 * 1024);
    const response = await save(who, branding({ logoUrl: `data:image/png;base64,${huge}` }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 404 for an image that does not exist or a malformed id', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', '..%2F..%2Fbriefcast.db', 'x']) {
      expect((await server.fetch(`/media/branding/${id}`)).status).toBe(404);
    }
  });
});
