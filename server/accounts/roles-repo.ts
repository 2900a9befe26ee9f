import type { Db } from '../db/connect.ts';
import type { AccountRole } from '../../shared/api/compliance.ts';

/** The account's role, or undefined when there is no such account. */
export async function findAccountRole(db: Db, accountId: string): Promise<AccountRole | undefined> {
  const row = await db
    .selectFrom('advisors')
    .select('role')
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.role === 'compliance' ? 'compliance' : 'advisor';
}

export async function findAccountByEmail(db: Db, email: string) {
  return db
    .selectFrom('advisors')
    .select(['id', 'email', 'role'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function updateAccountRole(
  db: Db,
  accountId: string,
  role: AccountRole,
  now: string,
): Promise<void> {
  await db
    .updateTable('advisors')
    .set({ role, updatedAt: now })
    .where('id', '=', accountId)
    .execute();
}
