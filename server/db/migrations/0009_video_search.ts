import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * The library's search and status filter without reading every video row. On SQLite, a
 * trigram full-text index of titles and descriptions (finds any 3+ letters anywhere, as
 * LIKE '%…%' would), kept by triggers; without it a search that matches nothing reads all of an
 * advisor's rows, captions and all. PostgreSQL keeps long captions out of line (TOAST), so
 * its scan stays cheap and it gets the status index only.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('videos_advisor_status_created')
    .on('videos')
    .columns(['advisor_id', 'status', 'created_at', 'id'])
    .execute();
  if (columnTypes(db).isPostgres) return;
  await sql`create virtual table videos_search using fts5(
    title, description, content='videos', content_rowid='rowid', tokenize='trigram'
  )`.execute(db);
  await sql`create trigger videos_search_insert after insert on videos begin
    insert into videos_search(rowid, title, description)
      values (new.rowid, new.title, new.description);
  end`.execute(db);
  await sql`create trigger videos_search_delete after delete on videos begin
    insert into videos_search(videos_search, rowid, title, description)
      values ('delete', old.rowid, old.title, old.description);
  end`.execute(db);
  await sql`create trigger videos_search_update after update of title, description on videos begin
    insert into videos_search(videos_search, rowid, title, description)
      values ('delete', old.rowid, old.title, old.description);
    insert into videos_search(rowid, title, description)
      values (new.rowid, new.title, new.description);
  end`.execute(db);
  await sql`insert into videos_search(videos_search) values ('rebuild')`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!columnTypes(db).isPostgres) {
    for (const trigger of [
      'videos_search_update',
      'videos_search_delete',
      'videos_search_insert',
    ]) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table if exists videos_search`.execute(db);
  }
  await db.schema.dropIndex('videos_advisor_status_created').execute();
}
