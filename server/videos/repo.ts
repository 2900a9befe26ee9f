import {
  PostgresAdapter,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { VideoStatus } from '../../shared/api/videos.ts';
import type { Db } from '../db/connect.ts';
import { olderThanCursor } from '../db/video-cursor.ts';
import type { Database } from '../schema.ts';
import type { VideosTable } from './tables.ts';
import { uploadDeclarationsTable } from '../uploads/declarations-service.ts';

const VIDEO_COLUMNS = [
  'videos.id',
  'videos.advisorId',
  'videos.clientName',
  'videos.title',
  'videos.titleIsDefault',
  'videos.description',
  'videos.duration',
  'videos.status',
  'videos.captionsEnabled',
  'videos.includeProfilePicture',
  'videos.createdAt',
  'videos.updatedAt',
  'upload.uploadSize',
  'upload.uploadSha256',
  'upload.uploadContentType',
  'upload.container',
  'upload.uploadedAt',
  'videos.processingStep',
  'videos.failureReason',
  'videoSources.source',
  'upload.screenUploadedAt',
  'upload.cameraSize',
  'upload.cameraSha256',
  'upload.cameraUploadedAt',
  'videoSources.layoutKind',
  'videoSources.layoutCorner',
  'videoSources.layoutSize',
] as const;

const videosTable = (db: Db) => db.selectFrom('videos');
/** A query's `videos`: the table, or some of its rows under its name. */
type VideosFrom = ReturnType<typeof videosTable>;

/** A video as the advisor's pages show it, with what it was recorded from and its upload. */
function advisorVideosQuery(db: Db, videos: VideosFrom = videosTable(db)) {
  return videos
    .leftJoin('videoSources', 'videoSources.videoId', 'videos.id')
    .leftJoin(uploadDeclarationsTable(db).as('upload'), 'upload.videoId', 'videos.id')
    .select([...VIDEO_COLUMNS]);
}

/** The library's search and filters, as the query takes them. */
export interface LibraryFilter {
  /** Lower-case text to find in the title or description. */
  search: string;
  /** Statuses to include; empty for all. */
  statuses: readonly string[];
  /** ISO timestamps: created at or after `from`, before `until`. */
  from: string | null;
  until: string | null;
}

/** Where the previous page ended: the last video's creation time and id. */
export interface LibraryCursor {
  createdAt: string;
  id: string;
}

/** `%` and `_` in what the advisor typed are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The trigram index finds runs of 3+ characters; shorter searches read the rows. */
const TRIGRAM = 3;

/** A phrase of the whole search for FTS5: its quotes doubled, nothing in it read as syntax. */
const ftsPhrase = (search: string) => `"${search.replaceAll('"', '""')}"`;

const isPostgresDb = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Whether SQLite's full-text index finds `filter`'s search. */
const searchesFts = (db: Db, filter: LibraryFilter) =>
  !isPostgresDb(db) && [...filter.search].length >= TRIGRAM;

/** The rowids of SQLite's videos whose title or description holds the search. */
const ftsMatches = (search: string) =>
  sql`(select rowid from videos_search where videos_search match ${ftsPhrase(search)})`;

/**
 * Reading a search's matches costs a row lookup each; walking the advisor's videos newest first
 * costs a step each until a page of matches is met. A page starts from the matches when there
 * are at most this many (anyone's): past that they are common enough that the walk meets a page
 * soon. A count walks every one of the advisor's videos, so it starts from the matches up to
 * the larger number.
 */
const PAGE_FROM_MATCHES = 1_000;
const COUNT_FROM_MATCHES = 5_000;

/**
 * How many videos, anyone's, the full-text index finds for `filter`'s search on SQLite, counted
 * no further than needed to choose a query; null when it has no such search (PostgreSQL, no
 * search, or one too short for trigrams).
 */
export async function countSearchMatches(db: Db, filter: LibraryFilter): Promise<number | null> {
  if (!searchesFts(db, filter)) return null;
  const row = await sql<{ n: number }>`select count(*) as n from (
      select rowid from ${ftsMatches(filter.search)} limit ${COUNT_FROM_MATCHES + 1})`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/**
 * The advisor's videos that match `filter`, as one condition for any query on `videos`;
 * `searched` when the query's `videos` holds only the search's matches already.
 */
function matching(
  eb: ExpressionBuilder<Database, 'videos'>,
  advisorId: string,
  filter: LibraryFilter,
  isPostgres: boolean,
  searched: boolean,
) {
  const conditions: Expression<SqlBool>[] = [eb('videos.advisorId', '=', advisorId)];
  if (filter.search !== '' && !searched) {
    if (!isPostgres && [...filter.search].length >= TRIGRAM) {
      conditions.push(eb(sql`videos.rowid`, 'in', ftsMatches(filter.search)));
    } else {
      // SQLite's LIKE ignores ASCII case by itself; PostgreSQL's needs both sides lowered.
      const pattern = sql`${likePattern(filter.search)} escape '\\'`;
      const text = (column: string) =>
        isPostgres
          ? sql`lower(coalesce(${sql.ref(column)}, ''))`
          : sql`coalesce(${sql.ref(column)}, '')`;
      conditions.push(
        eb.or([
          eb(text('videos.title'), 'like', pattern),
          eb(text('videos.description'), 'like', pattern),
        ]),
      );
    }
  }
  if (filter.statuses.length > 0) conditions.push(eb('videos.status', 'in', filter.statuses));
  if (filter.from) conditions.push(eb('videos.createdAt', '>=', filter.from));
  if (filter.until) conditions.push(eb('videos.createdAt', '<', filter.until));
  return eb.and(conditions);
}

/**
 * `videos` for a query of the advisor's matches, and whether it holds only the search's
 * matches: on SQLite, when they are `few` or fewer, the matches come first and each one's row by
 * rowid (CROSS JOIN keeps SQLite from reordering the two), instead of the advisor's index with
 * every video tested against the match.
 */
function searchedVideos(db: Db, filter: LibraryFilter, matches: number | null, few: number) {
  if (matches === null || matches > few || !searchesFts(db, filter)) {
    return { videos: videosTable(db), searched: false };
  }
  const reached = db
    .selectFrom(ftsMatches(filter.search).as('matches'))
    .crossJoin('videos')
    .where(sql<SqlBool>`videos.rowid = matches.rowid`)
    .selectAll('videos')
    .as('videos');
  // The same columns under the same name: queries on it read as on the table.
  const videos = db.selectFrom(reached) as unknown as VideosFrom;
  return { videos, searched: true };
}

/**
 * One page of the advisor's videos matching `filter`, newest first, after `cursor`; `matches`
 * is countSearchMatches' answer for the filter.
 */
export async function listOwnVideosPage(
  db: Db,
  advisorId: string,
  filter: LibraryFilter,
  matches: number | null,
  cursor: LibraryCursor | null,
  limit: number,
) {
  const isPostgres = isPostgresDb(db);
  const { videos, searched } = searchedVideos(db, filter, matches, PAGE_FROM_MATCHES);
  let query = advisorVideosQuery(db, videos).where((eb) =>
    matching(eb, advisorId, filter, isPostgres, searched),
  );
  // The (advisor, created_at, id) index starts at the cursor.
  if (cursor) query = query.where(olderThanCursor(cursor));
  return query
    .orderBy('videos.createdAt', 'desc')
    .orderBy('videos.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countOwnVideos(
  db: Db,
  advisorId: string,
  filter: LibraryFilter,
  matches: number | null,
): Promise<number> {
  if (filter.search === '' && !filter.from && !filter.until) {
    return countByStatus(db, advisorId, filter.statuses);
  }
  const { videos, searched } = searchedVideos(db, filter, matches, COUNT_FROM_MATCHES);
  const row = await videos
    .where((eb) => matching(eb, advisorId, filter, isPostgresDb(db), searched))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The advisor's videos in `statuses` (all when empty), from the counts triggers keep. */
async function countByStatus(
  db: Db,
  advisorId: string,
  statuses: readonly string[],
): Promise<number> {
  let query = db
    .selectFrom('videoCounts')
    .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
    .where('advisorId', '=', advisorId);
  if (statuses.length > 0) query = query.where('status', 'in', statuses);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type VideoRow = NonNullable<Awaited<ReturnType<typeof findVideoWithUpload>>>;

export async function insertVideo(db: Db, row: Insertable<VideosTable>): Promise<void> {
  await db.insertInto('videos').values(row).execute();
}

/** A video as its advisor's pages show it, whoever's it is: access is decided by the caller. */
export async function findVideoWithUpload(db: Db, id: string) {
  return advisorVideosQuery(db).where('videos.id', '=', id).executeTakeFirst();
}

/** Any advisor's video: for the system's own work (jobs), never for a request. */
export async function findVideo(db: Db, id: string) {
  return advisorVideosQuery(db).where('videos.id', '=', id).executeTakeFirst();
}

/** What an activity email, a CRM note or a webhook says of any advisor's video, and whose it is. */
export function findVideoFacts(db: Db, id: string) {
  return db
    .selectFrom('videos')
    .select(['id', 'advisorId', 'title', 'clientName', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Any advisor's videos made at or before `cutoff`, oldest first: for the retention purge. */
export async function findVideosCreatedUpTo(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('videos')
    .leftJoin(uploadDeclarationsTable(db).as('upload'), 'upload.videoId', 'videos.id')
    .select([
      'videos.id',
      'videos.advisorId',
      'videos.title',
      'upload.uploadSha256',
      'videos.createdAt',
    ])
    .where('videos.createdAt', '<=', cutoff)
    .orderBy('videos.createdAt', 'asc')
    .limit(limit)
    .execute();
}

/** What compliance reads of any advisor's video: whose it is, what it says, where it stands. */
const RECORD_COLUMNS = [
  'videos.id',
  'videos.advisorId',
  'videos.title',
  'videos.description',
  'videos.clientName',
  'videos.status',
] as const;

/** Any advisor's videos made in [from, to), oldest first: for the compliance export. */
export async function findVideosCreatedBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('videos')
    .leftJoin(uploadDeclarationsTable(db).as('upload'), 'upload.videoId', 'videos.id')
    .select([
      ...RECORD_COLUMNS,
      'upload.container',
      'upload.uploadSha256',
      'videos.createdAt',
      'upload.cameraContainer',
      'upload.cameraSha256',
    ])
    .where('videos.createdAt', '>=', from)
    .where('videos.createdAt', '<', to)
    .orderBy('videos.createdAt', 'asc')
    .orderBy('videos.id', 'asc')
    .execute();
}

/** One video's id and creation time, as a table for another folder's query to join its own to. */
export function videoCreatedAtTable(db: Db, id: string) {
  return db.selectFrom('videos').select(['id', 'createdAt']).where('id', '=', id);
}

/** Every advisor's sent videos (their file stored, so the link plays), as a table to join. */
export function sentVideosTable(db: Db) {
  return db
    .selectFrom('videos')
    .innerJoin(uploadDeclarationsTable(db).as('upload'), 'upload.videoId', 'videos.id')
    .select([
      ...RECORD_COLUMNS,
      'videos.createdAt',
      'upload.uploadedAt',
      'videos.duration',
      'videos.transcriptStatus',
    ])
    .where('upload.uploadedAt', 'is not', null);
}

/**
 * What a share link shows and checks of its video, as a table the share page's query joins;
 * `chapters` is the video's chapters as JSON (read by chaptersFromJson), so the page and its API
 * need no query of their own for them.
 */
export function sharedVideosTable(db: Db) {
  return db
    .selectFrom('videos')
    .leftJoin(uploadDeclarationsTable(db).as('upload'), 'upload.videoId', 'videos.id')
    .select([
      'videos.id',
      'videos.advisorId',
      'videos.title',
      'videos.description',
      'videos.clientName',
      'videos.duration',
      'videos.status',
      'upload.container',
      'upload.uploadedAt',
      'videos.captionsEnabled',
      'videos.includeProfilePicture',
    ])
    .select(chaptersJson(db).as('chapters'));
}

/** The video's chapters as a JSON array of [title, start seconds] pairs, by start. */
function chaptersJson(db: Db) {
  return isPostgresDb(db)
    ? sql<unknown>`(select coalesce(json_agg(json_build_array(c.title, c.start_seconds)
        order by c.start_seconds), '[]'::json) from video_chapters c where c.video_id = videos.id)`
    : sql<unknown>`(select json_group_array(json_array(c.title, c.start_seconds)
        order by c.start_seconds) from video_chapters c where c.video_id = videos.id)`;
}

/** Holds the video's row until the transaction ends (SQLite's write lock already does). */
export async function lockVideoRow(trx: Db, videoId: string): Promise<void> {
  if (!isPostgresDb(trx)) return;
  await trx.selectFrom('videos').select('id').where('id', '=', videoId).forUpdate().execute();
}

export async function findVideoByClientRequest(db: Db, advisorId: string, clientRequestId: string) {
  return advisorVideosQuery(db)
    .where('videos.advisorId', '=', advisorId)
    .where('videos.clientRequestId', '=', clientRequestId)
    .executeTakeFirst();
}

/** Bytes of video the advisor stores or has declared for uploads under way. */
export async function sumDeclaredBytes(db: Db, advisorId: string): Promise<number> {
  const row = await db
    .selectFrom('videos')
    .innerJoin(uploadDeclarationsTable(db).as('upload'), 'upload.videoId', 'videos.id')
    .select((eb) => [
      eb.fn.sum<number | string | null>('upload.uploadSize').as('screen'),
      eb.fn.sum<number | string | null>('upload.cameraSize').as('camera'),
    ])
    .where('videos.advisorId', '=', advisorId)
    .where('videos.status', '!=', 'failed')
    .executeTakeFirst();
  return Number(row?.screen ?? 0) + Number(row?.camera ?? 0);
}

/** Every column but the status, which only the lifecycle (lifecycle.ts) moves. */
export type VideoPatch = Omit<Updateable<VideosTable>, 'status'>;

/** Changes a video that is still in `status`, leaving it there; false when it was not (or is gone). */
export async function updateVideo(
  db: Db,
  id: string,
  status: VideoStatus,
  patch: VideoPatch,
): Promise<boolean> {
  return updateVideoStatus(db, id, status, status, patch);
}

/** Moves a video still in `from` to `to`: for lifecycle.ts, which checks the move. */
export async function updateVideoStatus(
  db: Db,
  id: string,
  from: VideoStatus,
  to: VideoStatus,
  patch: VideoPatch,
): Promise<boolean> {
  const result = await db
    .updateTable('videos')
    .set(from === to ? patch : { ...patch, status: to })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many videos the advisor has: the dashboard's figure (views and responses are share/'s). */
export async function countAllOwnVideos(db: Db, advisorId: string): Promise<number> {
  const totals = await db
    .selectFrom('videos')
    .select((eb) => [eb.fn.countAll<number | string>().as('videos')])
    .where('advisorId', '=', advisorId)
    .executeTakeFirst();
  return Number(totals?.videos ?? 0);
}

/** Changes what the advisor may change of their own video, whatever its status. */
export async function updateOwnVideo(
  db: Db,
  advisorId: string,
  id: string,
  patch: VideoPatch,
): Promise<boolean> {
  const result = await db
    .updateTable('videos')
    .set(patch)
    .where('id', '=', id)
    .where('advisorId', '=', advisorId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the advisor's video (only while it has `status`, when given); whether it did. */
export async function deleteOwnVideo(
  db: Db,
  advisorId: string,
  id: string,
  status?: string,
): Promise<boolean> {
  let query = db.deleteFrom('videos').where('id', '=', id).where('advisorId', '=', advisorId);
  if (status !== undefined) query = query.where('status', '=', status);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows > 0n;
}
