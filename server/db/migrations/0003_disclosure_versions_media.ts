import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * Every disclosure text an advisor has used, with its sha256, so a client's acceptance can later
 * prove exactly which text was shown; and the stored files (branding images now) with their
 * owner and checked content type.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('disclosure_versions')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    // Numbered per advisor from 1: timestamps tie when two saves land in the same millisecond.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('disclosure_versions_advisor_version')
    .unique()
    .on('disclosure_versions')
    .columns(['advisor_id', 'version'])
    .execute();

  await db.schema
    .createTable('media_files')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('media_files').ifExists().execute();
  await db.schema.dropTable('disclosure_versions').ifExists().execute();
}
