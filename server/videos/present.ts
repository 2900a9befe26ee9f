import type { ProcessingStep, VideoStatus, VideoView } from '../../shared/api/videos.ts';
import type { VideoRow } from './repo.ts';

/** A video row as the advisor's API shows it: never the password hash. */
export function presentVideo(row: VideoRow): VideoView {
  const size = Number(row.uploadSize ?? 0);
  const stored = row.status !== 'uploading';
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    clientName: row.clientName ?? '',
    shareLink: row.shareLink,
    durationSeconds: Number(row.duration ?? 0),
    status: row.status as VideoStatus,
    processingStep: row.status === 'processing' ? (row.processingStep as ProcessingStep) : null,
    failureReason: row.status === 'failed' ? row.failureReason : null,
    passwordProtected: row.passwordHash !== null,
    captionsEnabled: Boolean(row.captionsEnabled),
    includeProfilePicture: Boolean(row.includeProfilePicture),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    upload: { size, received: stored ? size : Number(row.uploadReceived ?? 0) },
  };
}
