import type { Chapter, VideoView } from '../../shared/api/videos.ts';
import type { ChaptersInput } from '../../shared/schemas/chapters.ts';
import { appendAudit } from '../audit/service.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { Invalid } from '../errors/domain-errors.ts';
import { replaceChapters } from './chapters-repo.ts';
import { ownVideo } from './own-video.ts';
import { getVideo } from './service.ts';

/**
 * A video's chapters by start, from the JSON sharedVideosTable gives (the share page shows them
 * once its gate is passed): text on SQLite, already parsed on PostgreSQL.
 */
export function chaptersFromJson(value: unknown): Chapter[] {
  const pairs = (typeof value === 'string' ? JSON.parse(value) : value) as Array<
    [string, number | string]
  >;
  return pairs.map(([title, startSeconds]) => ({ title, startSeconds: Number(startSeconds) }));
}

/**
 * The advisor's chapters in place of the old ones (the schema checked their titles and order).
 * Each must start within the video, once its length is known. Audited with the list, as
 * what a client was shown may matter to a compliance review.
 */
export async function saveChapters(
  deps: AppDeps,
  advisorId: string,
  id: string,
  input: ChaptersInput,
): Promise<VideoView> {
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const video = await ownVideo(trx, advisorId, id);
    const duration = Number(video.duration ?? 0);
    const late = input.chapters.find((chapter) => duration > 0 && chapter.startSeconds >= duration);
    if (late) {
      throw new Invalid(`The chapter “${late.title}” starts after the video ends.`);
    }
    await replaceChapters(trx, id, input.chapters);
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: advisorId },
      action: 'video.chapters_changed',
      subject: { type: 'video', id },
      payload: { chapters: input.chapters },
    });
  });
  return getVideo(deps, advisorId, id);
}
