import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import type { Db } from '../db/connect.ts';

/** Videos with their default caption track's columns beside theirs, for tests that read both. */
export function videosWithCaptions(db: Db) {
  return db
    .selectFrom('videos')
    .leftJoin('captionTracks', (join) =>
      join
        .onRef('captionTracks.videoId', '=', 'videos.id')
        .on('captionTracks.language', '=', DEFAULT_CAPTIONS_LANGUAGE),
    );
}

/** Gives a video these captions in the default language (replacing any), as a test's start. */
export async function putCaptionTrack(db: Db, videoId: string, vtt: string, at: string) {
  await db
    .insertInto('captionTracks')
    .values({
      videoId,
      language: DEFAULT_CAPTIONS_LANGUAGE,
      captionsData: vtt,
      transcriptText: null,
      source: 'whisper',
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((oc) =>
      oc.columns(['videoId', 'language']).doUpdateSet({ captionsData: vtt, updatedAt: at }),
    )
    .execute();
}
