import type { CameraLayout } from '../schemas/camera-layout.ts';
import type { ComplimentType, ViewerEventName } from './share.ts';

/** Where a video is between Save and a playable share page. */
export type VideoStatus = 'uploading' | 'uploaded' | 'processing' | 'ready' | 'failed';

/**
 * Why a processed video has a transcript or not: `made` from its speech (or the advisor's
 * captions), `no_model` when no speech model was installed, `no_audio` when the file has no
 * sound, `no_speech` when nothing was said, `failed` when the speech model could not read it.
 */
export type TranscriptStatus = 'made' | 'no_model' | 'no_audio' | 'no_speech' | 'failed';

/** The pipeline step a `processing` video is in, so the app can say what it is waiting for. */
export type ProcessingStep = 'checking' | 'converting' | 'transcribing' | 'describing';

/** One stream a recording captured. */
export type VideoSourceKind = 'screen' | 'camera';

/** A video as the advisor's API shows it; never the password or its hash. */
export interface VideoView {
  id: string;
  title: string;
  description: string;
  clientName: string;
  /** The random part of /share/{shareLink}, made by the server. */
  shareLink: string;
  durationSeconds: number;
  status: VideoStatus;
  /** Set while `processing`. */
  processingStep: ProcessingStep | null;
  /** Set when `failed`: why, in words the advisor can act on. */
  failureReason: string | null;
  passwordProtected: boolean;
  captionsEnabled: boolean;
  includeProfilePicture: boolean;
  createdAt: string;
  updatedAt: string;
  /** Every file the recording declared (the screen's and the camera's, when both), together. */
  upload: { size: number; received: number };
  /** What the video was recorded from: ['screen'], ['camera'] or ['screen', 'camera']. */
  sources: VideoSourceKind[];
  /**
   * How the screen and camera are composed; null unless the video has both. It is the layout
   * the advisor last chose, shown at once while the MP4 in that layout is being made.
   */
  layout: CameraLayout | null;
  /** The advisor's own view of the thumbnail (`/api/videos/:id/thumbnail`), once made. */
  thumbnailUrl: string | null;
  /** The advisor's own playback (`/api/videos/:id/media`), once a file is stored. */
  playbackUrl: string | null;
  /** Visits of the share page that played the video. */
  viewCount: number;
  /** Free-text comments received. */
  commentCount: number;
  /** Quick compliments received ('This was helpful', 'Thank you'...), counted apart. */
  complimentCount: number;
  /** Comments and compliments not yet seen on the video page. */
  unreadCount: number;
  share: ShareLinkState;
  /**
   * Whether the client may download the video and its captions from the share page; off until
   * the advisor allows it, and refused while the firm forbids downloads.
   */
  allowDownload: boolean;
  /** The advisor's chapters, by start time. */
  chapters: Chapter[];
  /**
   * While the video is a business record under the firm's retention period, when that period
   * ends: it cannot be deleted before then. Null when it may be deleted.
   */
  retainedUntil: string | null;
}

/** A named point of the video the client can jump to. */
export interface Chapter {
  title: string;
  startSeconds: number;
}

/** Whether the share link opens the video: a revoked or expired link shows 'not found'. */
export interface ShareLinkState {
  revoked: boolean;
  /** The end of the link's life, if the advisor set one. */
  expiresAt: string | null;
  /** True when expiresAt has passed. */
  expired: boolean;
}

export interface VideoResponse {
  video: VideoView;
}

/** The library's filter on where a video stands ('processing' includes 'uploaded'). */
export const LIBRARY_STATUS_FILTERS = [
  'all',
  'uploading',
  'processing',
  'ready',
  'failed',
] as const;
export type LibraryStatusFilter = (typeof LIBRARY_STATUS_FILTERS)[number];

/** GET /api/videos: newest first, one page at a time. */
export interface VideosPage {
  videos: VideoView[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Videos matching the search and filters, on every page ('Showing X of Y videos'). */
  total: number;
}

/** GET /api/videos/summary: the dashboard's figures. */
export interface VideosSummary {
  totalVideos: number;
  totalViews: number;
  /** Compliments and comments not yet seen on their video's page. */
  unreadResponses: number;
}

/** One visit of the share page, as the advisor sees it. */
export interface ViewerVisitView {
  sessionId: string;
  startedAt: string;
  lastSeenAt: string;
  played: boolean;
  completed: boolean;
  /** Seconds into the video the visit got to. */
  furthestSecond: number;
  /** furthestSecond as a whole percentage of the video, when its length is known. */
  watchedPercent: number | null;
}

export interface ClientResponseView {
  id: string;
  sessionId: string;
  type: ComplimentType;
  message: string;
  createdAt: string;
  /** The second of the video the client was at when they sent it; null when unknown. */
  atSeconds: number | null;
  /** Whether the advisor had seen it before this page load. */
  read: boolean;
  /** The advisor's replies to it (written comments only), oldest first. */
  replies: { id: string; body: string; createdAt: string }[];
}

export interface ViewerEventView {
  id: string;
  sessionId: string;
  event: ViewerEventName;
  metadata: Record<string, unknown> | null;
  createdAt: string;
}

/**
 * GET /api/videos/:id/activity: who watched, how far, what they said, newest first. Reading it
 * marks the video's responses as read.
 */
export interface VideoActivity {
  visits: ViewerVisitView[];
  responses: ClientResponseView[];
  events: ViewerEventView[];
}

export const PROCESS_PREVIEW_PATH = '/api/videos/process-preview';

/**
 * POST /api/videos/process-preview (the sound is the request's body as
 * audio/webm, not base64 in JSON): what the preview shows before the video is saved.
 */
export interface PreviewProcessingResponse {
  /** Empty when nothing could be written: the advisor's blank field then stays blank. */
  title: string;
  description: string;
  /** Null when this server has no speech model: an expected state, not a failure. */
  captions: { vtt: string } | null;
  transcript: string;
}

/** GET and PUT /api/videos/:id/captions: the video's WebVTT captions, null when it has none. */
export interface CaptionsResponse {
  captionsData: string | null;
}
