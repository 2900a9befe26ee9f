import type { Chapter } from '../../shared/api/videos.ts';
import type { Db } from '../db/connect.ts';

export interface StoredSuggestions {
  captionsSha256: string;
  chapters: Chapter[];
  summary: string | null;
}

/** The suggestions last made for a video, and from which captions; undefined when none. */
export async function findSuggestions(
  db: Db,
  videoId: string,
): Promise<StoredSuggestions | undefined> {
  const row = await db
    .selectFrom('videoSuggestions')
    .select(['captionsSha256', 'chapters', 'summary'])
    .where('videoId', '=', videoId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, chapters: JSON.parse(row.chapters) as Chapter[] };
}

/** Puts these suggestions in place of the video's old ones. */
export async function saveSuggestions(
  db: Db,
  videoId: string,
  suggestions: StoredSuggestions & { at: string },
): Promise<void> {
  const values = {
    captionsSha256: suggestions.captionsSha256,
    chapters: JSON.stringify(suggestions.chapters),
    summary: suggestions.summary,
    madeAt: suggestions.at,
  };
  await db
    .insertInto('videoSuggestions')
    .values({ videoId, ...values })
    .onConflict((oc) => oc.column('videoId').doUpdateSet(values))
    .execute();
}
