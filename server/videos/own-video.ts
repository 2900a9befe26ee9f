import { refusalOf } from '../access/video-access.ts';
import type { Db } from '../db/connect.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { findVideoWithUpload, type VideoRow } from './repo.ts';

/**
 * The video `advisorId` asks to see or change, as the access module allows: their own. Another
 * advisor's video, or none, is "not found" (never "forbidden", which would tell it exists).
 * `db` may be a transaction, which then reads the row the change will write.
 */
export async function ownVideo(db: Db, advisorId: string, id: string): Promise<VideoRow> {
  const video = await findVideoWithUpload(db, id);
  if (!video || refusalOf({ kind: 'advisor', advisorId }, 'manage', video)) {
    throw new NotFound('Video not found');
  }
  return video;
}
