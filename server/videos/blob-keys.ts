/** Where a video's original file (the bytes the advisor uploaded, never modified) is stored. */
export const originalBlobKey = (videoId: string) => `videos/${videoId}/original`;

/** The H.264/AAC MP4 made from the original, the file viewers are served. */
export const mp4BlobKey = (videoId: string) => `videos/${videoId}/mp4`;

/** A JPEG of a moment near the start, for the library and link previews. */
export const thumbnailBlobKey = (videoId: string) => `videos/${videoId}/thumbnail`;
