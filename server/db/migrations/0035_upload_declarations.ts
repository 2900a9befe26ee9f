import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/** What leaves `videos`: the screen file as Save declared it, and when every file arrived. */
const FROM_VIDEOS = [
  'upload_size',
  'upload_sha256',
  'upload_content_type',
  'container',
  'uploaded_at',
] as const;

/** What leaves `video_sources`: each file's arrival while the other is awaited, the camera's declaration. */
const FROM_SOURCES = [
  'screen_container',
  'screen_uploaded_at',
  'camera_size',
  'camera_sha256',
  'camera_content_type',
  'camera_container',
  'camera_uploaded_at',
] as const;

/**
 * The fourth cut of the `videos` row by owner (docs/architecture.md): what Save declared of a
 * video's files (size, sha256, type; the camera's too, which `video_sources` held) and what
 * their upload found (each file's container, when it arrived, when every one had) belong to
 * `uploads/`, which checks and records them. One row per video, made in the transaction that
 * makes the video; every column keeps its name and its values. `video_sources` keeps what the
 * video was recorded from, the camera's offset and the layout: how the pipeline composes it.
 *
 * Neither table's moved columns is unique, indexed or named by a trigger, so SQLite drops them
 * as PostgreSQL does; the migrator runs this on one connection (in a transaction on PostgreSQL).
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('upload_declarations')
    .addColumn('video_id', t.uuid, (c) =>
      c.primaryKey().references('videos.id').onDelete('cascade'),
    )
    .addColumn('upload_size', 'bigint')
    .addColumn('upload_sha256', 'text')
    .addColumn('upload_content_type', 'text')
    .addColumn('container', 'text')
    .addColumn('uploaded_at', t.timestamp)
    .addColumn('screen_container', 'text')
    .addColumn('screen_uploaded_at', t.timestamp)
    .addColumn('camera_size', 'bigint')
    .addColumn('camera_sha256', 'text')
    .addColumn('camera_content_type', 'text')
    .addColumn('camera_container', 'text')
    .addColumn('camera_uploaded_at', t.timestamp)
    .execute();
  const moved = [
    ...FROM_VIDEOS.map((c) => sql`v.${sql.ref(c)}`),
    ...FROM_SOURCES.map((c) => sql`s.${sql.ref(c)}`),
  ];
  await sql`insert into upload_declarations (video_id, ${columnList([...FROM_VIDEOS, ...FROM_SOURCES])})
    select v.id, ${sql.join(moved)}
    from videos v left join video_sources s on s.video_id = v.id`.execute(db);
  for (const column of FROM_VIDEOS)
    await db.schema.alterTable('videos').dropColumn(column).execute();
  for (const column of FROM_SOURCES) {
    await db.schema.alterTable('video_sources').dropColumn(column).execute();
  }
}

const columnList = (columns: readonly string[]) => sql.join(columns.map((c) => sql.ref(c)));

export async function down(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  const typeOf = (column: string) =>
    column.endsWith('_size') ? 'bigint' : column.endsWith('_at') ? t.timestamp : 'text';
  for (const column of FROM_VIDEOS) {
    await db.schema.alterTable('videos').addColumn(column, typeOf(column)).execute();
  }
  for (const column of FROM_SOURCES) {
    await db.schema.alterTable('video_sources').addColumn(column, typeOf(column)).execute();
  }
  for (const [table, columns] of [
    ['videos', FROM_VIDEOS],
    ['video_sources', FROM_SOURCES],
  ] as const) {
    // Qualified: inside the subquery a bare `video_id` would be the declaration's own.
    const key = sql.ref(table === 'videos' ? 'videos.id' : 'video_sources.video_id');
    for (const column of columns) {
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = (
        select d.${sql.ref(column)} from upload_declarations d where d.video_id = ${key})`.execute(
        db,
      );
    }
  }
  await db.schema.dropTable('upload_declarations').execute();
}
