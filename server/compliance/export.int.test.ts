import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DISCLOSURE_TEXT } from '../../shared/constants/disclosure.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import {
  SHARED_CAPTIONS,
  ShareVisitor,
  startServerWithSharedVideo,
  type SharedVideo,
} from '../test/shares.ts';
import type { TestServer } from '../test/test-server.ts';
import { unzip } from '../test/unzip.ts';
import { originalBlobKey } from '../videos/blob-keys.ts';

let server: TestServer;
let shared: SharedVideo;
let officer: SignedInAdvisor;
const EDITED = SHARED_CAPTIONS.replace('Good morning', 'Good evening');

beforeAll(async () => {
  ({ server, shared } = await startServerWithSharedVideo());
  const edit = await server.send(
    'PUT',
    `/api/videos/${shared.video.id}/captions`,
    { captionsData: EDITED },
    { Cookie: shared.advisor.cookie },
  );
  expect(edit.status).toBe(200);
  const client = new ShareVisitor(server);
  await client.accept(shared.link);
  await client.post(`/api/share/${shared.link}/compliments`, {
    sessionId: client.sessionId,
    type: 'custom',
    message: 'Can we talk about the Roth?',
  });
  officer = await buildAdvisor(server);
  await server.deps.db
    .updateTable('advisors')
    .set({ role: 'compliance' })
    .where('id', '=', officer.advisor.id)
    .execute();
});
afterAll(() => server.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const today = () => server.clock.now().toISOString().slice(0, 10);
const exportAs = (who: SignedInAdvisor, query: string) =>
  server.fetch(`/api/compliance/export${query}`, { headers: { Cookie: who.cookie } });

async function readBlob(key: string): Promise<Buffer> {
  const opened = await server.deps.blobs.open(key);
  if (!opened) throw new Error(`no blob ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Manifest {
  videos: number;
  auditChain: { headSeq: number; headHash: string };
  files: { path: string; sha256: string; size: number }[];
}

describe('GET /api/compliance/export', () => {
  it('streams a ZIP of every version’s files and records, whose hashes match the stored files', async () => {
    const response = await exportAs(officer, `?from=${today()}&to=${today()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain(
      'attachment; filename="briefcast-records-',
    );
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    const manifest = JSON.parse(files.get('manifest.json')?.toString() ?? '{}') as Manifest;
    expect(manifest.videos).toBe(1);

    // Each file is in the ZIP, and the manifest's hash is the hash of its bytes.
    for (const file of manifest.files) {
      const bytes = files.get(file.path);
      expect(bytes, file.path).toBeDefined();
      expect(sha256(bytes ?? Buffer.alloc(0)), file.path).toBe(file.sha256);
      expect(bytes?.length).toBe(file.size);
    }
    expect(new Set(manifest.files.map((f) => f.path))).toEqual(
      new Set([...files.keys()].filter((name) => name !== 'manifest.json')),
    );

    // ...and the bytes are those stored, version by version.
    const dir = `videos/${shared.video.id}`;
    const hashOf = (path: string) => manifest.files.find((f) => f.path === path)?.sha256;
    expect(hashOf(`${dir}/v1/original.webm`)).toBe(
      sha256(await readBlob(originalBlobKey(shared.video.id))),
    );
    expect(hashOf(`${dir}/v1/video.mp4`)).toBe(sha256(shared.mp4));
    expect(files.get(`${dir}/v1/captions.vtt`)?.toString()).toBe(SHARED_CAPTIONS);
    expect(files.get(`${dir}/v2/captions.vtt`)?.toString()).toBe(EDITED);
    // The untouched original is written once, not once per version.
    expect(files.has(`${dir}/v2/original.webm`)).toBe(false);
    expect(files.get(`${dir}/transcript.txt`)).toBeDefined();
    expect(files.get(`${dir}/disclosure-v1.txt`)?.toString()).toBe(DEFAULT_DISCLOSURE_TEXT);

    const details = JSON.parse(files.get(`${dir}/video.json`)?.toString() ?? '{}') as {
      title: string;
      versions: { version: number; files: Record<string, string> }[];
      disclosures: { version: number; acceptances: number }[];
    };
    expect(details.title).toBe(shared.video.title);
    expect(details.versions.map((v) => [v.version, v.files.original, v.files.captions])).toEqual([
      [1, `${dir}/v1/original.webm`, `${dir}/v1/captions.vtt`],
      [2, `${dir}/v1/original.webm`, `${dir}/v2/captions.vtt`],
    ]);
    expect(details.disclosures).toMatchObject([{ version: 1, acceptances: 1 }]);

    const records = (files.get(`${dir}/records.jsonl`)?.toString() ?? '')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { action: string; hash: string });
    const stored = await findAuditEntries(server.deps.db, shared.video.id);
    expect(records.map((r) => r.hash)).toEqual(stored.map((e) => e.hash));
    expect(records.map((r) => r.action)).toContain('share.comment_received');

    // The head hash covers the export itself, which is audited.
    const head = await server.deps.db
      .selectFrom('auditLog')
      .selectAll()
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(head).toMatchObject({ action: 'compliance.exported', actorId: officer.advisor.id });
    expect(manifest.auditChain).toEqual({ headSeq: Number(head.seq), headHash: head.hash });
  });

  it('leaves out videos made outside the range', async () => {
    const response = await exportAs(officer, '?from=2020-01-01&to=2020-12-31');
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    expect([...files.keys()]).toEqual(['manifest.json']);
  });

  it('refuses an advisor without the compliance role with 403, and audits the attempt', async () => {
    const response = await exportAs(shared.advisor, `?from=${today()}&to=${today()}`);
    expect(response.status).toBe(403);
    const attempts = await server.deps.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'compliance.access_denied')
      .where('actorId', '=', shared.advisor.advisor.id)
      .execute();
    expect(attempts).toHaveLength(1);
    expect(JSON.parse(attempts[0]?.payload ?? '{}')).toMatchObject({
      path: '/api/compliance/export',
    });
  });

  it.each([
    ['no range', '', 'Give from and to, and nothing else'],
    ['no end', '?from=2026-01-01', 'Give from and to, and nothing else'],
    ['a month 13', '?from=2026-13-01&to=2026-12-31', 'from must be a date'],
    ['words', '?from=yesterday&to=today', 'from must be a date'],
    ['from after to', '?from=2026-02-01&to=2026-01-01', 'from must be before to'],
    ['an unknown parameter', '?from=2026-01-01&to=2026-01-31&advisor=x', 'Give from and to'],
  ])('answers %s with 400 and what is wrong', async (_, query, message) => {
    const response = await exportAs(officer, query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
  });
});
