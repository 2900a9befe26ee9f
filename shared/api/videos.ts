/** Where a video is between Save and a playable share page. */
export type VideoStatus = 'uploading' | 'uploaded' | 'processing' | 'ready' | 'failed';

/** The pipeline step a `processing` video is in, so the app can say what it is waiting for. */
export type ProcessingStep = 'checking' | 'converting' | 'transcribing' | 'describing';

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
  upload: { size: number; received: number };
}

export interface VideoResponse {
  video: VideoView;
}

export interface VideosResponse {
  videos: VideoView[];
}

export const PROCESS_PREVIEW_PATH = '/api/videos/process-preview';

/**
 * POST /api/videos/process-preview (SPEC.md s.7, changed: the sound is the request's body as
 * audio/webm, not base64 in JSON): what the preview shows before the video is saved.
 */
export interface PreviewProcessingResponse {
  title: string;
  description: string;
  captions: { vtt: string };
  transcript: string;
}

/** GET and PUT /api/videos/:id/captions: the video's WebVTT captions, null when it has none. */
export interface CaptionsResponse {
  captionsData: string | null;
}
