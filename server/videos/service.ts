import type { VideoView } from '../../shared/api/videos.ts';
import type { UploadTrack } from '../../shared/schemas/camera-layout.ts';
import type { CreateVideoOutput } from '../../shared/schemas/videos.ts';
import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import { formatBytes } from '../../shared/format/bytes.ts';
import { defaultVideoTitle } from '../../shared/format/default-title.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { appendAudit } from '../audit/service.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps, DeclaredFile } from '../deps.ts';
import { publishEvent } from '../events/publish.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { Invalid, Conflict, TooLarge, tooLargeBody } from '../errors/domain-errors.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { newId } from '../ids.ts';
import {
  declareUploads,
  noteFilesStored,
  uploadDeclarationOf,
} from '../uploads/declarations-service.ts';
import { cameraOriginalBlobKey, originalBlobKey } from './blob-keys.ts';
import { saveCaptionTrack } from './captions-repo.ts';
import { presentVideos } from './present-videos.ts';
import { cameraFileOf, sourcesRowOf } from './sources.ts';
import { findVideoSources, insertVideoSources } from './sources-repo.ts';
import {
  findVideo,
  findVideoByClientRequest,
  findVideoFacts,
  findVideosCreatedBetween,
  lockVideoRow,
  sentVideosTable,
  sharedVideosTable,
  videoCreatedAtTable,
  insertVideo,
  sumDeclaredBytes,
  type VideoRow,
} from './repo.ts';
import { ownVideo } from './own-video.ts';
import { FIRST_VIDEO_STATUS, moveVideo } from './lifecycle.ts';

async function assertRoomFor(deps: AppDeps, advisorId: string, size: number): Promise<void> {
  const { maxUploadBytes, storageQuotaBytes } = deps.config;
  if (size > maxUploadBytes) {
    throw tooLargeBody(
      maxUploadBytes,
      `This recording is ${formatBytes(size)}, over the ${formatBytes(maxUploadBytes)} upload limit. Trim it or record a shorter video.`,
    );
  }
  if (storageQuotaBytes === undefined) return;
  const used = await sumDeclaredBytes(deps.db, advisorId);
  if (used + size > storageQuotaBytes) {
    throw new TooLarge(
      `Your storage is full: ${formatBytes(used)} of ${formatBytes(storageQuotaBytes)} used, and this recording needs ${formatBytes(size)}. Delete old videos to make room.`,
      'QUOTA_EXCEEDED',
    );
  }
}

/** Whether a failed insert was the unique (advisor, clientRequestId) index refusing a twin. */
const isDuplicateRequest = (err: unknown) =>
  /videos_advisor_client_request|videos\.advisor_id, videos\.client_request_id/.test(String(err));

/**
 * Save: the video row and its share link exist at once, before a byte of the file arrives
 * (the file follows as a resumable upload checked against `input.upload`). The video is sent
 * from that moment, so the advisor's CRM and webhooks are told in the same transaction (unless
 * it is held for approval). A create retried with the same clientRequestId returns the first
 * one's video instead of making a second, and announces nothing again.
 */
