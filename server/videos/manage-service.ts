import type { VideoView } from '../../shared/api/videos.ts';
import type { UpdateVideoOutput } from '../../shared/schemas/videos.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { appendAudit, appendAuditAlone, type AuditActor } from '../audit/service.ts';
import { retainedRecordMessage } from '../../shared/compliance/retention.ts';
import type { Db } from '../db/connect.ts';
import type { AppDeps, ShareLinkRow } from '../deps.ts';
import { Invalid, NotFound, Conflict } from '../errors/domain-errors.ts';
import { discardVideoUpload } from '../uploads/service.ts';
import {
  cameraOriginalBlobKey,
  mp4BlobKey,
  originalBlobKey,
  thumbnailBlobKey,
} from './blob-keys.ts';
import { deleteOwnVideo, findVideosCreatedUpTo, updateOwnVideo, type VideoRow } from './repo.ts';
import { ownVideo } from './own-video.ts';
import { retainedUntilIfKept } from './present.ts';
import { getVideo } from './service.ts';
import { versionBlobKeys } from './versions-service.ts';
import { writeTransaction } from '../db/write-transaction.ts';

const notFound = () => new NotFound('Video not found');

/** Runs `work` on the advisor's own video inside one transaction, with an audit entry. */
async function changeOwnVideo(
  deps: AppDeps,
  advisorId: string,
  id: string,
  work: (
    trx: Db,
    video: VideoRow,
    link: ShareLinkRow,
  ) => Promise<{ action: string; payload: Record<string, unknown> } | null>,
): Promise<VideoView> {
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const video = await ownVideo(trx, advisorId, id);
    const link = await deps.shareLinks.ofVideo(trx, id);
    const audit = await work(trx, video, link);
    if (!audit) return;
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: advisorId },
      action: audit.action,
      subject: { type: 'video', id },
      payload: audit.payload,
    });
  });
  return getVideo(deps, advisorId, id);
}

const passwordChange = (before: string | null, after: string | null | undefined) => {
  if (after === undefined) return undefined;
  if (after === null) return before === null ? undefined : 'removed';
  return before === null ? 'set' : 'changed';
};

/**
 * The advisor's edits. The audit entry keeps each changed field's old and new value, but of
 * the password only whether it was set, changed or removed.
 */
export async function updateVideoDetails(
  deps: AppDeps,
  advisorId: string,
  id: string,
  input: UpdateVideoOutput,
): Promise<VideoView> {
  const now = deps.clock.now();
  if (input.shareExpiresAt && Date.parse(input.shareExpiresAt) <= now.getTime()) {
    throw new Invalid('The link’s expiry must be in the future. To close it now, revoke it.');
  }
  const passwordHash = input.password ? await hashPassword(input.password) : input.password;
  return changeOwnVideo(deps, advisorId, id, async (trx, video, link) => {
    const before = {
      title: video.title,
      description: video.description ?? '',
      clientName: video.clientName ?? '',
      captionsEnabled: Boolean(video.captionsEnabled),
      includeProfilePicture: Boolean(video.includeProfilePicture),
      shareExpiresAt: link.shareExpiresAt ? new Date(link.shareExpiresAt).toISOString() : null,
      allowDownload: link.allowDownload,
    };
    const after = {
      ...input,
      shareExpiresAt: input.shareExpiresAt
        ? new Date(input.shareExpiresAt).toISOString()
        : input.shareExpiresAt,
    };
    const changes: Record<string, { old: unknown; new: unknown }> = {};
    for (const [field, old] of Object.entries(before)) {
      const value = after[field as keyof typeof after];
      if (value !== undefined && value !== old) changes[field] = { old, new: value };
    }
    const password = passwordChange(link.passwordHash, input.password);
    if (Object.keys(changes).length === 0 && !password) return null;
    await updateOwnVideo(trx, advisorId, id, {
      // A title the advisor typed is theirs: processing never replaces it.
      ...(input.title !== undefined ? { title: input.title, titleIsDefault: 0 as const } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.clientName !== undefined ? { clientName: input.clientName || null } : {}),
      ...(input.captionsEnabled !== undefined
        ? { captionsEnabled: input.captionsEnabled ? 1 : 0 }
        : {}),
      ...(input.includeProfilePicture !== undefined
        ? { includeProfilePicture: input.includeProfilePicture ? 1 : 0 }
        : {}),
      updatedAt: now.toISOString(),
    });
    await deps.shareLinks.change(trx, id, {
      ...(after.shareExpiresAt !== undefined ? { shareExpiresAt: after.shareExpiresAt } : {}),
      ...(password ? { passwordHash } : {}),
      ...(changes.allowDownload ? { allowDownload: input.allowDownload } : {}),
    });
    return { action: 'video.updated', payload: { changes, ...(password ? { password } : {}) } };
  });
}

