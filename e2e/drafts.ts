import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { DraftDetails, RecordingSettings } from '../pwa/drafts/db.ts';

export interface SeedOptions {
  durationMs: number;
  status?: 'recording' | 'recorded';
  details?: DraftDetails | null;
  /** As chosen in 'Set Up Your Recording'. */
  includeProfilePicture?: boolean;
  /** The sound-only recording the recorder keeps beside the video (Opus in WebM). */
  sound?: Buffer;
  /** The camera's file of a screen-and-camera recording, and its start against the screen's. */
  camera?: { file: Buffer; offsetMs: number };
}

/**
 * A WebM like a screen recording (VP9 test pattern with a keyframe every 2 s, Opus tone) made
 * by ffmpeg, so a spec can preview a recording without capturing one.
 */
export function testWebm(
  seconds: number,
  { noisy = false, colour }: { noisy?: boolean; colour?: string } = {},
): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-e2e-webm-'));
  const file = path.join(dir, 'recording.webm');
  // The lavfi inputs are endless: the output option -t ends the file.
  execFileSync('ffmpeg', [
    // A solid colour stands in for a camera: 640x360, as the recorder records one.
    ...[
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      colour ? `color=c=${colour}:s=640x360:r=30` : 'testsrc2=s=1280x720:r=30',
    ],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds)],
    // Noise cannot be compressed: a large file, for uploads slow enough to interrupt.
    ...(noisy ? ['-vf', 'noise=alls=100:allf=t', '-b:v', '40M'] : []),
    ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8'],
    // A keyframe every 2 s, as the PWA asks Chrome's MediaRecorder for.
    ...['-g', '60', '-keyint_min', '60', '-c:a', 'libopus', file],
  ]);
  return fs.readFileSync(file);
}

/**
 * Puts a finished recording into the PWA's IndexedDB for the signed-in advisor, as the
 * recorder leaves one, and returns its id. The page must be on the app's origin. The database
 * is opened at Dexie's version for `version(4)` (IndexedDB version 40) and created with the
 * app's stores if it does not exist yet.
 */
export async function seedDraft(page: Page, file: Buffer, options: SeedOptions): Promise<string> {
  return page.evaluate(
    async ({ base64, soundBase64, camera, durationMs, status, details, includeProfilePicture }) => {
      const me = (await (await fetch('/api/auth/me')).json()) as { advisor: { id: string } | null };
      if (!me.advisor) throw new Error('seedDraft needs a signed-in advisor');
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new Blob([bytes], { type: 'video/webm' });
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('briefcast', 40);
        request.onupgradeneeded = () => {
          const made = request.result;
          if (!made.objectStoreNames.contains('drafts')) {
            const drafts = made.createObjectStore('drafts', { keyPath: 'id' });
            drafts.createIndex('advisorId', 'advisorId');
            drafts.createIndex('updatedAt', 'updatedAt');
          }
          if (!made.objectStoreNames.contains('keys'))
            made.createObjectStore('keys', { keyPath: 'id' });
          for (const name of ['chunks', 'soundChunks', 'cameraChunks']) {
            if (made.objectStoreNames.contains(name)) continue;
            const chunks = made.createObjectStore(name, { keyPath: ['draftId', 'seq'] });
            chunks.createIndex('draftId', 'draftId');
          }
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('cannot open briefcast'));
      });
      const id = crypto.randomUUID();
      const now = Date.now();
      const tx = db.transaction(['drafts', 'chunks', 'soundChunks', 'cameraChunks'], 'readwrite');
      const cameraBytes = camera && Uint8Array.from(atob(camera.base64), (c) => c.charCodeAt(0));
      tx.objectStore('drafts').add({
        id,
        advisorId: me.advisor.id,
        status,
        mimeType: 'video/webm',
        settings: {
          microphone: 'default',
          includeProfilePicture,
          ...(camera ? { source: 'screen_and_camera' } : {}),
        },
        details,
        sync: null,
        durationMs,
        // ffmpeg's WebM has a Duration in its header already, like a trimmed file.
        fileHasDuration: true,
        byteSize: data.size,
        chunkCount: 1,
        camera: cameraBytes
          ? {
              mimeType: 'video/webm',
              byteSize: cameraBytes.length,
              chunkCount: 1,
              offsetMs: camera.offsetMs,
              lost: false,
              fileHasDuration: true,
            }
          : null,
        createdAt: now,
        updatedAt: now,
      });
      tx.objectStore('chunks').add({ draftId: id, seq: 0, data });
      if (cameraBytes) {
        const cameraData = new Blob([cameraBytes], { type: 'video/webm' });
        tx.objectStore('cameraChunks').add({ draftId: id, seq: 0, data: cameraData });
      }
      if (soundBase64) {
        const sound = Uint8Array.from(atob(soundBase64), (c) => c.charCodeAt(0));
        const soundData = new Blob([sound], { type: 'audio/webm' });
        tx.objectStore('soundChunks').add({ draftId: id, seq: 0, data: soundData });
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('cannot store the draft'));
      });
      db.close();
      return id;
    },
    {
      base64: file.toString('base64'),
      soundBase64: options.sound?.toString('base64') ?? null,
      camera: options.camera
        ? { base64: options.camera.file.toString('base64'), offsetMs: options.camera.offsetMs }
        : null,
      durationMs: options.durationMs,
      status: options.status ?? 'recorded',
      details: options.details ?? null,
      includeProfilePicture: options.includeProfilePicture ?? true,
    },
  );
}

