/** Where a video's original file (the bytes the advisor uploaded, never modified) is stored. */
export const originalBlobKey = (videoId: string) => `videos/${videoId}/original`;
