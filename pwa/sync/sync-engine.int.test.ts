import 'fake-indexeddb/auto';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL_MESSAGE } from '../../shared/api/errors.ts';
import type { VideoResponse } from '../../shared/api/videos.ts';
import { buildAdvisor } from '../../server/test/factories.ts';
import { createTestDatabase } from '../../server/test/test-database.ts';
import { startTestServer, type TestServer } from '../../server/test/test-server.ts';
import { mountTmpfs } from '../../server/test/tmpfs.ts';
import { testWebm } from '../../server/test/test-webm.ts';
import { TusTestClient } from '../../server/test/tus-test-client.ts';
import { sha256 } from '../../server/test/videos.ts';
import { cameraOriginalBlobKey, originalBlobKey } from '../../server/videos/blob-keys.ts';
import { BriefcastDb, type DraftDetails, type DraftRow } from '../drafts/db.ts';
import { sealPassword } from '../drafts/password-vault.ts';
import { linkCrmContact } from './link-crm-contact.ts';
import { SyncEngine } from './sync-engine.ts';
import { MESSAGES } from './sync-errors.ts';
import type { SyncStatus } from './sync-status.ts';
import { TestBrowser, waitFor } from './test/test-browser.ts';

// The engine alone, on IndexedDB (fake-indexeddb, in memory) against the real server and its
// tus endpoint; only the browser's fetch and network switch are stood in for (TestBrowser).
let server: TestServer;
let recording: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  // Larger than the first PATCH (1 MiB), so an upload takes several.
  recording = Buffer.concat([testWebm(), randomBytes(2_500_000)]);
}, 30_000);
afterAll(() => server.close());

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A signed-in advisor's browser with one saved recording on this device, not yet sent. */
async function deviceWithSavedDraft(
  options: {
    password?: string;
    on?: TestServer;
    crmContact?: DraftDetails['crmContact'];
    /** The camera's file of a screen-and-camera recording, in one chunk. */
    camera?: Buffer;
  } = {},
) {
  const on = options.on ?? server;
  const advisor = await buildAdvisor(on);
  const browser = new TestBrowser(on, advisor.cookie);
  cleanups.push(browser.install());
  const db = new BriefcastDb(`briefcast-${randomUUID()}`);
  cleanups.push(() => db.delete());
  const draftId = randomUUID();
  const now = Date.now();
  const draft: DraftRow = {
    id: draftId,
    advisorId: advisor.advisor.id,
    status: 'recorded',
    mimeType: 'video/webm',
    settings: {
      microphone: 'default',
      includeProfilePicture: false,
      ...(options.camera ? { source: 'screen_and_camera' as const } : {}),
    },
    details: {
      clientName: 'Jordan Smith',
      title: 'Quarterly review',
      description: '',
      captionsEnabled: true,
      includeProfilePicture: false,
      passwordProtected: options.password !== undefined,
      crmContact: options.crmContact ?? null,
    },
    sync: {
      clientRequestId: randomUUID(),
      savedAt: now,
      password: options.password ? await sealPassword(db, options.password) : null,
      sha256: null,
      videoId: null,
      shareLink: null,
      uploadUrl: null,
      error: null,
    },
    durationMs: 3000,
    fileHasDuration: true,
    byteSize: recording.length,
    chunkCount: 3,
    camera: options.camera
      ? {
          mimeType: 'video/webm',
          byteSize: options.camera.length,
          chunkCount: 1,
          offsetMs: 0,
          lost: false,
          fileHasDuration: true,
        }
      : null,
    createdAt: now,
    updatedAt: now,
  };
  await db.drafts.add(draft);
  // MediaRecorder's chunks, cut anywhere.
  const cuts = [0, 1, 700_000, recording.length];
  for (let seq = 0; seq < cuts.length - 1; seq += 1) {
    await db.chunks.add({
      draftId,
      seq,
      data: new Blob([new Uint8Array(recording.subarray(cuts[seq], cuts[seq + 1]))]),
    });
  }
  if (options.camera) {
    await db.cameraChunks.add({
      draftId,
      seq: 0,
      data: new Blob([new Uint8Array(options.camera)]),
    });
  }
  const engine = (holder = 'tab-1') => {
    const made = new SyncEngine(db, advisor.advisor.id, {
      network: browser.network,
      holder,
      afterUpload: linkCrmContact,
    });
    cleanups.push(() => made.stop());
    return made;
  };
  return { advisor, browser, db, draftId, engine };
}

