import { createHash } from 'node:crypto';
import type { SuggestionsResponse } from '../../shared/api/videos.ts';
import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import type { AppDeps } from '../deps.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { findCaptionTrack } from './captions-repo.ts';
import { ownVideo } from './own-video.ts';
import { findSuggestions } from './suggestions-repo.ts';

/** The language suggestions are made from: the one the pipeline transcribes speech in. */
export const SUGGESTIONS_LANGUAGE = DEFAULT_CAPTIONS_LANGUAGE;

/** Which captions suggestions were made from (none: the empty text's), to tell when they change. */
export function captionsFingerprint(vtt: string | null): string {
  return createHash('sha256')
    .update(vtt ?? '')
    .digest('hex');
}

/** The captions suggestions are made from now, and their fingerprint. */
export async function currentCaptions(db: Db, videoId: string) {
  const vtt = (await findCaptionTrack(db, videoId, SUGGESTIONS_LANGUAGE))?.captionsData ?? null;
  return { vtt, fingerprint: captionsFingerprint(vtt) };
}

/**
 * Queues the making of a video's suggestions from its captions as they are now: once it is
 * ready, and again each time the advisor corrects them. No dedupe key: a run already going may
 * have read the captions before the correction (it then stores suggestions already stale).
 */
export async function queueSuggestions(trx: Db, clock: Clock, videoId: string): Promise<void> {
  await enqueueJob(trx, clock, { name: 'video.suggest', payload: { videoId } });
}

const NONE = { chapters: [], summary: null };

/**
 * The advisor's suggestions for their video: unavailable without a language model; done when
 * they were made from the captions the video has now (a failed video has none to make); else
 * pending. Another advisor's video is not found.
 */
export async function suggestionsOf(
  deps: AppDeps,
  advisorId: string,
  id: string,
): Promise<SuggestionsResponse> {
  const video = await ownVideo(deps.db, advisorId, id);
  if (!deps.models.description) return { status: 'unavailable', ...NONE };
  if (video.status === 'failed') return { status: 'done', ...NONE };
  const stored = await findSuggestions(deps.db, id);
  if (!stored || video.status !== 'ready') return { status: 'pending', ...NONE };
  const { fingerprint } = await currentCaptions(deps.db, id);
  if (stored.captionsSha256 !== fingerprint) return { status: 'pending', ...NONE };
  return { status: 'done', chapters: stored.chapters, summary: stored.summary };
}
