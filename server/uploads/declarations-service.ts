import type { Db } from '../db/connect.ts';
import {
  insertUploadDeclaration,
  updateUploadDeclaration,
  uploadDeclarationsTable,
} from './declarations-repo.ts';

/** A file as Save declares it: its upload must match it byte for byte. */
export interface FileDeclaration {
  size: number;
  sha256: string;
  contentType: string;
}

/**
 * Save's declaration of a new video's files, in the transaction that makes the video: the
 * screen's (the video's own upload) and, for a recording of screen and camera, the camera's.
 */
export async function declareUploads(
  trx: Db,
  videoId: string,
  files: { screen: FileDeclaration; camera: FileDeclaration | null },
): Promise<void> {
  const { screen, camera } = files;
  await insertUploadDeclaration(trx, {
    videoId,
    uploadSize: screen.size,
    uploadSha256: screen.sha256,
    uploadContentType: screen.contentType,
    container: null,
    uploadedAt: null,
    screenContainer: null,
    screenUploadedAt: null,
    cameraSize: camera?.size ?? null,
    cameraSha256: camera?.sha256 ?? null,
    cameraContentType: camera?.contentType ?? null,
    cameraContainer: null,
    cameraUploadedAt: null,
  });
}

/** A video's declaration and what its uploads found so far; undefined when the video is gone. */
export function uploadDeclarationOf(db: Db, videoId: string) {
  return uploadDeclarationsTable(db).where('videoId', '=', videoId).executeTakeFirst();
}

/**
 * Notes what a stored file was found to be: one file of a two-stream video while the other is
 * awaited (`screen*`, `camera*`), or the video's container once every file is.
 */
export async function noteFilesStored(
  trx: Db,
  videoId: string,
  found:
    | { screenContainer: string; screenUploadedAt: string }
    | { cameraContainer: string; cameraUploadedAt: string }
    | { container: string; uploadedAt: string },
): Promise<void> {
  await updateUploadDeclaration(trx, videoId, found);
}

/**
 * Every video's declared files and their arrival, as a table another folder's query joins on
 * `videoId` (videos/: the advisor's pages, the share page, the review queue, the export), so a
 * page that reads both stays one query; only uploads/ names the table.
 */
export { uploadDeclarationsTable };
