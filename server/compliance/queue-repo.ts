import type { ExpressionBuilder } from 'kysely';
import type { ComplianceQueueFilter } from '../../shared/api/compliance.ts';
import type { Db } from '../db/connect.ts';
import { olderThanCursor } from '../db/video-cursor.ts';
import type { Database } from '../db/schema.ts';
import { APPROVAL_COLUMNS } from './approval-repo.ts';

/** Where the previous page ended: the last video's creation time and id. */
export interface QueueCursor {
  createdAt: string;
  id: string;
}

type QueueEb = ExpressionBuilder<
  Database & { firmSettings: Database['firmSettings'] },
  'videos' | 'videoApprovals' | 'firmSettings'
>;

/** Every advisor's sent videos (their file stored, so the link plays), with approval context. */
function sentVideos(db: Db, recipientsSince: string) {
  return db
    .selectFrom('videos')
    .innerJoin('advisors', 'advisors.id', 'videos.advisorId')
    .leftJoin('videoApprovals', 'videoApprovals.videoId', 'videos.id')
    .leftJoin('firmSettings', (join) => join.on('firmSettings.id', '=', 'firm'))
    .leftJoin('advisors as decider', 'decider.id', 'videoApprovals.decidedBy')
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
      eb
        .selectFrom('viewerEvents')
        .select((sub) => sub.fn.count<number | string>('viewerEvents.sessionId').distinct().as('n'))
        .whereRef('viewerEvents.videoId', '=', 'videos.id')
        .where('viewerEvents.event', '=', 'VIEWER_ACCEPTED_TERMS')
        .where('viewerEvents.createdAt', '>=', recipientsSince)
        .as('recentRecipients'),
    ])
    .where('videos.uploadedAt', 'is not', null);
}

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
    recipientsSince: string;
  },
) {
  let query = sentVideos(db, options.recipientsSince);
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

export async function findQueueVideo(db: Db, videoId: string, recipientsSince: string) {
  return sentVideos(db, recipientsSince)
    .select('videos.transcriptStatus')
    .where('videos.id', '=', videoId)
    .executeTakeFirst();
}

/** Review notes of the given videos, newest first. */
export async function findReviews(db: Db, videoIds: readonly string[]) {
  if (videoIds.length === 0) return [];
  return db
    .selectFrom('videoReviews')
    .innerJoin('advisors', 'advisors.id', 'videoReviews.reviewerId')
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
