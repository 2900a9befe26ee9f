import { PROCESS_PREVIEW_PATH, type PreviewProcessingResponse } from '../../shared/api/videos.ts';
import { apiPostFile } from './client.ts';

/** Sends a recording's sound for captions, a title and a description, before the video is saved. */
export const processPreview = (sound: Blob, durationSeconds: number, signal: AbortSignal) =>
  apiPostFile<PreviewProcessingResponse>(
    `${PROCESS_PREVIEW_PATH}?duration=${durationSeconds.toFixed(3)}`,
    sound,
    'audio/webm',
    signal,
  );
