/** Where a video's original file (the bytes the advisor uploaded, never modified) is stored. */
export const originalBlobKey = (videoId: string) => `videos/${videoId}/original`;

/**
 * A two-stream recording's camera file, as uploaded and never modified, kept beside the
 * screen's original: the server composes the MP4 from both, in whatever layout is chosen.
 */
export const cameraOriginalBlobKey = (videoId: string) => `videos/${videoId}/camera-original`;

/** The H.264/AAC MP4 made from the original, the file viewers are served. */
export const mp4BlobKey = (videoId: string) => `videos/${videoId}/mp4`;

/** A JPEG of a moment near the start, for the library and link previews. */
export const thumbnailBlobKey = (videoId: string) => `videos/${videoId}/thumbnail`;

/**
 * One version's captions (WebVTT). Each version that changes them gets a key of its own, so
 * an earlier version's captions are never overwritten.
 */
export const captionsBlobKey = (videoId: string, fileId: string) =>
  `videos/${videoId}/captions/${fileId}`;

/**
 * A version's MP4 or thumbnail kept aside when an edit (a blur) replaces the file clients are
 * served: the earlier versions, the original among them, keep their own bytes.
 */
export const keptFileBlobKey = (videoId: string, file: 'mp4' | 'thumbnail', version: number) =>
  `videos/${videoId}/kept/${file}-v${version}`;