export async function sendVideo(
  deps: AppDeps,
  advisorId: string,
  input: CreateVideoOutput,
): Promise<{ video: VideoView; created: boolean }> {
  const { db, clock } = deps;
  if (input.clientRequestId) {
    const earlier = await findVideoByClientRequest(db, advisorId, input.clientRequestId);
    if (earlier) return { video: await presentVideo(deps, earlier), created: false };
  }
  await assertRoomFor(deps, advisorId, input.upload.size + (input.camera?.size ?? 0));
  const id = newId();
  const now = clock.now();
  const at = now.toISOString();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  // Honesty over the spec's 'Processing...' / 'AI is analyzing content...': a blank title
  // says who the video is for and when (a model may improve on it later), and a blank
  // description stays blank rather than claiming an analysis that may never happen.
  const clientName = input.clientName || null;
  const row = {
    id,
    advisorId,
    clientName,
    title: input.title || defaultVideoTitle(clientName ?? '', now, input.timeZone),
    titleIsDefault: input.title ? 0 : 1,
    description: input.description ?? '',
    duration: input.durationSeconds,
    status: FIRST_VIDEO_STATUS,
    captionsEnabled: input.captionsEnabled ? 1 : 0,
    includeProfilePicture: input.includeProfilePicture ? 1 : 0,
    clientRequestId: input.clientRequestId ?? null,
    createdAt: at,
    updatedAt: at,
  } as const;
  try {
    await writeTransaction(db, deps.dialect, async (trx) => {
      await insertVideo(trx, row);
      await insertVideoSources(trx, sourcesRowOf(id, input));
      await declareUploads(trx, id, { screen: input.upload, camera: cameraFileOf(input) });
      const shareLink = await deps.shareLinks.create(trx, id, passwordHash);
      // The preview's captions, perhaps corrected by the advisor: the pipeline keeps them.
      if (input.captionsData !== undefined) {
        await saveCaptionTrack(trx, {
          videoId: id,
          language: DEFAULT_CAPTIONS_LANGUAGE,
          captionsData: input.captionsData,
          transcriptText: null,
          source: 'whisper',
          at,
        });
      }
      await appendAudit(trx, clock, {
        actor: { type: 'advisor', id: advisorId },
        action: 'video.created',
        subject: { type: 'video', id },
        payload: {
          title: row.title,
          clientName: row.clientName,
          passwordProtected: passwordHash !== null,
          captionsEnabled: input.captionsEnabled,
          declaredSize: input.upload.size,
          declaredSha256: input.upload.sha256,
          source: input.source,
          ...(input.camera && {
            declaredCameraSize: input.camera.size,
            declaredCameraSha256: input.camera.sha256,
          }),
        },
      });
      await publishEvent(trx, deps, {
        name: 'video.created',
        payload: { videoId: id, createdAt: at, siteUrl: linkOrigin(deps.config), shareLink },
      });
    });
  } catch (err) {
    // Two tabs retried the same create at once: the index let one through; answer with it.
    const twin =
      input.clientRequestId && isDuplicateRequest(err)
        ? await findVideoByClientRequest(db, advisorId, input.clientRequestId)
        : undefined;
    if (twin) return { video: await presentVideo(deps, twin), created: false };
    throw err;
  }
  return { video: await getVideo(deps, advisorId, id), created: true };
}

/** The advisor's own video; another advisor's is "not found", never "forbidden". */
export async function getVideo(deps: AppDeps, advisorId: string, id: string): Promise<VideoView> {
  const row = await ownVideo(deps.db, advisorId, id);
  return presentVideo(deps, row);
}

async function presentVideo(deps: AppDeps, row: VideoRow): Promise<VideoView> {
  const [video] = await presentVideos(deps, [row]);
  if (!video) throw new Error(`video ${row.id} was not presented`);
  return video;
}

/**
 * The advisor of a video whose MP4 is made, for work done on it afterwards (the screening);
 * null when the video is gone or not ready.
 */
export async function readyVideoAdvisor(deps: AppDeps, id: string): Promise<string | null> {
  const row = await findVideo(deps.db, id);
  return row?.status === 'ready' ? row.advisorId : null;
}

/**
 * What another folder's message tells of a video (its title, client and creation, and whose it
 * is): the activity email, CRM notes and webhooks. For the system's own work (jobs, event
 * subscribers), never for a request; undefined when the video is gone.
 */
export function videoFactsOf(db: Db, id: string) {
  return findVideoFacts(db, id);
}

/** Every advisor's videos made in [from, to), oldest first: what the compliance export holds. */
export function videosCreatedBetween(db: Db, from: string, to: string) {
  return findVideosCreatedBetween(db, from, to);
}

/**
 * Video rows as tables (subqueries) another folder's repo joins its own tables to, so a page
 * that reads both stays one query; each names the columns it gives, and only videos/ names the
 * table (compliance: a video's approval, the review queue).
 */
export { sentVideosTable, sharedVideosTable, videoCreatedAtTable };

/** Holds the video's row until the caller's transaction ends (compliance's retail count). */
export function lockVideo(trx: Db, videoId: string): Promise<void> {
  return lockVideoRow(trx, videoId);
}

