/**
 * The thread behind FileHashes: keeps a sha256 per upload and feeds it the bytes of each PATCH
 * as they stream to disk, so the main thread only writes. A hash this thread does not hold (a
 * restart, or another process wrote the upload's last piece) is rebuilt once by reading the
 * upload's file up to where the new bytes start.
 */
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { HashReply, HashRequest } from './hash-messages.ts';

const READ_BYTES = 1024 * 1024;
/** A hash nobody asked about for this long is dropped; asking again rebuilds it from disk. */
const IDLE_MS = 60 * 60 * 1000;

interface Running {
  hash: Hash;
  offset: number;
  touchedAt: number;
}

const running = new Map<string, Running>();
const buffer = Buffer.allocUnsafe(READ_BYTES);

function dropIdle(now: number): void {
  for (const [id, entry] of running) {
    if (entry.touchedAt < now - IDLE_MS) running.delete(id);
  }
}

/** The upload's hash over its first `upTo` bytes, reading from `file` only what it lacks. */
function hashUpTo(id: string, file: string, upTo: number): Running {
  const now = Date.now();
  dropIdle(now);
  let entry = running.get(id);
  if (!entry || entry.offset > upTo) {
    entry = { hash: createHash('sha256'), offset: 0, touchedAt: now };
    running.set(id, entry);
  }
  entry.touchedAt = now;
  if (entry.offset === upTo) return entry;
  const fd = fs.openSync(file, 'r');
  try {
    while (entry.offset < upTo) {
      const length = Math.min(READ_BYTES, upTo - entry.offset);
      const read = fs.readSync(fd, buffer, 0, length, entry.offset);
      if (read === 0) throw new Error(`${file} ends at ${entry.offset}, before ${upTo}`);
      entry.hash.update(buffer.subarray(0, read));
      entry.offset += read;
    }
  } finally {
    fs.closeSync(fd);
  }
  return entry;
}

function answer(request: HashRequest): HashReply | undefined {
  switch (request.type) {
    case 'update': {
      const entry = hashUpTo(request.id, request.file, request.offset);
      entry.hash.update(request.chunk);
      entry.offset += request.chunk.byteLength;
      return { hashed: request.chunk.byteLength };
    }
    case 'settle':
      // Bytes hashed but never stored (a failed write): the hash is rebuilt when next needed.
      if (running.get(request.id)?.offset !== request.upTo) running.delete(request.id);
      return undefined;
    case 'digest': {
      const digest = hashUpTo(request.id, request.file, request.upTo).hash.digest('hex');
      running.delete(request.id);
      return { seq: request.seq, digest };
    }
    case 'forget':
      running.delete(request.id);
      return undefined;
  }
}

parentPort?.on('message', (request: HashRequest) => {
  try {
    const reply = answer(request);
    if (reply) parentPort?.postMessage(reply);
  } catch (err) {
    // A file that went away (discarded upload) leaves nothing worth keeping for it.
    running.delete(request.id);
    if (request.type === 'digest') {
      parentPort?.postMessage({ seq: request.seq, error: String(err) } satisfies HashReply);
    }
    if (request.type === 'update') {
      parentPort?.postMessage({ hashed: request.chunk.byteLength } satisfies HashReply);
    }
  }
});
