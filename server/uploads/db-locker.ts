import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Lock, Locker, RequestRelease } from '@tus/utils';
import type { Db } from '../db/connect.ts';
import { Conflict } from '../errors/domain-errors.ts';
import {
  askUploadLockRelease,
  releaseUploadLock,
  renewUploadLock,
  takeUploadLock,
} from './lock-repo.ts';

export const UPLOAD_BUSY = 'This upload is busy with another request. Try again in a moment.';

export interface LockTimes {
  /** A lock not renewed for this long is free: its holder has died. */
  ttlMs: number;
  /** How often a holder renews its lock and looks for a request to let go. */
  renewMs: number;
  /** How long a request waits for the lock before it is told the upload is busy. */
  acquireTimeoutMs: number;
  /** How often a waiting request tries again. */
  pollMs: number;
}

/** A holder renews 15 times per lifetime, so a stalled moment does not cost it the lock. */
export const LOCK_TIMES: LockTimes = {
  ttlMs: 15_000,
  renewMs: 1_000,
  acquireTimeoutMs: 20_000,
  pollMs: 200,
};

/**
 * tus's per-upload lock, kept in the database so that it holds across every web process (tus's
 * own is one process's memory). As in tus's, a request that wants a held lock asks the holder
 * to let go, which ends the holder's request after the bytes it has; that flag travels through
 * the row, seen at the holder's next renewal. Lock times are wall-clock: they measure real
 * waiting between processes, not the app's (test) clock.
 */
export class DbLocker implements Locker {
  constructor(
    private readonly db: Db,
    private readonly times: LockTimes = LOCK_TIMES,
  ) {}

  newLock(id: string): Lock {
    return new DbLock(this.db, { uploadId: id, holder: randomUUID() }, this.times);
  }
}

class DbLock implements Lock {
  private renewal: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly held: { uploadId: string; holder: string },
    private readonly times: LockTimes,
  ) {}

  private expiresAt(): string {
    return new Date(Date.now() + this.times.ttlMs).toISOString();
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.times.acquireTimeoutMs;
    for (;;) {
      const now = new Date().toISOString();
      if (await takeUploadLock(this.db, { ...this.held, expiresAt: this.expiresAt() }, now)) {
        this.keepRenewing(requestRelease);
        return;
      }
      await askUploadLockRelease(this.db, this.held);
      // A request whose client has gone needs no lock; one that waited long enough is told so.
      if (signal.aborted || Date.now() + this.times.pollMs > deadline) {
        throw new Conflict(UPLOAD_BUSY);
      }
      await sleep(this.times.pollMs);
    }
  }

  private keepRenewing(requestRelease: RequestRelease): void {
    let renewing = false;
    let asked = false;
    const renew = async () => {
      const state = await renewUploadLock(this.db, this.held, this.expiresAt());
      // Asked to let go, or the lock was lost (this process stalled past its lifetime).
      if (!asked && (!state || state.releaseRequested)) {
        asked = true;
        await requestRelease();
      }
    };
    this.renewal = setInterval(() => {
      if (renewing) return;
      renewing = true;
      // A failed renewal is tried again at the next tick; the lock outlives a few of them.
      renew()
        .catch(() => undefined)
        .finally(() => (renewing = false));
    }, this.times.renewMs);
    // A lock must not keep the process alive on its own.
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    await releaseUploadLock(this.db, this.held);
  }
}
