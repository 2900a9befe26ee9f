import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A real small disk (tmpfs) for a test's DATA_DIR, and a file to fill it with. */
export interface TestTmpfs {
  dir: string;
  /** Why no tmpfs could be mounted (not root), or undefined when it is mounted. */
  unavailable: string | undefined;
  /** Bytes free on it now. */
  freeBytes(): number;
  /** Writes a file until only `leaveBytes` stay free (0: until the disk refuses a byte). */
  fill(leaveBytes?: number): void;
  /** Removes the filling file. */
  empty(): void;
  unmount(): void;
}

/**
 * Mounts a tmpfs of `sizeMb` in a new temp folder. Mounting needs root; CI runs as root, so
 * there a test that cannot mount one fails rather than being skipped.
 */
export function mountTmpfs(sizeMb: number): TestTmpfs {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-tmpfs-'));
  let unavailable: string | undefined;
  if (process.getuid?.() !== 0) unavailable = 'not root, so no tmpfs can be mounted';
  else {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir]);
    } catch (error) {
      unavailable = `mount failed: ${String(error)}`;
    }
  }
  if (unavailable && process.env.CI === 'true') {
    throw new Error(`full-disk tests must run in CI: ${unavailable}`);
  }
  const filler = path.join(dir, 'filler');
  const freeBytes = () => {
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize;
  };
  return {
    dir,
    unavailable,
    freeBytes,
    fill(leaveBytes = 0) {
      const fd = fs.openSync(filler, 'a');
      try {
        for (let room = freeBytes() - leaveBytes; room > 0; room = freeBytes() - leaveBytes) {
          fs.writeSync(fd, Buffer.alloc(Math.min(room, 1024 * 1024), 1));
        }
        // The last page of a full disk: byte by byte until it refuses.
        if (leaveBytes === 0) for (;;) fs.writeSync(fd, Buffer.alloc(1, 1));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        fs.closeSync(fd);
      }
    },
    empty() {
      fs.rmSync(filler, { force: true });
    },
    unmount() {
      if (!unavailable) execFileSync('umount', [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