/**
 * The declared file (`track`) of the advisor's video that is waiting for its upload. Another
 * advisor's video is "not found"; a file already stored cannot be uploaded again; a camera file
 * exists only for a recording of screen and camera.
 */
export async function declaredFileOf(
  deps: AppDeps,
  advisorId: string,
  videoId: string,
  track: UploadTrack,
): Promise<DeclaredFile> {
  const row = await ownVideo(deps.db, advisorId, videoId);
  const stored = new Conflict(
    track === 'camera'
      ? "This video's camera file has already been uploaded."
      : "This video's file has already been uploaded.",
  );
  if (row.status !== 'uploading') throw stored;
  if (track === 'camera') {
    if (row.cameraSize === null || row.cameraSha256 === null) {
      throw new Invalid(
        'This video was not saved with a camera recording, so it has no camera file to upload.',
      );
    }
    if (row.cameraUploadedAt !== null) throw stored;
    const { cameraSize: size, cameraSha256: sha256 } = row;
    return {
      videoId,
      advisorId,
      track,
      size: Number(size),
      sha256,
      key: cameraOriginalBlobKey(videoId),
    };
  }
  if (row.uploadSize === null || row.uploadSha256 === null) {
    throw new Invalid('This video was not saved with a file to upload.');
  }
  if (row.screenUploadedAt !== null) throw stored;
  const { uploadSize: size, uploadSha256: sha256 } = row;
  return { videoId, advisorId, track, size: Number(size), sha256, key: originalBlobKey(videoId) };
}

/**
 * One of the video's files is stored and its hash checked: the audit log records its sha256.
 * Once every file the video declared is (the screen's, and the camera's when it has one, in
 * either order), the video leaves `uploading` and processing is queued: once, however often
 * this is called.
 */
export async function recordVideoUploaded(
  trx: Db,
  clock: Clock,
  file: DeclaredFile & { container: string },
): Promise<void> {
  const at = clock.now().toISOString();
  await lockVideoRow(trx, file.videoId);
  const [sources, upload] = await Promise.all([
    findVideoSources(trx, file.videoId),
    uploadDeclarationOf(trx, file.videoId),
  ]);
  let container = file.container;
  if (sources?.source === 'screen_and_camera') {
    // Save declares a video's files in the transaction that makes it.
    if (!upload) throw new Error(`video ${file.videoId} has no upload declaration`);
    const arrived = file.track === 'camera' ? upload.cameraUploadedAt : upload.screenUploadedAt;
    if (arrived !== null) return;
    await noteFilesStored(
      trx,
      file.videoId,
      file.track === 'camera'
        ? { cameraContainer: file.container, cameraUploadedAt: at }
        : { screenContainer: file.container, screenUploadedAt: at },
    );
    await auditUploaded(trx, clock, file, { track: file.track });
    const awaited = file.track === 'camera' ? upload.screenUploadedAt : upload.cameraUploadedAt;
    if (awaited === null) return;
    // The video's container is its screen file's, which processing reads first.
    container = file.track === 'camera' ? (upload.screenContainer ?? '') : file.container;
  }
  const changed = await moveVideo(trx, file.videoId, 'uploading', 'uploaded', { updatedAt: at });
  if (!changed) return;
  await noteFilesStored(trx, file.videoId, { container, uploadedAt: at });
  if (sources?.source !== 'screen_and_camera') await auditUploaded(trx, clock, file, {});
  await enqueueJob(trx, clock, {
    name: 'video.process',
    payload: { videoId: file.videoId },
    dedupeKey: `video.process:${file.videoId}`,
  });
}

function auditUploaded(
  trx: Db,
  clock: Clock,
  file: DeclaredFile & { container: string },
  extra: Record<string, unknown>,
) {
  return appendAudit(trx, clock, {
    actor: { type: 'advisor', id: file.advisorId },
    action: 'video.uploaded',
    subject: { type: 'video', id: file.videoId },
    payload: { sha256: file.sha256, size: file.size, container: file.container, ...extra },
  });
}
