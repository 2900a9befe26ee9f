import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * A fresh random token per claim of a job. A worker may only complete, fail, extend or release
 * the job while the token is still the one it got, so a worker whose lease ran out (and whose
 * job another worker took over) cannot overwrite the newer run's outcome.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('lease_token', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('lease_token').execute();
}
