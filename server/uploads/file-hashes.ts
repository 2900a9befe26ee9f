import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';

/** A hash nobody touched for this long is dropped; needing it again rebuilds it from disk. */
const IDLE_MS = 60 * 60 * 1000;
const REBUILD_READ_BYTES = 1024 * 1024;

interface Running {
  hash: Hash;
  offset: number;
  touchedAt: number;
}

/**
 * The sha256 of each upload in flight, fed the very bytes being written as they go by, so the
 * finished file's hash is known at once and nothing is read back. Hashing on this thread costs
 * about a millisecond per megabyte (SHA-NI); handing the bytes to a worker thread cost twice
 * that in copies (bench/upload.ts). Kept in memory only: after a restart, or when another
 * process wrote the upload's last piece, it is rebuilt once from the file on disk, read in
 * slices so other requests go on meanwhile.
 */
export class FileHashes {
  private readonly running = new Map<string, Running>();

  /** `chunk` is about to be written at `offset` of the upload's `file`: hash it. */
  async update(id: string, file: string, offset: number, chunk: Buffer): Promise<void> {
    const entry = await this.hashUpTo(id, file, offset);
    entry.hash.update(chunk);
    entry.offset += chunk.length;
  }

  /** The upload's file now ends at `upTo`: a hash that went further (a failed write) is dropped. */
  settle(id: string, upTo: number): void {
    if (this.running.get(id)?.offset !== upTo) this.running.delete(id);
  }

  /** The hex sha256 of the file's first `size` bytes; the upload's entry is dropped after. */
  async digest(id: string, file: string, size: number): Promise<string> {
    const entry = await this.hashUpTo(id, file, size);
    this.running.delete(id);
    return entry.hash.digest('hex');
  }

  forget(id: string): void {
    this.running.delete(id);
  }

  /** The upload's hash over its first `upTo` bytes, reading from `file` only what it lacks. */
  private async hashUpTo(id: string, file: string, upTo: number): Promise<Running> {
    const now = Date.now();
    for (const [other, entry] of this.running) {
      if (entry.touchedAt < now - IDLE_MS) this.running.delete(other);
    }
    let entry = this.running.get(id);
    if (!entry || entry.offset > upTo) {
      entry = { hash: createHash('sha256'), offset: 0, touchedAt: now };
      this.running.set(id, entry);
    }
    entry.touchedAt = now;
    if (entry.offset < upTo) {
      const from = entry.offset;
      const stream = fs.createReadStream(file, {
        start: from,
        end: upTo - 1,
        highWaterMark: REBUILD_READ_BYTES,
      });
      try {
        for await (const slice of stream) {
          entry.hash.update(slice as Buffer);
          entry.offset += (slice as Buffer).length;
        }
      } catch (err) {
        this.running.delete(id);
        throw err;
      }
      if (entry.offset !== upTo) {
        this.running.delete(id);
        throw new Error(`${file} ends at ${entry.offset}, before ${upTo}`);
      }
    }
    return entry;
  }
}
