import type { Expression } from 'kysely';
import type { ComplianceQueueFilter } from '../../shared/api/compliance.ts';
import type { Db } from '../db/connect.ts';
import { olderThanCursor } from '../db/video-cursor.ts';
import type { AppDeps } from '../deps.ts';
import { advisorNamesTable } from '../accounts/profile-service.ts';
import { sentVideosTable } from '../videos/service.ts';
import { APPROVAL_COLUMNS } from './approval-repo.ts';

/** Where the previous page ended: the last video's creation time and id. */
export interface QueueCursor {
  createdAt: string;
  id: string;
}

/**
 * How many recipients each video had lately: share's subquery (`viewerRecord`), correlated on
 * the video's id, built over the window the caller chose.
 */
export type RecipientCount = (
  videoId: Expression<string>,
) => ReturnType<AppDeps['viewerRecord']['recipientCountSince']>;

/**
 * Every advisor's sent videos (their file stored, so the link plays), with approval context, in
 * one query: the videos and the advisors are tables videos/ and accounts/ build (named
 * `videos` and `advisors` here), the recipients share's subquery; the rest is compliance's own.
 */
function sentVideos(db: Db, recentRecipients: RecipientCount) {
  return db
    .selectFrom(sentVideosTable(db).as('videos'))
    .innerJoin(advisorNamesTable(db).as('advisors'), 'advisors.id', 'videos.advisorId')
    .leftJoin('videoApprovals', 'videoApprovals.videoId', 'videos.id')
    .leftJoin('firmSettings', (join) => join.on('firmSettings.id', '=', 'firm'))
    .leftJoin(advisorNamesTable(db).as('decider'), 'decider.id', 'videoApprovals.decidedBy')
    .select((eb) => [
      'videos.id',
      'videos.title',
      'videos.description',
      'videos.clientName',
      'videos.status',
      'videos.createdAt',
      'videos.uploadedAt',
      'videos.duration',
      'advisors.id as advisorId',
      'advisors.advisorName',
      'advisors.email as advisorEmail',
      ...APPROVAL_COLUMNS,
      recentRecipients(eb.ref('videos.id')).as('recentRecipients'),
    ]);
}

/** What the queue's filters are built on: its one query's tables, as `sentVideos` joins them. */
type QueueEb = Parameters<
  Extract<Parameters<ReturnType<typeof sentVideos>['where']>[0], (eb: never) => unknown>
>[0];

const hasReview = (eb: QueueEb) =>
  eb.exists(
    eb
      .selectFrom('videoReviews')
      .select('videoReviews.id')
      .whereRef('videoReviews.videoId', '=', 'videos.id'),
  );

/** Pending approval: undecided, and required by the firm's setting or as retail. */
const awaitingApproval = (eb: QueueEb) =>
  eb.and([
    eb('videoApprovals.decision', 'is', null),
    eb.or([
      eb('videoApprovals.retailFlaggedAt', 'is not', null),
      eb.and([
        eb('firmSettings.requireApprovalSince', 'is not', null),
        eb('videos.createdAt', '>=', eb.ref('firmSettings.requireApprovalSince')),
      ]),
    ]),
  ]);

/** One page of the queue, newest first. */
export async function listQueuePage(
  db: Db,
  options: {
    filter: ComplianceQueueFilter;
    cursor: QueueCursor | null;
    limit: number;
    recentRecipients: RecipientCount;
  },
) {
  let query = sentVideos(db, options.recentRecipients);
  if (options.filter === 'reviewed') query = query.where((eb) => hasReview(eb));
  if (options.filter === 'unreviewed') query = query.where((eb) => eb.not(hasReview(eb)));
  if (options.filter === 'awaiting_approval') query = query.where((eb) => awaitingApproval(eb));
  if (options.cursor) query = query.where(olderThanCursor(options.cursor));
  return query
    .orderBy('videos.createdAt', 'desc')
    .orderBy('videos.id', 'desc')
    .limit(options.limit)
    .execute();
}

export type QueueRow = Awaited<ReturnType<typeof listQueuePage>>[number];

export async function findQueueVideo(db: Db, videoId: string, recentRecipients: RecipientCount) {
  return sentVideos(db, recentRecipients)
    .select('videos.transcriptStatus')
    .where('videos.id', '=', videoId)
    .executeTakeFirst();
}

/** Review notes of the given videos, newest first. */
export async function findReviews(db: Db, videoIds: readonly string[]) {
  if (videoIds.length === 0) return [];
  return db
    .selectFrom('videoReviews')
    .innerJoin(advisorNamesTable(db).as('advisors'), 'advisors.id', 'videoReviews.reviewerId')
    .select([
      'videoReviews.id',
      'videoReviews.videoId',
      'videoReviews.note',
      'videoReviews.createdAt',
      'advisors.advisorName as reviewerName',
    ])
    .where('videoReviews.videoId', 'in', videoIds)
    .orderBy('videoReviews.createdAt', 'desc')
    .orderBy('videoReviews.id', 'desc')
    .execute();
}

export async function insertReview(
  db: Db,
  row: { id: string; videoId: string; reviewerId: string; note: string; createdAt: string },
): Promise<void> {
  await db.insertInto('videoReviews').values(row).execute();
}
