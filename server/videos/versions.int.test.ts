import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoVersionsResponse } from '../../shared/api/versions.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import {
  SHARED_CAPTIONS,
  ShareVisitor,
  startServerWithSharedVideo,
  type SharedVideo,
} from '../test/shares.ts';
import type { TestServer } from '../test/test-server.ts';
import { originalBlobKey } from './blob-keys.ts';

let server: TestServer;
let shared: SharedVideo;
let ben: SignedInAdvisor;
beforeAll(async () => {
  ({ server, shared } = await startServerWithSharedVideo());
  ben = await buildAdvisor(server);
});
afterAll(() => server.close());

const FIRST_EDIT = SHARED_CAPTIONS.replace('Good morning', 'Good afternoon');
const SECOND_EDIT = SHARED_CAPTIONS.replace('Good morning', 'Good evening');

const get = (path: string, who: SignedInAdvisor = shared.advisor) =>
  server.fetch(path, { headers: { Cookie: who.cookie } });
const versionsPath = () => `/api/videos/${shared.video.id}/versions`;

async function versions(): Promise<VideoVersionsResponse['versions']> {
  const response = await get(versionsPath());
  expect(response.status).toBe(200);
  return ((await response.json()) as VideoVersionsResponse).versions;
}

async function readBlob(key: string): Promise<Buffer> {
  const opened = await server.deps.blobs.open(key);
  if (!opened) throw new Error(`no blob ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('versions of a video’s files', () => {
  it('keeps the captions a client saw before each correction, and shows clients the latest', async () => {
    for (const captionsData of [FIRST_EDIT, SECOND_EDIT]) {
      const saved = await server.send(
        'PUT',
        `/api/videos/${shared.video.id}/captions`,
        { captionsData },
        { Cookie: shared.advisor.cookie },
      );
      expect(saved.status).toBe(200);
    }
    const listed = await versions();
    expect(listed.map((v) => [v.version, v.reason, v.createdBy.type])).toEqual([
      [1, 'processed', 'system'],
      [2, 'captions_edited', 'advisor'],
      [3, 'captions_edited', 'advisor'],
    ]);
    const texts = [];
    for (const version of listed) {
      const captions = await get(version.files.captions ?? '');
      expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
      texts.push(await captions.text());
    }
    expect(texts).toEqual([SHARED_CAPTIONS, FIRST_EDIT, SECOND_EDIT]);

    // Every version has the same untouched original and MP4.
    const original = await readBlob(originalBlobKey(shared.video.id));
    for (const version of listed) {
      const file = await get(version.files.original ?? '');
      expect(Buffer.from(await file.arrayBuffer()).equals(original)).toBe(true);
      const mp4 = await get(version.files.mp4 ?? '');
      expect(Buffer.from(await mp4.arrayBuffer()).equals(shared.mp4)).toBe(true);
    }

    const client = new ShareVisitor(server);
    await client.accept(shared.link);
    const share = await client.share(shared.link);
    expect(await (await client.get(share.video.transcriptUrl ?? '')).text()).toBe(SECOND_EDIT);

    const edits = (await findAuditEntries(server.deps.db, shared.video.id)).filter(
      (e) => e.action === 'video.captions_edited',
    );
    expect(edits.map((e) => (JSON.parse(e.payload) as { version: number }).version)).toEqual([
      2, 3,
    ]);
    expect(JSON.parse(edits[1]?.payload ?? '{}')).toMatchObject({
      oldSha256: listed[1]?.captionsSha256,
      sha256: listed[2]?.captionsSha256,
    });
  });

  it('keeps another advisor out of the versions and their files', async () => {
    expect((await get(versionsPath(), ben)).status).toBe(404);
    expect((await get(`${versionsPath()}/1/original`, ben)).status).toBe(404);
    expect((await get(`${versionsPath()}/1/captions`, ben)).status).toBe(404);
  });

  it.each([
    ['a version 0', '0/original', 400, 'version must be a whole number from 1'],
    [
      'a version that is not a number',
      'one/original',
      400,
      'version must be a whole number from 1',
    ],
    ['a file that is not one of a version’s', '1/password', 400, 'file must be one of'],
    [
      'a version that does not exist',
      '9/original',
      404,
      'Version 9 of this video has no original file.',
    ],
  ])('answers %s with a clear %i', async (_, suffix, status, message) => {
    const response = await get(`${versionsPath()}/${suffix}`);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toContain(message);
  });
});
