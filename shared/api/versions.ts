/** The files a version of a video may have; each is at `/api/videos/:id/versions/:n/:file`. */
export const VERSION_FILES = ['original', 'mp4', 'thumbnail', 'captions'] as const;
export type VersionFile = (typeof VERSION_FILES)[number];

/** One version of a video's files: what made it, when and who, and which files it has. */
export interface VideoVersionView {
  version: number;
  /** 'processed' (the upload, converted), 'captions_edited', 'blurred' or 'muted'. */
  reason: string;
  createdAt: string;
  createdBy: { type: string; id: string | null };
  originalSha256: string | null;
  captionsSha256: string | null;
  /** The advisor's URL of each file this version has. */
  files: Partial<Record<VersionFile, string>>;
}

export interface VideoVersionsResponse {
  /** Oldest first; the last is what the share page shows. */
  versions: VideoVersionView[];
}
