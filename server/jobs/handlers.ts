import type { InstalledModels } from '../ai/installed-models.ts';
import { removeAbandonedUploads } from '../uploads/cleanup.ts';
import { openUploadStore } from '../uploads/upload-store.ts';
import { processVideo } from '../videos/processing.ts';
import type { JobHandlers } from './worker.ts';

/**
 * The one handler of each job; the worker checks at start that none is missing. The models
 * are the ones verified when the worker started (ai/installed-models.ts).
 */
export function jobHandlers(models: InstalledModels['files']): JobHandlers {
  return {
    'video.process': ({ videoId }, { deps, signal }) => processVideo(deps, models, videoId, signal),
    'uploads.cleanup': async (_payload, { deps }) => {
      await removeAbandonedUploads(deps, openUploadStore(deps));
    },
  };
}
