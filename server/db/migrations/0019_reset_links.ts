import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * A password reset email carries a one-time link next to its 6-digit code: a long random
 * secret that nobody can guess, so it needs no try limit and a stranger's wrong guesses cannot
 * end it. Only its sha256 is kept, unique so a link finds its one row; it outlives the code.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('password_reset_tokens').addColumn('link_hash', 'text').execute();
  await db.schema
    .alterTable('password_reset_tokens')
    .addColumn('link_expires_at', columnTypes(db).timestamp)
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_link_hash')
    .unique()
    .on('password_reset_tokens')
    .column('link_hash')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('password_reset_tokens_link_hash').execute();
  await db.schema.alterTable('password_reset_tokens').dropColumn('link_expires_at').execute();
  await db.schema.alterTable('password_reset_tokens').dropColumn('link_hash').execute();
}
