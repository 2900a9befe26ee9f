import { createHash } from 'node:crypto';
import type { CaptionsResponse } from '../../shared/api/videos.ts';
import type { CaptionLanguage } from '../../shared/captions/languages.ts';
import { appendAudit } from '../audit/service.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/connect.ts';
import { Conflict } from '../errors/domain-errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { captionsSaved } from './captions-step.ts';
import { videoStatusOf } from './lifecycle.ts';
import {
  captionTracksTable,
  findCaptionTrack,
  saveCaptionTrack,
  type CaptionTrack,
} from './captions-repo.ts';
import { ownVideo } from './own-video.ts';
import { updateVideo } from './repo.ts';
import { findLatestVideoVersion } from './versions-repo.ts';
import { queueSuggestions, SUGGESTIONS_LANGUAGE } from './suggestions-service.ts';
import { recordVideoVersion } from './versions-service.ts';
import { writeTransaction } from '../db/write-transaction.ts';

export type { CaptionTrack };

/** Each video's captions in one language, as a table (a subquery) the share page joins. */
export { captionTracksTable };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** While the pipeline may still write captions, an edit could be overwritten: not yet. */
const EDITABLE = new Set(['ready', 'failed']);

/**
 * A video's captions in `language` (a BCP-47 tag), whoever asks: the share page, the
 * compliance review and export. Null when the video has no track in that language.
 */
export async function captionTrackOf(
  db: Db,
  videoId: string,
  language: CaptionLanguage,
): Promise<CaptionTrack | null> {
  return (await findCaptionTrack(db, videoId, language)) ?? null;
}

export async function getCaptions(
  deps: AppDeps,
  advisorId: string,
  id: string,
  language: CaptionLanguage,
): Promise<CaptionsResponse> {
  const video = await ownVideo(deps.db, advisorId, id);
  return {
    captionsData: (await captionTrackOf(deps.db, video.id, language))?.captionsData ?? null,
  };
}

/**
 * Replaces a processed video's captions in `language` with the advisor's corrected ones
 * (already checked by the shared WebVTT parser) and their text as the transcript. Audited with
 * the captions' sha256: what a client was shown may matter to a compliance review. The new
 * captions are screened again for risky promises, and chapters and a summary suggested anew.
 */
export async function editCaptions(
  deps: AppDeps,
  advisorId: string,
  id: string,
  edit: { vtt: string; language: CaptionLanguage },
): Promise<CaptionsResponse> {
  const { vtt, language } = edit;
  const video = await ownVideo(deps.db, advisorId, id);
  if (!EDITABLE.has(video.status)) {
    throw new Conflict('Captions can be corrected once the video has finished processing.');
  }
  const transcript = captionsSaved(vtt)?.transcript ?? '';
  const before = (await captionTrackOf(deps.db, id, language))?.captionsData ?? null;
  const advisor = { type: 'advisor', id: advisorId } as const;
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const at = deps.clock.now().toISOString();
    // Updating first holds the video row, so two edits at once number their versions in turn.
    const updated = await updateVideo(trx, id, videoStatusOf(video.status), { updatedAt: at });
    if (!updated) throw new Conflict('The video changed meanwhile; please try again.');
    await saveCaptionTrack(trx, {
      videoId: id,
      language,
      captionsData: vtt,
      transcriptText: transcript,
      source: 'advisor',
      at,
    });
    // A video processed before versions were kept gets its first version now, old captions and all.
    if (!(await findLatestVideoVersion(trx, id))) {
      await recordVideoVersion(deps, trx, video, before, {
        reason: 'processed',
        by: { type: 'system' },
      });
    }
    const version = await recordVideoVersion(deps, trx, video, vtt, {
      reason: 'captions_edited',
      by: advisor,
    });
    await appendAudit(trx, deps.clock, {
      actor: advisor,
      action: 'video.captions_edited',
      subject: { type: 'video', id },
      payload: {
        version: version.version,
        oldSha256: before === null ? null : sha256(before),
        sha256: sha256(vtt),
      },
    });
    // What is said now is screened again for risky promises. No dedupe key: a screening
    // already running may have read the captions before this edit.
    await enqueueJob(trx, deps.clock, {
      name: 'screening.screen_speech',
      payload: { videoId: id },
    });
    // Suggestions made from the old words are stale: they are made again from the new ones.
    if (language === SUGGESTIONS_LANGUAGE && deps.models.description) {
      await queueSuggestions(trx, deps.clock, id);
    }
  });
  return { captionsData: vtt };
}
