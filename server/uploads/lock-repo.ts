import type { Db } from '../db/connect.ts';

interface HeldLock {
  uploadId: string;
  holder: string;
}

/**
 * Takes the upload's lock for `holder` when nobody holds it or its holder's time ran out
 * before `now`, in one statement (safe against other processes); whether it is now theirs. A
 * row comes back only when the insert or the update happened, so no second query is needed.
 */
export async function takeUploadLock(
  db: Db,
  lock: HeldLock & { expiresAt: string },
  now: string,
): Promise<boolean> {
  const taken = await db
    .insertInto('uploadLocks')
    .values({ ...lock, releaseRequested: 0 })
    .onConflict((oc) =>
      oc
        .column('uploadId')
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          expiresAt: eb.ref('excluded.expiresAt'),
          releaseRequested: 0,
        }))
        .where('uploadLocks.expiresAt', '<=', now),
    )
    .returning('holder')
    .executeTakeFirst();
  return taken?.holder === lock.holder;
}

/** Extends a held lock; whether another request asked for it, or null when it is lost. */
export async function renewUploadLock(
  db: Db,
  lock: HeldLock,
  expiresAt: string,
): Promise<{ releaseRequested: boolean } | null> {
  const row = await db
    .updateTable('uploadLocks')
    .set({ expiresAt })
    .where('uploadId', '=', lock.uploadId)
    .where('holder', '=', lock.holder)
    .returning('releaseRequested')
    .executeTakeFirst();
  return row ? { releaseRequested: Boolean(row.releaseRequested) } : null;
}

/** Asks whoever else holds the upload's lock to let go. */
export async function askUploadLockRelease(db: Db, lock: HeldLock): Promise<void> {
  await db
    .updateTable('uploadLocks')
    .set({ releaseRequested: 1 })
    .where('uploadId', '=', lock.uploadId)
    .where('holder', '<>', lock.holder)
    .execute();
}

export async function releaseUploadLock(db: Db, lock: HeldLock): Promise<void> {
  await db
    .deleteFrom('uploadLocks')
    .where('uploadId', '=', lock.uploadId)
    .where('holder', '=', lock.holder)
    .execute();
}
