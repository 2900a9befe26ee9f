import { refusalOf } from '../access/video-access.ts';
import {
  compliancePaths,
  RETAIL_WINDOW_DAYS,
  type ComplianceVideoDetail,
  type QueuePage,
  type ReviewView,
} from '../../shared/api/compliance.ts';
import type { ComplianceQueueQuery, ReviewVideoInput } from '../../shared/schemas/compliance.ts';
import { appendAudit } from '../audit/service.ts';
import type { AppDeps } from '../deps.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { isUuid, newId } from '../ids.ts';
import { listDisclosureTexts } from '../settings/disclosure-versions.ts';
import { captionTrackOf } from '../videos/captions-service.ts';
import { decodeCursor, encodeCursor } from '../videos/library-service.ts';
import { presentDetail, presentQueueItem, presentReview } from './present.ts';
import {
  findQueueVideo,
  findReviews,
  insertReview,
  listQueuePage,
  type RecipientCount,
} from './queue-repo.ts';
import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import { DAY_MS } from '../../shared/constants/time.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { findingCountsOf, findingsOfVideo } from '../screening/clearance.ts';

const NO_FINDINGS = { open: 0, blurred: 0, muted: 0, dismissed: 0 };

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock' | 'shareLinks' | 'viewerRecord'>;

/** Each video's recipients within the retail window, counted by share's subquery. */
function recentRecipients(deps: Deps): RecipientCount {
  const since = new Date(deps.clock.now().getTime() - RETAIL_WINDOW_DAYS * DAY_MS).toISOString();
  return (videoId) => deps.viewerRecord.recipientCountSince(deps.db, videoId, since);
}

/** The review queue: every advisor's sent videos, newest first, one page at a time. */
export async function listQueue(deps: Deps, query: ComplianceQueueQuery): Promise<QueuePage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await listQueuePage(deps.db, {
    filter: query.filter,
    cursor,
    limit: query.limit + 1,
    recentRecipients: recentRecipients(deps),
  });
  const page = rows.slice(0, query.limit);
  const reviews = await findReviews(
    deps.db,
    page.map((row) => row.id),
  );
  const lastReview = new Map<string, ReviewView>();
  for (const review of reviews) {
    if (!lastReview.has(review.videoId)) lastReview.set(review.videoId, presentReview(review));
  }
  const findings = await findingCountsOf(
    deps.db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    videos: page.map((row) => ({
      ...presentQueueItem(row, lastReview.get(row.id) ?? null),
      findings: findings.get(row.id) ?? NO_FINDINGS,
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.createdAt, id: last.id })
        : null,
  };
}

/**
 * A sent video of any advisor, as the access module lets a reviewer read it; anything else
 * (not sent, not an id) is not found.
 */
export async function findSentVideo(deps: Deps, reviewerId: string, videoId: string) {
  const row = isUuid(videoId)
    ? await findQueueVideo(deps.db, videoId, recentRecipients(deps))
    : undefined;
  const reviewer = { kind: 'reviewer', accountId: reviewerId } as const;
  if (!row || refusalOf(reviewer, 'review', { ...row, sent: true })) {
    throw new NotFound('Video not found');
  }
  return row;
}

/** One sent video with its transcript, the disclosure shown and the whole viewer record. */
export async function getQueueVideo(
  deps: Deps,
  reviewerId: string,
  videoId: string,
): Promise<ComplianceVideoDetail> {
  const row = await findSentVideo(deps, reviewerId, videoId);
  const [track, link, reviews, visits, gateEvents, comments, disclosureVersions, findings] =
    await Promise.all([
      captionTrackOf(deps.db, row.id, DEFAULT_CAPTIONS_LANGUAGE),
      deps.shareLinks.ofVideo(deps.db, row.id),
      findReviews(deps.db, [row.id]),
      deps.viewerRecord.visits(deps.db, row.id),
      deps.viewerRecord.gateEvents(deps.db, row.id),
      deps.viewerRecord.responses(deps.db, row.id),
      listDisclosureTexts(deps.db, row.advisorId),
      findingsOfVideo(deps.db, row.id),
    ]);
  const transcript = {
    transcriptText: track?.transcriptText ?? null,
    captionsData: track?.captionsData ?? null,
  };
  const counts = (await findingCountsOf(deps.db, [row.id])).get(row.id) ?? NO_FINDINGS;
  return {
    ...presentDetail(
      { ...row, ...transcript },
      link,
      reviews.map(presentReview),
      { visits, gateEvents, comments, disclosureVersions },
      compliancePaths.media(row.id),
    ),
    findings: counts,
    screeningFindings: findings,
  };
}

/** Marks a sent video reviewed with the reviewer's note; the note goes to the audit log too. */
export async function reviewVideo(
  deps: Deps,
  reviewerId: string,
  videoId: string,
  input: ReviewVideoInput,
): Promise<ComplianceVideoDetail> {
  const row = await findSentVideo(deps, reviewerId, videoId);
  const createdAt = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await insertReview(trx, {
      id: newId(),
      videoId: row.id,
      reviewerId,
      note: input.note,
      createdAt,
    });
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: reviewerId },
      action: 'compliance.reviewed',
      subject: { type: 'video', id: row.id },
      payload: { note: input.note, advisorId: row.advisorId },
    });
  });
  return getQueueVideo(deps, reviewerId, row.id);
}
