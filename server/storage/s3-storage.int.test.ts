import fs from 'node:fs';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsResponse } from '../../shared/api/settings.ts';
import type { ShareResponse } from '../../shared/api/share.ts';
import { brandingImageBlobKey } from '../settings/branding-images-repo.ts';
import { makePng, toDataUrl } from '../test/images.ts';
import { buildAdvisor } from '../test/factories.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { startServerProcess } from '../test/server-process.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { testWebm } from '../test/test-webm.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { mp4BlobKey, originalBlobKey } from '../videos/blob-keys.ts';
import { processVideo } from '../videos/processing.ts';
import type { BlobStore } from './blob-store.ts';
import { newS3Client } from './s3-client.ts';
import { s3Store } from './s3-store.ts';

// s3rver stands in for S3 (AWS, MinIO, Ceph RGW, R2), none of which is reachable from here;
// the app is configured with STORAGE=s3 exactly as an operator would.
let s3: S3TestServer;
let server: TestServer;
/** The bucket through a client of its own, as another process sees it. */
let bucket: BlobStore;
let bucketClient: S3Client;
beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ env: s3.env });
  bucketClient = newS3Client(s3.storage);
  bucket = s3Store(bucketClient, s3.bucket);
});
afterAll(async () => {
  bucketClient.destroy();
  await server.close();
  await s3.close();
});

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('the app with STORAGE=s3', () => {
  it('keeps nothing on local disk: a branding image goes to the bucket and is served from it', async () => {
    const who = await buildAdvisor(server);
    const png = makePng({ padTo: 4000 });
    const saved = await server.send(
      'PATCH',
      '/api/settings/branding',
      {
        logoUrl: toDataUrl('image/png', png),
        profilePictureUrl: null,
        primaryColor: '#2563eb',
        secondaryColor: '#1e40af',
      },
      { Cookie: who.cookie },
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { logoUrl } = ((await saved.json()) as SettingsResponse).settings;
    const id = logoUrl?.split('/').pop() ?? '';
    const stored = await bucket.stat(brandingImageBlobKey(id));
    expect(stored?.size).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(server.deps.config.dataDir, 'blobs'))).toBe(false);

    const image = await server.fetch(logoUrl ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const served = await bytesOf(image);
    expect(served.length).toBe(stored?.size);
    expect(served.subarray(1, 4).toString()).toBe('PNG');
  });

  it('streams a shared video to a client in ranges, as a seeking player asks', async () => {
    const { link, mp4, video } = await buildSharedVideo(server);
    expect((await bucket.stat(mp4BlobKey(video.id)))?.size).toBe(mp4.length);
    const client = new ShareVisitor(server);
    const share = (await (await client.accept(link)).json()) as ShareResponse;
    const url = share.video.fileUrl ?? '';

    const first = await client.get(url, { Range: 'bytes=0-0' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-0/${mp4.length}`);
    expect(await bytesOf(first)).toEqual(mp4.subarray(0, 1));

    const middle = await client.get(url, { Range: 'bytes=100000-199999' });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 100000-199999/${mp4.length}`);
    expect((await bytesOf(middle)).equals(mp4.subarray(100000, 200000))).toBe(true);

    const toEnd = await client.get(url, { Range: 'bytes=262000-' });
    expect(toEnd.headers.get('content-range')).toBe(`bytes 262000-${mp4.length - 1}/${mp4.length}`);
    expect((await bytesOf(toEnd)).equals(mp4.subarray(262000))).toBe(true);

    const past = await client.get(url, { Range: `bytes=${mp4.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${mp4.length}`);

    const whole = await client.get(url);
    expect(whole.status).toBe(200);
    expect((await bytesOf(whole)).equals(mp4)).toBe(true);
  });

  // Real ffmpeg: seconds, more on a busy machine.
  it(
    'processes an original from the bucket with ffmpeg and plays the MP4 to its advisor in ranges',
    { timeout: 60_000 },
    async () => {
      const shared = await buildSharedVideo(server, { status: 'uploaded' });
      const id = shared.video.id;
      await server.deps.blobs.put(originalBlobKey(id), testWebm());
      await processVideo(server.deps, id, new AbortController().signal);

      const stored = await bucket.stat(mp4BlobKey(id));
      expect(stored?.size).toBeGreaterThan(1000);
      const headers = { Cookie: shared.advisor.cookie };
      const head = await server.fetch(`/api/videos/${id}/media`, {
        headers: { ...headers, Range: 'bytes=0-11' },
      });
      expect(head.status).toBe(206);
      expect(head.headers.get('content-type')).toBe('video/mp4');
      expect(head.headers.get('content-range')).toBe(`bytes 0-11/${stored?.size}`);
      expect((await bytesOf(head)).subarray(4, 8).toString()).toBe('ftyp');

      const rest = await server.fetch(`/api/videos/${id}/media`, {
        headers: { ...headers, Range: 'bytes=12-' },
      });
      expect(rest.status).toBe(206);
      expect(Number(rest.headers.get('content-length'))).toBe((stored?.size ?? 0) - 12);
      await rest.arrayBuffer();
    },
  );
});

describe('a process configured with a bucket it cannot use', () => {
  it('stops at start, naming the bucket, instead of serving 404s', async () => {
    const dataDir = fs.mkdtempSync(path.join(server.database.dataDir, 'wrong-bucket-'));
    const started = startServerProcess({
      ...s3.env,
      S3_BUCKET: 'no-such-bucket',
      DATA_DIR: dataDir,
    });
    await expect(started).rejects.toThrow('cannot use the S3 bucket "no-such-bucket"');
  }, 30_000);
});
