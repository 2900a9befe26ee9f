import { createHash } from 'node:crypto';
import type { VersionFile, VideoVersionView } from '../../shared/api/versions.ts';
import type { AuditActor } from '../audit/service.ts';
import type { Db } from '../db/connect.ts';
import type { AppDeps } from '../deps.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { newId } from '../ids.ts';
import { captionsBlobKey, mp4BlobKey, originalBlobKey, thumbnailBlobKey } from './blob-keys.ts';
import { ownVideo } from './own-video.ts';
import {
  findLatestVideoVersion,
  findVideoVersion,
  insertVideoVersion,
  listVideoVersions,
  type VideoVersionRow,
} from './versions-repo.ts';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** What a snapshot needs of the video: its id, whether its renditions exist, its upload. */
export interface VersionedVideo {
  id: string;
  status: string;
  uploadSha256: string | null;
}

/**
 * Keeps the video's files as they are now as its next version, inside the caller's
 * transaction (which must already hold the video row, so two changes number in turn). Files
 * unchanged since the previous version keep its keys; new captions are stored under a new key,
 * so no version's file is ever overwritten.
 */
export async function recordVideoVersion(
  deps: Pick<AppDeps, 'blobs' | 'clock'>,
  trx: Db,
  video: VersionedVideo,
  captions: string | null,
  change: {
    reason: 'processed' | 'captions_edited' | 'blurred' | 'layout' | 'muted';
    by: AuditActor;
  },
): Promise<VideoVersionRow> {
  const latest = await findLatestVideoVersion(trx, video.id);
  const captionsSha256 = captions === null ? null : sha256Hex(captions);
  let captionsKey: string | null = null;
  if (captions !== null) {
    if (latest?.captionsKey && latest.captionsSha256 === captionsSha256) {
      captionsKey = latest.captionsKey;
    } else {
      captionsKey = captionsBlobKey(video.id, newId());
      await deps.blobs.put(captionsKey, Buffer.from(captions, 'utf8'));
    }
  }
  const ready = video.status === 'ready';
  const row: VideoVersionRow = {
    id: newId(),
    videoId: video.id,
    version: (latest?.version ?? 0) + 1,
    originalKey: originalBlobKey(video.id),
    mp4Key: ready ? mp4BlobKey(video.id) : null,
    thumbnailKey: ready ? thumbnailBlobKey(video.id) : null,
    captionsKey,
    originalSha256: video.uploadSha256,
    captionsSha256,
    reason: change.reason,
    createdByType: change.by.type,
    createdById: change.by.id ?? null,
    createdAt: deps.clock.now().toISOString(),
  };
  await insertVideoVersion(trx, row);
  return row;
}

/** The blob key of one file of a version, or null when the version has no such file. */
export function versionFileKey(row: VideoVersionRow, file: VersionFile): string | null {
  const keys: Record<VersionFile, string | null> = {
    original: row.originalKey,
    mp4: row.mp4Key,
    thumbnail: row.thumbnailKey,
    captions: row.captionsKey,
  };
  return keys[file];
}

/** Every blob key the video's versions name, each once: what a purge must delete. */
export async function versionBlobKeys(db: Db, videoId: string): Promise<string[]> {
  const keys = new Set<string>();
  for (const row of await listVideoVersions(db, videoId)) {
    for (const key of [row.originalKey, row.mp4Key, row.thumbnailKey, row.captionsKey]) {
      if (key) keys.add(key);
    }
  }
  return [...keys];
}

/** What a version says of itself, without where its files are (the API's or an export's). */
export const versionFacts = (row: VideoVersionRow): Omit<VideoVersionView, 'files'> => ({
  version: row.version,
  reason: row.reason,
  createdAt: new Date(row.createdAt).toISOString(),
  createdBy: { type: row.createdByType, id: row.createdById },
  originalSha256: row.originalSha256,
  captionsSha256: row.captionsSha256,
});

function presentVersion(videoId: string, row: VideoVersionRow): VideoVersionView {
  const files: VideoVersionView['files'] = {};
  for (const file of ['original', 'mp4', 'thumbnail', 'captions'] as const) {
    if (versionFileKey(row, file)) {
      files[file] = `/api/videos/${videoId}/versions/${row.version}/${file}`;
    }
  }
  return { ...versionFacts(row), files };
}

/** The advisor's own video's versions, oldest first; another advisor's video is not found. */
export async function listOwnVideoVersions(
  deps: AppDeps,
  advisorId: string,
  id: string,
): Promise<VideoVersionView[]> {
  await ownVideo(deps.db, advisorId, id);
  return (await listVideoVersions(deps.db, id)).map((row) => presentVersion(id, row));
}

const CONTENT_TYPES: Record<VersionFile, string> = {
  original: 'video/webm',
  mp4: 'video/mp4',
  thumbnail: 'image/jpeg',
  captions: 'text/vtt; charset=utf-8',
};

/** One file of one version of the advisor's own video, as a blob to send. */
export async function openOwnVersionFile(
  deps: AppDeps,
  advisorId: string,
  id: string,
  version: number,
  file: VersionFile,
): Promise<{ key: string; contentType: string }> {
  const video = await ownVideo(deps.db, advisorId, id);
  const row = await findVideoVersion(deps.db, id, version);
  const key = row ? versionFileKey(row, file) : null;
  if (!key) throw new NotFound(`Version ${version} of this video has no ${file} file.`);
  const contentType =
    file === 'original' && video.container === 'mp4' ? 'video/mp4' : CONTENT_TYPES[file];
  return { key, contentType };
}

/** Every version of a video, oldest first, whoever asks (the compliance export). */
export function versionsOfVideo(db: Db, videoId: string): Promise<VideoVersionRow[]> {
  return listVideoVersions(db, videoId);
}
