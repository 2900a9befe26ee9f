import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * Where processing is (so the advisor sees 'Converting…' rather than a spinner with no end),
 * and why a video failed, in words the advisor can read.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('videos').addColumn('processing_step', 'text').execute();
  await db.schema.alterTable('videos').addColumn('failure_reason', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('failure_reason').execute();
  await db.schema.alterTable('videos').dropColumn('processing_step').execute();
}
