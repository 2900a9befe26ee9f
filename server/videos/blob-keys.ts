/** Where a video's original file (the bytes the advisor uploaded, never modified) is stored. */
export const originalBlobKey = (videoId: string) => `videos/${videoId}/original`;

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
