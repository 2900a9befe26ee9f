import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

const REFUSAL = 'audit_log is append-only: entries cannot be changed or removed';

/**
 * Business records (SEC 17a-4, FINRA 4511): the audit log refuses any change or removal in the
 * database itself, whoever asks; each video's files are kept per version (a caption edit makes
 * a new version, the old files stay); and a video remembers which expiry of its link the audit
 * log has already recorded, so "link expired" is written once, when first seen.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  if (t.isPostgres) {
    await sql`create function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception '${sql.raw(REFUSAL)}' using errcode = 'insufficient_privilege';
      end
    $$`.execute(db);
    await sql`create trigger audit_log_no_update_delete before update or delete on audit_log
      for each row execute function audit_log_refuse_change()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_refuse_change()`.execute(db);
  } else {
    // SQLite has no TRUNCATE: `delete from` without a where clause fires the delete trigger.
    for (const event of ['update', 'delete']) {
      await sql`create trigger ${sql.raw(`audit_log_no_${event}`)} before ${sql.raw(event)}
        on audit_log begin select raise(abort, '${sql.raw(REFUSAL)}'); end`.execute(db);
    }
  }

  await db.schema
    .createTable('video_versions')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('video_id', t.uuid, (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    // Blob keys; a later version repeats the keys of the files it did not change.
    .addColumn('original_key', 'text', (c) => c.notNull())
    .addColumn('mp4_key', 'text')
    .addColumn('thumbnail_key', 'text')
    .addColumn('captions_key', 'text')
    .addColumn('original_sha256', 'text')
    .addColumn('captions_sha256', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by_type', 'text', (c) => c.notNull())
    .addColumn('created_by_id', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('video_versions_video_version', ['video_id', 'version'])
    .execute();

  await db.schema.alterTable('videos').addColumn('share_expiry_recorded', t.timestamp).execute();
  // The retention purge and the export read videos by age.
  await db.schema.createIndex('videos_created').on('videos').column('created_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('videos_created').execute();
  await db.schema.alterTable('videos').dropColumn('share_expiry_recorded').execute();
  await db.schema.dropTable('video_versions').execute();
  if (columnTypes(db).isPostgres) {
    await sql`drop trigger audit_log_no_truncate on audit_log`.execute(db);
    await sql`drop trigger audit_log_no_update_delete on audit_log`.execute(db);
    await sql`drop function audit_log_refuse_change()`.execute(db);
  } else {
    await sql`drop trigger audit_log_no_delete`.execute(db);
    await sql`drop trigger audit_log_no_update`.execute(db);
  }
}
