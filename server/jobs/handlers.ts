import { sendActivityEmail } from '../notifications/service.ts';
import { removeAbandonedUploads } from '../uploads/cleanup.ts';
import { openUploadStore } from '../uploads/upload-store.ts';
import { processVideo } from '../videos/processing.ts';
import type { JobHandlers } from './worker.ts';

/** The one handler of each job; the worker checks at start that none is missing. */
export const jobHandlers: JobHandlers = {
  'video.process': ({ videoId }, { deps, signal, isLastAttempt }) =>
    processVideo(deps, videoId, signal, { isLastAttempt }),
  'video.notify_activity': (payload, { deps }) => sendActivityEmail(deps, payload),
  'uploads.cleanup': async (_payload, { deps }) => {
    await removeAbandonedUploads(deps, openUploadStore(deps));
  },
};