/** Closes the share link: the client then sees 'Video not found or link no longer active'. */
export function revokeShareLink(deps: AppDeps, advisorId: string, id: string): Promise<VideoView> {
  const at = deps.clock.now().toISOString();
  return changeOwnVideo(deps, advisorId, id, async (trx, _video, link) => {
    if (link.shareRevokedAt !== null) return null;
    await deps.shareLinks.change(trx, id, { shareRevokedAt: at });
    await updateOwnVideo(trx, advisorId, id, { updatedAt: at });
    return { action: 'video.link_revoked', payload: { shareLink: link.shareLink } };
  });
}

/**
 * A new link for the video (the old one stays dead) that opens it again, without the old
 * link's expiry: the advisor sets a new one if they want one.
 */
export function renewShareLink(deps: AppDeps, advisorId: string, id: string): Promise<VideoView> {
  const at = deps.clock.now().toISOString();
  return changeOwnVideo(deps, advisorId, id, async (trx, _video, link) => {
    const shareLink = await deps.shareLinks.renew(trx, id);
    await updateOwnVideo(trx, advisorId, id, { updatedAt: at });
    return {
      action: 'video.link_renewed',
      payload: { oldShareLink: link.shareLink, shareLink },
    };
  });
}

/**
 * Any advisor's videos made at or before `cutoff`, oldest first, at most `limit`: what the
 * retention purge weighs, with what its audit entry names of each.
 */
export function videosCreatedUpTo(db: Db, cutoff: string, limit: number) {
  return findVideosCreatedUpTo(db, cutoff, limit);
}

/**
 * Deletes the video row (its viewers' records and versions go with it) with an audit entry
 * naming what went, then every file any of its versions had. Used by the advisor's delete
 * and by the retention purge. `whileUploading`: only if its upload has still not finished,
 * so a video that became a business record meanwhile is never taken this way.
 */
export async function removeVideoAndFiles(
  deps: AppDeps,
  video: { id: string; advisorId: string },
  audit: { actor: AuditActor; action: string; payload: Record<string, unknown> },
  { whileUploading = false } = {},
): Promise<boolean> {
  const keys = new Set([
    originalBlobKey(video.id),
    mp4BlobKey(video.id),
    thumbnailBlobKey(video.id),
  ]);
  // Only a two-stream recording has a camera file; the audit entry counts files that were there.
  const camera = cameraOriginalBlobKey(video.id);
  if (await deps.blobs.stat(camera)) keys.add(camera);
  const removed = await writeTransaction(deps.db, deps.dialect, async (trx) => {
    for (const key of await versionBlobKeys(trx, video.id)) keys.add(key);
    const status = whileUploading ? 'uploading' : undefined;
    if (!(await deleteOwnVideo(trx, video.advisorId, video.id, status))) return false;
    await appendAudit(trx, deps.clock, {
      actor: audit.actor,
      action: audit.action,
      subject: { type: 'video', id: video.id },
      payload: { ...audit.payload, files: keys.size },
    });
    return true;
  });
  if (!removed) return false;
  // After the commit: a failed delete leaves a file nobody can reach, never a row without one.
  for (const key of keys) await deps.blobs.delete(key);
  return true;
}

/**
 * The advisor deletes their video. One still under retention is a business record: the
 * attempt is audited and refused (409), and nothing changes. A video whose upload never
 * finished is not one (no client could ever watch it): it goes, with what its upload had
 * stored. The audit entry of a delete outlives the video, naming it and its file's sha256.
 */
export async function deleteVideo(deps: AppDeps, advisorId: string, id: string): Promise<void> {
  const video = await ownVideo(deps.db, advisorId, id);
  const actor = { type: 'advisor', id: advisorId } as const;
  const until = retainedUntilIfKept(video, deps.config.retentionYears, deps.clock.now());
  if (until !== null) {
    await appendAuditAlone(deps, {
      actor,
      action: 'video.delete_refused',
      subject: { type: 'video', id },
      payload: { reason: 'retention', retainedUntil: until },
    });
    throw new Conflict(retainedRecordMessage(until));
  }
  const link = await deps.shareLinks.ofVideo(deps.db, id);
  const unfinished = video.status === 'uploading';
  // Its partial bytes go first: on a full disk they are the room the database needs to
  // record the deletion.
  if (unfinished) await discardVideoUpload(deps, id);
  const removed = await removeVideoAndFiles(
    deps,
    video,
    {
      actor,
      action: 'video.deleted',
      payload: {
        title: video.title,
        shareLink: link.shareLink,
        sha256: video.uploadSha256,
        ...(unfinished ? { uploadFinished: false } : {}),
      },
    },
    { whileUploading: unfinished },
  );
  if (removed) return;
  // Gone, or its upload finished in between: asked again, it is now a record like any other.
  if (unfinished) return deleteVideo(deps, advisorId, id);
  throw notFound();
}
