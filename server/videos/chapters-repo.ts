import type { Chapter } from '../../shared/api/videos.ts';
import type { Db } from '../db/connect.ts';

/** The chapters of these videos by video id, each list by start, in one query. */
export async function findChapters(
  db: Db,
  videoIds: readonly string[],
): Promise<Map<string, Chapter[]>> {
  const byVideo = new Map<string, Chapter[]>(videoIds.map((id) => [id, []]));
  if (videoIds.length === 0) return byVideo;
  const rows = await db
    .selectFrom('videoChapters')
    .select(['videoId', 'title', 'startSeconds'])
    .where('videoId', 'in', videoIds)
    .orderBy('videoId')
    .orderBy('startSeconds')
    .execute();
  for (const row of rows) {
    byVideo.get(row.videoId)?.push({ title: row.title, startSeconds: Number(row.startSeconds) });
  }
  return byVideo;
}

/** Puts `chapters` in place of the video's old ones. */
export async function replaceChapters(
  trx: Db,
  videoId: string,
  chapters: readonly Chapter[],
): Promise<void> {
  await trx.deleteFrom('videoChapters').where('videoId', '=', videoId).execute();
  if (chapters.length === 0) return;
  await trx
    .insertInto('videoChapters')
    .values(chapters.map((chapter) => ({ videoId, ...chapter })))
    .execute();
}
