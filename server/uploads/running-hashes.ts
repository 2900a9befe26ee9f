import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';

interface Running {
  hash: Hash;
  /** Bytes hashed so far: the offset the next write must start at. */
  offset: number;
  touchedAt: number;
}

/** A hash nobody wrote to for this long is dropped; a later write rebuilds it from disk. */
const IDLE_MS = 60 * 60 * 1000;

/**
 * The sha256 of each upload in flight, updated as its bytes stream in, so finishing a 4 GB
 * upload does not mean reading 4 GB again. Kept in memory only: after a restart (or on
 * another process) the hash is rebuilt once from the bytes already on disk.
 */
export class RunningHashes {
  private readonly running = new Map<string, Running>();

  /** The hash of the upload's first `offset` bytes, ready to take the next ones. */
  async at(id: string, file: string, offset: number): Promise<Running> {
    this.dropIdle();
    const known = this.running.get(id);
    if (known && known.offset === offset) {
      known.touchedAt = Date.now();
      return known;
    }
    const hash = createHash('sha256');
    if (offset > 0) {
      for await (const chunk of fs.createReadStream(file, { start: 0, end: offset - 1 })) {
        hash.update(chunk as Buffer);
      }
    }
    const rebuilt = { hash, offset, touchedAt: Date.now() };
    this.running.set(id, rebuilt);
    return rebuilt;
  }

  /** The finished upload's hex digest (rebuilt from disk if need be); the entry is dropped. */
  async digest(id: string, file: string, size: number): Promise<string> {
    const running = await this.at(id, file, size);
    this.running.delete(id);
    return running.hash.digest('hex');
  }

  forget(id: string): void {
    this.running.delete(id);
  }

  private dropIdle(): void {
    const cutoff = Date.now() - IDLE_MS;
    for (const [id, running] of this.running) {
      if (running.touchedAt < cutoff) this.running.delete(id);
    }
  }
}
