import type { MediaTools } from '../ffmpeg/tools.ts';

/** ffmpeg and ffprobe from the PATH, as CI installs them. */
export const PATH_MEDIA_TOOLS: MediaTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
