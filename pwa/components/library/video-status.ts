import { uploadPercent } from '../../sync/upload-percent.ts';
import type { ProcessingStep, VideoView } from '../../../shared/api/videos.ts';

/** The colour family of a badge; the component maps it to classes. */
export type BadgeTone = 'progress' | 'success' | 'danger' | 'muted' | 'device';

export interface StatusBadgeInfo {
  label: string;
  tone: BadgeTone;
  /** More words, for the tooltip and screen readers (a failure's reason). */
  detail?: string;
  /** Work under way: the badge shows a spinner. */
  busy?: boolean;
}

/** What a `processing` video is waiting for, in the advisor's words. */
export const PROCESSING_LABELS: Record<ProcessingStep, string> = {
  checking: 'Processing video…',
  converting: 'Processing video…',
  transcribing: 'Processing captions…',
  describing: 'Processing title…',
};

type StatusFields = Pick<VideoView, 'status' | 'processingStep' | 'failureReason' | 'upload'>;

/** Whole percent of the file the server has, 0 when the size is not known. */
export const serverUploadPercent = (upload: VideoView['upload']): number =>
  uploadPercent(upload.received, upload.size);

/**
 * The badge of where a video stands. `livePercent` is this device's own upload progress, when
 * the file is being sent from here (fresher than the server's count).
 */
export function statusBadge(video: StatusFields, livePercent?: number | null): StatusBadgeInfo {
  switch (video.status) {
    case 'uploading': {
      const percent = livePercent ?? serverUploadPercent(video.upload);
      return { label: `Uploading ${percent}%`, tone: 'progress', busy: true };
    }
    case 'uploaded':
      return { label: 'Processing…', tone: 'progress', busy: true };
    case 'processing':
      return {
        label: video.processingStep ? PROCESSING_LABELS[video.processingStep] : 'Processing…',
        tone: 'progress',
        busy: true,
      };
    case 'ready':
      return { label: 'Ready', tone: 'success' };
    case 'failed':
      return {
        label: 'Failed',
        tone: 'danger',
        detail: video.failureReason ?? 'Processing failed.',
      };
  }
}

/** 'Link revoked' or 'Link expired' when the share link no longer opens the video. */
export function shareBadge(share: VideoView['share']): StatusBadgeInfo | null {
  if (share.revoked) return { label: 'Link revoked', tone: 'muted' };
  if (share.expired) return { label: 'Link expired', tone: 'muted' };
  return null;
}

/** Every badge of a video card, status first. */
export function videoBadges(
  video: StatusFields & Pick<VideoView, 'share'>,
  livePercent?: number | null,
): StatusBadgeInfo[] {
  const share = shareBadge(video.share);
  return share ? [statusBadge(video, livePercent), share] : [statusBadge(video, livePercent)];
}

/**
 * Whether the server is working on it, so the list is worth refreshing. An upload is not: it
 * moves only while some device sends the file, and one left half-sent would refresh forever.
 */
export const processingOnServer = (video: Pick<VideoView, 'status'>) =>
  video.status === 'uploaded' || video.status === 'processing';

/** '1 view', '12 views'. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
