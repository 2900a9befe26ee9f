/** Where a video is between Save and a playable share page. */
export type VideoStatus = 'uploading' | 'uploaded' | 'processing' | 'ready' | 'failed';

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
