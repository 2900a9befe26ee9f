import type { BriefcastDb, DraftRow, DraftSync } from '../drafts/db.ts';
import { draftSource } from '../drafts/draft-source.ts';
import { loadDraftCameraFile, loadDraftFile } from '../drafts/drafts.ts';
import { uploadDraftFile, type DraftUpload } from './draft-upload.ts';
import { fileSha256 } from './file-sha256.ts';
import type { Network } from './network.ts';

/** What a saved draft sends: the screen's file (or the camera's alone), and the camera's beside. */
export interface DraftFiles {
  main: Blob;
  camera: Blob | null;
}

export async function loadDraftFiles(db: BriefcastDb, draft: DraftRow): Promise<DraftFiles> {
  const camera =
    draftSource(draft) === 'screen_and_camera' ? await loadDraftCameraFile(db, draft) : null;
  return { main: await loadDraftFile(db, draft), camera };
}

/** Whether a file still needs its hash before the video can be created. */
export function needsHashing(files: DraftFiles, sync: DraftSync): boolean {
  return !sync.sha256 || (files.camera !== null && !sync.cameraSha256);
}

export async function hashDraftFiles(
  files: DraftFiles,
  sync: DraftSync,
): Promise<Pick<DraftSync, 'sha256' | 'cameraSha256'>> {
  return {
    sha256: sync.sha256 ?? (await fileSha256(files.main)),
    cameraSha256: files.camera ? (sync.cameraSha256 ?? (await fileSha256(files.camera))) : null,
  };
}

const contentType = (file: Blob) =>
  file.type.startsWith('video/mp4') ? 'video/mp4' : 'video/webm';

/** The files a create declares: `upload`, and for two streams `camera`, `source` and `layout`. */
export function declaredFiles(draft: DraftRow, files: DraftFiles, sync: DraftSync) {
  const upload = {
    size: files.main.size,
    sha256: sync.sha256 ?? '',
    contentType: contentType(files.main),
  };
  const source = draftSource(draft);
  if (!files.camera || source !== 'screen_and_camera') {
    return { upload, source: source === 'camera' ? ('camera' as const) : ('screen' as const) };
  }
  return {
    upload,
    source,
    camera: {
      size: files.camera.size,
      sha256: sync.cameraSha256 ?? '',
      contentType: contentType(files.camera),
      offsetMs: draft.camera?.offsetMs ?? 0,
    },
    ...(draft.details?.layout ? { layout: draft.details.layout } : {}),
  };
}

export interface DraftFilesUploadOptions {
  videoId: string;
  sync: DraftSync;
  network: Network;
  onUploadUrl(patch: Pick<DraftSync, 'uploadUrl'> | Pick<DraftSync, 'cameraUploadUrl'>): void;
  /** The server has `received` of both files' `size` bytes together. */
  onAcknowledged(received: number, size: number): void;
}

/**
 * Sends a draft's files one after the other with tus, each resuming from the server's offset
 * on its own upload URL (a file already whole on the server finishes at once). Progress counts
 * both files' bytes, so the percent never goes back when the second starts.
 */
export function uploadDraftFiles(files: DraftFiles, options: DraftFilesUploadOptions): DraftUpload {
  const total = files.main.size + (files.camera?.size ?? 0);
  let current: DraftUpload | null = null;
  let aborted = false;
  const send = (file: Blob, track: 'screen' | 'camera', before: number): Promise<void> => {
    if (aborted) return Promise.reject(new Error('Upload paused'));
    current = uploadDraftFile(file, {
      videoId: options.videoId,
      track,
      uploadUrl:
        track === 'camera' ? (options.sync.cameraUploadUrl ?? null) : options.sync.uploadUrl,
      network: options.network,
      onUploadUrl: (url) =>
        options.onUploadUrl(track === 'camera' ? { cameraUploadUrl: url } : { uploadUrl: url }),
      onAcknowledged: (received) => options.onAcknowledged(before + received, total),
    });
    return current.done;
  };
  const camera = files.camera;
  const done = send(files.main, 'screen', 0).then(() =>
    camera ? send(camera, 'camera', files.main.size) : undefined,
  );
  return {
    done,
    abort: () => {
      aborted = true;
      current?.abort();
    },
  };
}
