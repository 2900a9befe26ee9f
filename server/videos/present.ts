import type { Chapter, ProcessingStep, VideoView } from '../../shared/api/videos.ts';
import { retainedUntil } from '../../shared/compliance/retention-policy.ts';
import type { ShareLinkRow, UploadProgress } from '../deps.ts';
import { videoStatusOf } from './lifecycle.ts';
import type { VideoRow } from './repo.ts';
import { layoutOf, streamsOf } from './sources.ts';

/**
 * The end of the video's retention while it lasts; null once over (or with retention off). A
 * video whose upload never finished is no business record (no client could ever watch it), so
 * it is not kept: its advisor may delete it.
 */
export function retainedUntilIfKept(
  row: Pick<VideoRow, 'status' | 'createdAt'>,
  years: number,
  now: Date,
): string | null {
  if (row.status === 'uploading') return null;
  const until = retainedUntil(row.createdAt, years);
  return until !== null && Date.parse(until) > now.getTime() ? until : null;
}

const videoPath = (id: string) => `/api/videos/${id}`;

/** Whether a share link opens its video at `now`: not revoked, not past its expiry. */
export function shareLinkState(
  row: Pick<ShareLinkRow, 'shareRevokedAt' | 'shareExpiresAt'>,
  now: Date,
): VideoView['share'] {
  const expiresAt = row.shareExpiresAt === null ? null : new Date(row.shareExpiresAt);
  return {
    revoked: row.shareRevokedAt !== null,
    expiresAt: expiresAt?.toISOString() ?? null,
    expired: expiresAt !== null && expiresAt.getTime() <= now.getTime(),
  };
}

/** A video row and its share link as the advisor's API shows them: never the password hash. */
export function presentVideo(
  row: VideoRow & { inFlight: UploadProgress },
  link: ShareLinkRow,
  chapters: Chapter[],
  now: Date,
  retentionYears: number,
): VideoView {
  const stored = row.status !== 'uploading';
  const screenSize = Number(row.uploadSize ?? 0);
  const cameraSize = Number(row.cameraSize ?? 0);
  // Each file counts whole once stored, and by what its upload in flight has received till then.
  const screenReceived =
    stored || row.screenUploadedAt !== null ? screenSize : (row.inFlight.screen ?? 0);
  const cameraReceived =
    stored || row.cameraUploadedAt !== null ? cameraSize : (row.inFlight.camera ?? 0);
  const ready = row.status === 'ready';
  const playable = ready || (row.uploadedAt !== null && row.status !== 'failed');
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    clientName: row.clientName ?? '',
    shareLink: link.shareLink,
    durationSeconds: Number(row.duration ?? 0),
    status: videoStatusOf(row.status),
    processingStep: row.status === 'processing' ? (row.processingStep as ProcessingStep) : null,
    failureReason: row.status === 'failed' ? row.failureReason : null,
    passwordProtected: link.passwordHash !== null,
    captionsEnabled: Boolean(row.captionsEnabled),
    includeProfilePicture: Boolean(row.includeProfilePicture),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    upload: { size: screenSize + cameraSize, received: screenReceived + cameraReceived },
    sources: streamsOf(row),
    layout: layoutOf(row),
    thumbnailUrl: ready ? `${videoPath(row.id)}/thumbnail` : null,
    // The URL names the file, so the browser never mixes cached ranges of the original and MP4.
    playbackUrl: playable ? `${videoPath(row.id)}/media?v=${ready ? 'mp4' : 'original'}` : null,
    viewCount: link.viewCount,
    commentCount: link.responses.comments,
    complimentCount: link.responses.compliments,
    unreadCount: link.responses.unread,
    share: shareLinkState(link, now),
    allowDownload: link.allowDownload,
    chapters,
    retainedUntil: retainedUntilIfKept(row, retentionYears, now),
  };
}