/** Every status the engine reported for the draft, in order. */
function recordStatuses(engine: SyncEngine, draftId: string): SyncStatus[] {
  const seen: SyncStatus[] = [];
  engine.statuses.subscribe(() => {
    const status = engine.statuses.get(draftId);
    if (status) seen.push(status);
  });
  return seen;
}

/** The video's original as the server stored it (the camera's with `keyOf` for it). */
async function storedOriginal(
  on: TestServer,
  videoId: string,
  keyOf = originalBlobKey,
): Promise<Buffer | null> {
  const blob = await on.deps.blobs.open(keyOf(videoId));
  if (!blob) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function uploadedVideo(engine: SyncEngine, draftId: string, on = server) {
  const status = await waitFor(() => {
    const now = engine.statuses.get(draftId);
    return now?.phase === 'uploaded' ? now : undefined;
  });
  const stored = await storedOriginal(on, status.videoId ?? '');
  expect(stored && sha256(stored)).toBe(sha256(recording));
  return status;
}

describe('SyncEngine against the real server', { timeout: 30_000 }, () => {
  it('waits offline without a word of failure, and sends everything once online', async () => {
    const { browser, db, draftId, engine } = await deviceWithSavedDraft();
    browser.setOnline(false);
    const sync = engine();
    const statuses = recordStatuses(sync, draftId);
    sync.start();
    await waitFor(() => sync.statuses.get(draftId));
    expect(sync.statuses.get(draftId)).toMatchObject({ phase: 'waiting', message: null });
    expect(browser.seen).toEqual([]);

    browser.setOnline(true);
    await uploadedVideo(sync, draftId);
    expect(await db.drafts.get(draftId)).toBeUndefined();
    expect(await db.chunks.where('draftId').equals(draftId).count()).toBe(0);
    expect(statuses.map((status) => status.message)).not.toContain(MESSAGES.connection);
    // Each percent shown is what the server had acknowledged, rising.
    const percents = statuses.filter((s) => s.phase === 'uploading').map((s) => s.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it('goes on after a 409 for an offset that another request moved on', async () => {
    const { advisor, browser, draftId, engine } = await deviceWithSavedDraft();
    let raced = false;
    browser.beforeRequest = async ({ method, path }) => {
      if (method !== 'PATCH' || raced) return undefined;
      raced = true;
      // Another client appends to the same upload first, so this PATCH's offset is stale.
      const other = new TusTestClient(server, advisor.cookie);
      const at = await other.offset(path);
      if (typeof at !== 'number') throw new Error('no upload to race');
      expect((await other.patch(path, at, recording.subarray(at, at + 50_000))).status).toBe(204);
      return undefined;
    };
    const sync = engine();
    sync.start();
    await uploadedVideo(sync, draftId);
    expect(browser.seen).toContainEqual(expect.objectContaining({ method: 'PATCH', status: 409 }));
  });

  it("resumes a camera file cut off after the screen's is whole, without sending the screen's again", async () => {
    const camera = Buffer.concat([testWebm(), randomBytes(2_000_000)]);
    const { browser, draftId, engine } = await deviceWithSavedDraft({ camera });
    const patched = new Map<string, number>();
    browser.beforeRequest = ({ method, path }) => {
      if (method !== 'PATCH') return undefined;
      patched.set(path, (patched.get(path) ?? 0) + 1);
      // The camera's upload (the second file) loses its connection at its second PATCH.
      if ([...patched.keys()].indexOf(path) === 1 && patched.get(path) === 2) {
        browser.setOnline(false);
        setTimeout(() => browser.setOnline(true), 300);
      }
      return undefined;
    };
    const sync = engine();
    sync.start();
    const { videoId } = await uploadedVideo(sync, draftId);
    const answers = browser.seen.map(({ method, status }) => `${method} ${status}`);
    // The screen's finished upload is gone and the server refuses a new one: it has the file.
    expect(answers).toEqual(expect.arrayContaining(['HEAD 404', 'POST 409', 'HEAD 200']));
    expect(answers.filter((answer) => answer === 'POST 201')).toHaveLength(3);
    const stored = await storedOriginal(server, videoId ?? '', cameraOriginalBlobKey);
    expect(stored && sha256(stored)).toBe(sha256(camera));
  });

  it('resumes from the server’s offset after the server restarts mid-upload', async () => {
    // A database of the test's own, which outlives the first server as it would a restart.
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const first = await startTestServer({ database });
    let current = first;
    cleanups.push(() => current.close());
    const { browser, draftId, engine } = await deviceWithSavedDraft({ on: first });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let patches = 0;
    browser.beforeRequest = async ({ method }) => {
      if (method === 'PATCH' && ++patches === 2) await held;
      return undefined;
    };
    const sync = engine();
    sync.start();
    await waitFor(() => patches === 2);

    await first.close();
    current = await startTestServer({ database });
    // The held PATCH meets the stopped server; its retries find the restarted one.
    const restarted = current;
    setTimeout(() => (browser.server = restarted), 300);
    release();
    await uploadedVideo(sync, draftId, restarted);
    expect(browser.seen).toContainEqual(expect.objectContaining({ method: 'PATCH', status: 0 }));
    expect(browser.seen).toContainEqual(expect.objectContaining({ method: 'HEAD', status: 200 }));
  });

  // DATA_DIR on a real tmpfs (mounting needs root; the server's full-disk tests insist on it in CI).
  it.skipIf(process.getuid?.() !== 0)(
    'shows the server’s words when its disk is full, keeps the recording, and sends it once space is freed',
    async () => {
      const disk = mountTmpfs(64);
      cleanups.push(() => disk.unmount());
      const database = await createTestDatabase(disk.dir);
      cleanups.push(() => database.drop());
      const full = await startTestServer({ database, env: { DATA_DIR: database.dataDir } });
      cleanups.push(() => full.close());
      const { browser, db, draftId, engine } = await deviceWithSavedDraft({ on: full });
      // The disk fills as the first PATCH leaves: room for the database's writes, not the file.
      browser.beforeRequest = ({ method }) => {
        if (method === 'PATCH' && !browser.seen.some((seen) => seen.method === 'PATCH')) {
          disk.fill(512 * 1024);
        }
        return Promise.resolve(undefined);
      };
      const sync = engine();
      sync.start();
      const refused = await waitFor(() => {
        const status = sync.statuses.get(draftId);
        return status?.message === STORAGE_FULL_MESSAGE ? status : undefined;
      });
      // The write that ran out of room freed its upload; the retry's new one is refused at once.
      const answers = browser.seen.map(({ method, status }) => `${method} ${status}`);
      expect(answers).toEqual(expect.arrayContaining(['PATCH 507', 'HEAD 404', 'POST 507']));
      expect(refused.phase).toBe('waiting');
      expect(await db.drafts.get(draftId)).toBeDefined();

      disk.empty();
      await uploadedVideo(sync, draftId, full);
      expect(await db.drafts.get(draftId)).toBeUndefined();
    },
    90_000,
  );

  it('says a damaged copy was discarded (not a lost connection), and sends it again', async () => {
    const { browser, draftId, engine } = await deviceWithSavedDraft();
    let damaged = false;
    browser.beforeRequest = async ({ method, body }) => {
      if (method !== 'PATCH' || damaged || !(body instanceof Blob)) return undefined;
      damaged = true;
      const bytes = new Uint8Array(await body.arrayBuffer());
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
      return new Blob([bytes]);
    };
    const sync = engine();
    const statuses = recordStatuses(sync, draftId);
    sync.start();
    await uploadedVideo(sync, draftId);
    const messages = statuses.map((status) => status.message);
    expect(messages).toContain(MESSAGES.hashMismatch);
    expect(messages).not.toContain(MESSAGES.connection);
  });

  it('stops after copies keep arriving damaged, keeping the recording and saying why', async () => {
    const { browser, db, draftId, engine } = await deviceWithSavedDraft();
    browser.beforeRequest = async ({ method, body }) => {
      if (method !== 'PATCH' || !(body instanceof Blob)) return undefined;
      const bytes = new Uint8Array(await body.arrayBuffer());
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x01;
      return new Blob([bytes]);
    };
    const sync = engine();
    sync.start();
    await waitFor(() => sync.statuses.get(draftId)?.phase === 'failed', 40_000);
    expect(sync.statuses.get(draftId)?.message).toBe(MESSAGES.hashMismatchGaveUp);
    expect((await db.drafts.get(draftId))?.sync?.error).toBe(MESSAGES.hashMismatchGaveUp);
    expect(await db.chunks.where('draftId').equals(draftId).count()).toBe(3);
  }, 60_000);

  it('sends a draft once when two tabs run at once', async () => {
    const { advisor, browser, draftId, engine } = await deviceWithSavedDraft();
    const first = engine('tab-1');
    const second = engine('tab-2');
    first.start();
    second.start();
    const done = await Promise.race([
      uploadedVideo(first, draftId).then(() => first),
      uploadedVideo(second, draftId).then(() => second),
    ]);
    const other = done === first ? second : first;
    expect(other.statuses.get(draftId)?.message).toBe(MESSAGES.otherTab);
    expect(
      browser.seen.filter((r) => r.method === 'POST' && r.path === '/api/uploads'),
    ).toHaveLength(1);
    const response = await server.fetch('/api/videos', { headers: { Cookie: advisor.cookie } });
    expect(((await response.json()) as { videos: unknown[] }).videos).toHaveLength(1);
  });

  it('finishes the upload when this device’s storage is full, and says so', async () => {
    const { db, draftId, engine } = await deviceWithSavedDraft();
    // Stands in for a full disk, which fake-indexeddb cannot run out of: every update fails
    // as Chromium's IndexedDB does then.
    db.drafts.hook('updating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const sync = engine();
    const statuses = recordStatuses(sync, draftId);
    sync.start();
    await uploadedVideo(sync, draftId);
    expect(statuses.map((status) => status.message)).toContain(MESSAGES.storageFull);
    expect(await db.drafts.get(draftId)).toBeUndefined();
  });

  it('sends the sealed password, and never a protected video without one', async () => {
    const { advisor, db, draftId, engine } = await deviceWithSavedDraft({ password: 'tulip-42' });
    const stored = JSON.stringify(await db.drafts.get(draftId));
    expect(stored).not.toContain('tulip-42');
    const sync = engine();
    sync.start();
    const { videoId } = await uploadedVideo(sync, draftId);
    const response = await server.fetch(`/api/videos/${videoId}`, {
      headers: { Cookie: advisor.cookie },
    });
    expect(((await response.json()) as VideoResponse).video.passwordProtected).toBe(true);

    const lost = await deviceWithSavedDraft({ password: 'tulip-42' });
    await lost.db.keys.clear();
    const blocked = lost.engine();
    blocked.start();
    await waitFor(() => blocked.statuses.get(lost.draftId)?.phase === 'failed');
    expect(blocked.statuses.get(lost.draftId)?.message).toBe(MESSAGES.passwordLost);
    expect(lost.browser.seen.filter((r) => r.path === '/api/videos')).toEqual([]);
  });
  it('links the CRM contact once the upload is done, retrying only that step after a blip', async () => {
    const { browser, db, draftId, engine } = await deviceWithSavedDraft({
      crmContact: { provider: 'redtail', contactId: '42', displayName: 'Jordan Smith' },
    });
    const isLink = (method: string, path: string) => method === 'PATCH' && path.endsWith('/crm');
    let linkTries = 0;
    browser.beforeRequest = ({ method, path }) => {
      if (!isLink(method, path)) return undefined;
      linkTries += 1;
      // The first try meets a dropped connection; the draft is tried again.
      if (linkTries === 1) throw new TypeError('Failed to fetch');
      return undefined;
    };
    const sync = engine();
    sync.start();
    await uploadedVideo(sync, draftId);
    expect(linkTries).toBe(2);
    const links = browser.seen.filter((request) => isLink(request.method, request.path));
    // This advisor connected no CRM: the server refuses the link (400), which must not keep
    // the recording on the device; the contact can be picked again on the video page.
    expect(links.map((request) => request.status)).toEqual([400]);
    const lastUpload = browser.seen.findLastIndex((request) =>
      request.path.startsWith('/api/uploads'),
    );
    expect(
      browser.seen.findIndex((request) => isLink(request.method, request.path)),
    ).toBeGreaterThan(lastUpload);
    // The retry sent the link again, not the file.
    expect(
      browser.seen.filter((r) => r.method === 'POST' && r.path === '/api/uploads'),
    ).toHaveLength(1);
    expect(await db.drafts.get(draftId)).toBeUndefined();
  });
});
