import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * How many videos each advisor has in each status, kept by triggers on `videos`, so the
 * library's total (and a status filter's) is a read of a few rows instead of a count of every
 * one of the advisor's videos, which at 100,000 videos cost more than the rest of the page.
 * Searches and date ranges still count the matching rows.
 *
 * On PostgreSQL a status change touches two rows of an advisor's counts; they are always
 * changed in the order of the status names, so two transactions moving videos in opposite
 * directions cannot deadlock on them.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('video_counts')
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_counts_pk', ['advisor_id', 'status'])
    .execute();

  if (t.isPostgres) {
    await sql`create function video_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into video_counts (advisor_id, status, n) values (new.advisor_id, new.status, 1)
            on conflict (advisor_id, status) do update set n = video_counts.n + 1;
        elsif tg_op = 'DELETE' then
          update video_counts set n = n - 1
           where advisor_id = old.advisor_id and status = old.status;
        elsif old.status <= new.status then
          update video_counts set n = n - 1
           where advisor_id = old.advisor_id and status = old.status;
          insert into video_counts (advisor_id, status, n) values (new.advisor_id, new.status, 1)
            on conflict (advisor_id, status) do update set n = video_counts.n + 1;
        else
          insert into video_counts (advisor_id, status, n) values (new.advisor_id, new.status, 1)
            on conflict (advisor_id, status) do update set n = video_counts.n + 1;
          update video_counts set n = n - 1
           where advisor_id = old.advisor_id and status = old.status;
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger video_counts_insert_delete after insert or delete on videos
      for each row execute function video_counts_follow()`.execute(db);
    await sql`create trigger video_counts_update after update of advisor_id, status on videos
      for each row when (old.status is distinct from new.status
                         or old.advisor_id is distinct from new.advisor_id)
      execute function video_counts_follow()`.execute(db);
  } else {
    const add = (row: 'new') => sql`
      insert into video_counts (advisor_id, status, n) values (${sql.raw(row)}.advisor_id, ${sql.raw(row)}.status, 1)
        on conflict (advisor_id, status) do update set n = n + 1;`;
    const remove = (row: 'old') => sql`
      update video_counts set n = n - 1
       where advisor_id = ${sql.raw(row)}.advisor_id and status = ${sql.raw(row)}.status;`;
    await sql`create trigger video_counts_insert after insert on videos begin ${add('new')} end`.execute(
      db,
    );
    await sql`create trigger video_counts_delete after delete on videos begin ${remove('old')} end`.execute(
      db,
    );
    await sql`create trigger video_counts_update after update of advisor_id, status on videos
      when old.status is not new.status or old.advisor_id is not new.advisor_id
      begin ${remove('old')} ${add('new')} end`.execute(db);
  }
  await sql`insert into video_counts (advisor_id, status, n)
    select advisor_id, status, count(*) from videos group by advisor_id, status`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (columnTypes(db).isPostgres) {
    await sql`drop trigger if exists video_counts_update on videos`.execute(db);
    await sql`drop trigger if exists video_counts_insert_delete on videos`.execute(db);
    await sql`drop function if exists video_counts_follow()`.execute(db);
  } else {
    for (const trigger of ['video_counts_update', 'video_counts_delete', 'video_counts_insert']) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
  }
  await db.schema.dropTable('video_counts').execute();
}
