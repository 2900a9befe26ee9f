import type { Db } from '../db/connect.ts';

export async function insertSession(
  db: Db,
  row: { id: string; advisorId: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...row, data: '{}' })
    .execute();
}

export async function findLiveSession(db: Db, id: string, now: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'advisorId', 'expiresAt'])
    .where('id', '=', id)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

export async function extendSession(db: Db, id: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Signs an advisor out everywhere but (optionally) the session making the request. */
export async function deleteAdvisorSessions(
  db: Db,
  advisorId: string,
  exceptId?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('advisorId', '=', advisorId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
}