/** A draft's row as stored, or null once it is gone. */
export interface StoredDraft {
  status: 'recording' | 'recorded';
  durationMs: number;
  settings: RecordingSettings;
  details: DraftDetails | null;
  sync: { videoId: string | null; shareLink: string | null; sha256: string | null } | null;
  /** The camera's file beside the screen's (its bytes are `cameraFile`, empty without one). */
  camera: { offsetMs: number | null; lost: boolean; chunkCount: number } | null;
}

/** Reads a draft's row (and with `withFile`, its stored bytes in order) from IndexedDB. */
export async function readDraft(page: Page, draftId: string): Promise<StoredDraft | null>;
export async function readDraft(
  page: Page,
  draftId: string,
  withFile: true,
): Promise<(StoredDraft & { file: Buffer; cameraFile: Buffer }) | null>;
export async function readDraft(page: Page, draftId: string, withFile = false) {
  const stored = await page.evaluate(
    async ({ id, withFile }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('briefcast');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('cannot open briefcast'));
      });
      const read = <T>(store: string, query: (s: IDBObjectStore) => IDBRequest) =>
        new Promise<T>((resolve, reject) => {
          const request = query(db.transaction(store).objectStore(store));
          request.onsuccess = () => resolve(request.result as T);
          request.onerror = () => reject(request.error ?? new Error(`cannot read ${store}`));
        });
      const row = await read<{ mimeType: string } | undefined>('drafts', (s) => s.get(id));
      const fileOf = async (store: string) => {
        const chunks = await read<{ seq: number; data: Blob }[]>(store, (s) =>
          s.index('draftId').getAll(id),
        );
        const parts = chunks.sort((a, b) => a.seq - b.seq).map((chunk) => chunk.data);
        const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) {
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        }
        return btoa(binary);
      };
      const base64 = row && withFile ? await fileOf('chunks') : null;
      const cameraBase64 = row && withFile ? await fileOf('cameraChunks') : null;
      db.close();
      return row ? { ...row, base64, cameraBase64 } : null;
    },
    { id: draftId, withFile },
  );
  if (!stored) return null;
  const { base64, cameraBase64, ...row } = stored as unknown as StoredDraft & {
    base64: string | null;
    cameraBase64: string | null;
  };
  if (base64 === null) return row;
  return {
    ...row,
    file: Buffer.from(base64, 'base64'),
    cameraFile: Buffer.from(cameraBase64 ?? '', 'base64'),
  };
}
