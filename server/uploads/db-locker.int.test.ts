import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conflict } from '../errors/domain-errors.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { DbLocker, UPLOAD_BUSY, type LockTimes } from './db-locker.ts';
import { takeUploadLock } from './lock-repo.ts';

// Short times, so waiting for a lock takes a fraction of a second here.
const TIMES: LockTimes = { ttlMs: 1_500, renewMs: 100, acquireTimeoutMs: 800, pollMs: 50 };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Each locker on the one database stands for a web process. */
const processLocker = (times: Partial<LockTimes> = {}) =>
  new DbLocker(database.db, { ...TIMES, ...times });
const never = () => new AbortController().signal;

describe('upload locks in the database', () => {
  it('asks the holder to let go, and hands the lock over once it has', async () => {
    const a = processLocker();
    const b = processLocker();
    const held = a.newLock('upload-handover');
    await held.lock(never(), () => held.unlock());
    const started = Date.now();
    await b.newLock('upload-handover').lock(never(), () => undefined);
    // Seen at the holder's next renewal.
    expect(Date.now() - started).toBeLessThan(TIMES.acquireTimeoutMs);
  });

  it('tells a request the upload is busy when the holder does not let go in time', async () => {
    const a = processLocker();
    const b = processLocker();
    const held = a.newLock('upload-busy');
    let asked = 0;
    await held.lock(never(), () => void asked++);
    const waiting = b.newLock('upload-busy').lock(never(), () => undefined);
    await expect(waiting).rejects.toThrow(Conflict);
    await expect(waiting).rejects.toThrow(UPLOAD_BUSY);
    expect(asked).toBe(1);

    await held.unlock();
    await b.newLock('upload-busy').lock(never(), () => undefined);
  });

  it('keeps one upload from waiting on another', async () => {
    const a = processLocker();
    const b = processLocker();
    await a.newLock('upload-one').lock(never(), () => undefined);
    const started = Date.now();
    await b.newLock('upload-two').lock(never(), () => undefined);
    expect(Date.now() - started).toBeLessThan(TIMES.pollMs * 4);
  });

  it('frees the lock of a holder that died, once its time is up', async () => {
    // What a process killed while writing leaves: a lock nobody renews or releases.
    const expiresAt = Date.now() + 1_200;
    await takeUploadLock(
      database.db,
      {
        uploadId: 'upload-orphan',
        holder: 'a-dead-process',
        expiresAt: new Date(expiresAt).toISOString(),
      },
      new Date().toISOString(),
    );
    await expect(
      processLocker()
        .newLock('upload-orphan')
        .lock(never(), () => undefined),
    ).rejects.toThrow(UPLOAD_BUSY);
    await processLocker({ acquireTimeoutMs: 3_000 })
      .newLock('upload-orphan')
      .lock(never(), () => undefined);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
  });

  it('stops waiting for a request whose client has gone', async () => {
    const a = processLocker();
    const b = processLocker();
    await a.newLock('upload-gone').lock(never(), () => undefined);
    const gone = new AbortController();
    const waiting = b.newLock('upload-gone').lock(gone.signal, () => undefined);
    gone.abort();
    const started = Date.now();
    await expect(waiting).rejects.toThrow(UPLOAD_BUSY);
    expect(Date.now() - started).toBeLessThan(TIMES.acquireTimeoutMs / 2);
  });
});
