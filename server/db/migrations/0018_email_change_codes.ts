import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * Emailed codes serve two purposes now: a password reset, and confirming a new sign-in email
 * (whose address the code row carries until it is entered). Codes of one purpose never stand
 * in for the other: a code mailed to a new address must not reset the password.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('password_reset_tokens')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('password_reset'))
    .execute();
  await db.schema.alterTable('password_reset_tokens').addColumn('new_email', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('password_reset_tokens').dropColumn('new_email').execute();
  await db.schema.alterTable('password_reset_tokens').dropColumn('purpose').execute();
}
