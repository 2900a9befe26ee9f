import { sql, type Kysely } from 'kysely';
import { defaultVideoTitle } from '../../../shared/format/default-title.ts';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/** The status texts older versions stored as a video's title and description. */
const OLD_TITLE_PLACEHOLDER = 'Processing...';
const OLD_DESCRIPTION_PLACEHOLDER = 'AI is analyzing content...';

/**
 * A video's title records whether the advisor typed it (`title_is_default`: a model may replace
 * a default title, never a typed one), and `transcript_status` records why a video has or lacks
 * a transcript, so supervisors read the truth rather than a bare 'No transcript'.
 *
 * Older versions stored status texts as content: 'Processing...' stayed the title and 'AI is
 * analyzing content...' the description of every video processed without models. Those were
 * never the advisor's words: the title becomes the default one (who it is for and when, in UTC
 * since the advisor's zone was not kept) and the description becomes empty.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  const [no, yes] = t.isPostgres ? [false, true] : [0, 1];
  await db.schema
    .alterTable('videos')
    .addColumn('title_is_default', t.bool, (c) => c.notNull().defaultTo(sql.lit(no)))
    .execute();
  await db.schema.alterTable('videos').addColumn('transcript_status', 'text').execute();

  await db
    .updateTable('videos')
    .set({ description: '' })
    .where('description', '=', OLD_DESCRIPTION_PLACEHOLDER)
    .execute();
  const placeholders = (await db
    .selectFrom('videos')
    .select(['id', 'client_name', 'created_at', 'status'])
    .where('title', '=', OLD_TITLE_PLACEHOLDER)
    .execute()) as { id: string; client_name: string | null; created_at: string | Date }[];
  for (const row of placeholders) {
    const title = defaultVideoTitle(row.client_name ?? '', new Date(row.created_at), 'UTC');
    await db
      .updateTable('videos')
      .set({ title, title_is_default: yes })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('transcript_status').execute();
  await db.schema.alterTable('videos').dropColumn('title_is_default').execute();
}
