import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { VideosTable } from '../db/schema.ts';

const VIDEO_COLUMNS = [
  'videos.id',
  'videos.advisorId',
  'videos.clientName',
  'videos.title',
  'videos.description',
  'videos.duration',
  'videos.status',
  'videos.passwordHash',
  'videos.shareLink',
  'videos.captionsEnabled',
  'videos.includeProfilePicture',
  'videos.createdAt',
  'videos.updatedAt',
  'videos.uploadSize',
  'videos.uploadSha256',
  'videos.uploadContentType',
  'videos.container',
  'videos.uploadedAt',
  'videos.processingStep',
  'videos.failureReason',
  'videos.captionsData',
] as const;

/** A video with the bytes its upload in flight has received (null when none is in flight). */
function videosWithUpload(db: Db) {
  return db
    .selectFrom('videos')
    .leftJoin('uploads', 'uploads.videoId', 'videos.id')
    .select([...VIDEO_COLUMNS, 'uploads.received as uploadReceived']);
}

export type VideoRow = NonNullable<Awaited<ReturnType<typeof findOwnVideo>>>;

export async function insertVideo(db: Db, row: Insertable<VideosTable>): Promise<void> {
  await db.insertInto('videos').values(row).execute();
}

/** The advisor's video, or undefined when it does not exist or is someone else's. */
export async function findOwnVideo(db: Db, advisorId: string, id: string) {
  return videosWithUpload(db)
    .where('videos.id', '=', id)
    .where('videos.advisorId', '=', advisorId)
    .executeTakeFirst();
}

/** Any advisor's video: for the system's own work (jobs), never for a request. */
export async function findVideo(db: Db, id: string) {
  return videosWithUpload(db).where('videos.id', '=', id).executeTakeFirst();
}

export async function findVideoByClientRequest(db: Db, advisorId: string, clientRequestId: string) {
  return videosWithUpload(db)
    .where('videos.advisorId', '=', advisorId)
    .where('videos.clientRequestId', '=', clientRequestId)
    .executeTakeFirst();
}

/** Newest first. */
export async function listOwnVideos(db: Db, advisorId: string) {
  return videosWithUpload(db)
    .where('videos.advisorId', '=', advisorId)
    .orderBy('videos.createdAt', 'desc')
    .orderBy('videos.id', 'desc')
    .execute();
}

/** Bytes of video the advisor stores or has declared for uploads under way. */
export async function sumDeclaredBytes(db: Db, advisorId: string): Promise<number> {
  const row = await db
    .selectFrom('videos')
    .select((eb) => eb.fn.sum<number | string | null>('uploadSize').as('total'))
    .where('advisorId', '=', advisorId)
    .where('status', '!=', 'failed')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Changes a video that is still in `fromStatus`; false when it was not (or is gone). */
export async function updateVideo(
  db: Db,
  id: string,
  fromStatus: string,
  patch: Updateable<VideosTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('videos')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', fromStatus)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
