import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';

/** A hash nobody touched for this long is dropped; needing it again rebuilds it from disk. */
const IDLE_MS = 60 * 60 * 1000;
const REBUILD_READ_BYTES = 1024 * 1024;

/** One upload's sha256 over its file's first `offset` bytes. */
class RunningHash {
  private readonly hash: Hash = createHash('sha256');
  offset = 0;

  constructor(public touchedAt: number) {}

  /** `chunk` is the file's next bytes. */
  update(chunk: Buffer): void {
    this.hash.update(chunk);
    this.offset += chunk.length;
  }

  hex(): string {
    return this.hash.digest('hex');
  }
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
  private readonly running = new Map<string, RunningHash>();

  /** The upload's file now ends at `upTo`: a hash that went further (a failed write) is dropped. */
  settle(id: string, upTo: number): void {
    if (this.running.get(id)?.offset !== upTo) this.running.delete(id);
  }

  /** The hex sha256 of the file's first `size` bytes; the upload's entry is dropped after. */
  async digest(id: string, file: string, size: number): Promise<string> {
    const entry = await this.at(id, file, size);
    this.running.delete(id);
    return entry.hex();
  }

  forget(id: string): void {
    this.running.delete(id);
  }

  /**
   * The upload's hash over its first `upTo` bytes, reading from `file` only what it lacks: fed
   * the bytes written from `upTo` on, it goes on with them.
   */
  async at(id: string, file: string, upTo: number): Promise<RunningHash> {
    const now = Date.now();
    for (const [other, entry] of this.running) {
      if (entry.touchedAt < now - IDLE_MS) this.running.delete(other);
    }
    let entry = this.running.get(id);
    if (!entry || entry.offset > upTo) {
      entry = new RunningHash(now);
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
        for await (const slice of stream) entry.update(slice as Buffer);
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
