import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * The firm's screening policy on its settings row (owned by `server/compliance/`): the risky
 * phrases its advisors' speech is screened for (a JSON array; null until a compliance user
 * edits it, meaning the defaults in code) and since when a video's share link waits until its
 * screening is done and every finding is blurred or dismissed (null: findings only flag).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('firm_settings').addColumn('risky_phrases', 'text').execute();
  const t = columnTypes(db);
  await db.schema
    .alterTable('firm_settings')
    .addColumn('screening_hold_since', t.timestamp)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('firm_settings').dropColumn('screening_hold_since').execute();
  await db.schema.alterTable('firm_settings').dropColumn('risky_phrases').execute();
}
