import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * A cut of the `videos` row by owner (docs/architecture.md): a video's captions become caption
 * tracks, one row per video and language, so a second language is a row and not a column.
 * The WebVTT and its words keep their column names (`captions_data`, `transcript_text`); every
 * writer stores the words together with the captions they come from. Existing captions are
 * English, the only language transcribed so far. `source` is 'advisor' once the advisor
 * corrected the track in the captions editor (a `captions_edited` version), else 'whisper'.
 * The track's times are its video's, the nearest known. `transcript_url`, never written by any
 * release, goes with them.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('caption_tracks')
    .addColumn('video_id', t.uuid, (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('captions_data', 'text', (c) => c.notNull())
    .addColumn('transcript_text', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('caption_tracks_pkey', ['video_id', 'language'])
    .execute();
  await sql`insert into caption_tracks
      (video_id, language, captions_data, transcript_text, source, created_at, updated_at)
    select id, 'en', captions_data, transcript_text,
      case when exists (
        select 1 from video_versions v where v.video_id = videos.id and v.reason = 'captions_edited'
      ) then 'advisor' else 'whisper' end,
      created_at, updated_at
    from videos where captions_data is not null`.execute(db);
  for (const column of ['captions_data', 'transcript_text', 'transcript_url']) {
    await db.schema.alterTable('videos').dropColumn(column).execute();
  }
}

/** Back to one English track on the video row; a track in another language has no place there. */
export async function down(db: AnyDb): Promise<void> {
  for (const column of ['transcript_url', 'captions_data', 'transcript_text']) {
    await db.schema.alterTable('videos').addColumn(column, 'text').execute();
  }
  await sql`update videos set
    captions_data = (select c.captions_data from caption_tracks c
      where c.video_id = videos.id and c.language = 'en'),
    transcript_text = (select c.transcript_text from caption_tracks c
      where c.video_id = videos.id and c.language = 'en')`.execute(db);
  await db.schema.dropTable('caption_tracks').execute();
}
