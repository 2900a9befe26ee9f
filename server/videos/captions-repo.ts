import type { Db } from '../db/connect.ts';

/** Who wrote a track's text last: whisper.cpp from the speech, or the advisor's correction. */
export type CaptionSource = 'whisper' | 'advisor';

export interface CaptionTrack {
  /** WebVTT, as the player loads it. */
  captionsData: string;
  transcriptText: string | null;
}

/**
 * A video's captions in one language. Kept out of the video queries, whose rows they would
 * make ten times longer.
 */
export async function findCaptionTrack(
  db: Db,
  videoId: string,
  language: string,
): Promise<CaptionTrack | undefined> {
  return db
    .selectFrom('captionTracks')
    .select(['captionsData', 'transcriptText'])
    .where('videoId', '=', videoId)
    .where('language', '=', language)
    .executeTakeFirst();
}

/** Writes the video's track in `language`, replacing the one it had. */
export async function saveCaptionTrack(
  db: Db,
  track: CaptionTrack & { videoId: string; language: string; source: CaptionSource; at: string },
): Promise<void> {
  const { videoId, language, captionsData, transcriptText, source, at } = track;
  await db
    .insertInto('captionTracks')
    .values({
      videoId,
      language,
      captionsData,
      transcriptText,
      source,
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['videoId', 'language'])
        .doUpdateSet({ captionsData, transcriptText, source, updatedAt: at }),
    )
    .execute();
}

/** Each video's captions in `language`, as a table the share page's query joins. */
export function captionTracksTable(db: Db, language: string) {
  return db
    .selectFrom('captionTracks')
    .select(['videoId', 'captionsData'])
    .where('language', '=', language);
}
