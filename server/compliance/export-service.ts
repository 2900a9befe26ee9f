import type { Readable } from 'node:stream';
import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import type { ComplianceExportQuery } from '../../shared/schemas/compliance-export.ts';
import { appendAuditAlone, auditChainHead, auditTrailOf } from '../audit/service.ts';
import type { AppDeps } from '../deps.ts';
import { newId } from '../ids.ts';
import { listDisclosureVersions } from '../settings/disclosure-versions.ts';
import {
  cameraOriginalBlobKey,
  mp4BlobKey,
  originalBlobKey,
  thumbnailBlobKey,
} from '../videos/blob-keys.ts';
import { videosCreatedBetween } from '../videos/service.ts';
import { findAdvisorProfiles } from '../accounts/profile-service.ts';
import { captionTrackOf, type CaptionTrack } from '../videos/captions-service.ts';
import { versionFacts, versionFileKey, versionsOfVideo } from '../videos/versions-service.ts';
import { ExportZip } from './export-writer.ts';

/**
 * Every advisor's videos made in [from, to), oldest first, each with its advisor's name and
 * email: the videos from videos/, their advisors from accounts/ (one query for all of them).
 */
async function videosToExport(deps: AppDeps, from: string, to: string) {
  const videos = await videosCreatedBetween(deps.db, from, to);
  const advisors = await findAdvisorProfiles(
    deps.db,
    videos.map((video) => video.advisorId),
  );
  return videos.flatMap((video) => {
    const advisor = advisors.get(video.advisorId);
    return advisor
      ? [{ ...video, advisorName: advisor.advisorName, advisorEmail: advisor.email }]
      : [];
  });
}

type ExportedVideo = Awaited<ReturnType<typeof videosToExport>>[number];

const FILE_NAMES = {
  original: (video: ExportedVideo) => `original.${video.container === 'mp4' ? 'mp4' : 'webm'}`,
  mp4: () => 'video.mp4',
  thumbnail: () => 'thumbnail.jpg',
  captions: () => 'captions.vtt',
} as const;

/**
 * Each version's files, each distinct blob written once, under the first version that has it;
 * returns the versions as listed in versions.json. A video with no version yet (still being
 * processed) gets its files as they are now, under `current/`.
 */
async function writeVersions(
  deps: AppDeps,
  zip: ExportZip,
  video: ExportedVideo,
  dir: string,
  track: CaptionTrack | null,
) {
  const versions = await versionsOfVideo(deps.db, video.id);
  if (versions.length === 0) {
    const files: Record<string, string> = {};
    const current = [
      ['original', originalBlobKey(video.id)],
      ['mp4', mp4BlobKey(video.id)],
      ['thumbnail', thumbnailBlobKey(video.id)],
    ] as const;
    for (const [file, key] of current) {
      const path = `${dir}/current/${FILE_NAMES[file](video)}`;
      if (await zip.addBlob(path, key)) files[file] = path;
    }
    if (track !== null) {
      files.captions = `${dir}/current/captions.vtt`;
      zip.addText(files.captions, track.captionsData);
    }
    return [{ version: null, files }];
  }
  const written = new Map<string, string>();
  const listed = [];
  for (const row of versions) {
    const files: Record<string, string | null> = {};
    for (const file of ['original', 'mp4', 'thumbnail', 'captions'] as const) {
      const key = versionFileKey(row, file);
      if (!key) continue;
      let path = written.get(key);
      if (!path) {
        path = `${dir}/v${row.version}/${FILE_NAMES[file](video)}`;
        if (await zip.addBlob(path, key)) written.set(key, path);
        else path = undefined;
      }
      // null: the version names a file the store no longer has (said, not hidden).
      files[file] = path ?? null;
    }
    listed.push({ ...versionFacts(row), files });
  }
  return listed;
}

/**
 * The disclosure texts clients accepted on this video (each by its version), or the one the
 * share page shows now when nobody has accepted yet.
 */
async function writeDisclosures(
  deps: AppDeps,
  zip: ExportZip,
  video: ExportedVideo,
  entries: { action: string; payload: string }[],
  dir: string,
) {
  const versions = await listDisclosureVersions(deps.db, video.advisorId);
  const accepted = new Map<string, number>();
  for (const entry of entries) {
    if (entry.action !== 'share.terms_accepted') continue;
    const sha = (JSON.parse(entry.payload) as { disclosureSha256?: string }).disclosureSha256;
    if (sha) accepted.set(sha, (accepted.get(sha) ?? 0) + 1);
  }
  const shown =
    accepted.size > 0 ? versions.filter((d) => accepted.has(d.sha256)) : versions.slice(-1);
  return shown.map((disclosure) => {
    const path = `${dir}/disclosure-v${disclosure.version}.txt`;
    zip.addText(path, disclosure.text);
    return {
      version: disclosure.version,
      sha256: disclosure.sha256,
      acceptances: accepted.get(disclosure.sha256) ?? 0,
      file: path,
    };
  });
}

async function writeVideo(deps: AppDeps, zip: ExportZip, video: ExportedVideo): Promise<void> {
  const dir = `videos/${video.id}`;
  const entries = await auditTrailOf(deps.db, video.id);
  zip.addText(
    `${dir}/records.jsonl`,
    entries.map((entry) => `${JSON.stringify({ ...entry, seq: Number(entry.seq) })}\n`).join(''),
  );
  const track = await captionTrackOf(deps.db, video.id, DEFAULT_CAPTIONS_LANGUAGE);
  const transcript = track?.transcriptText ?? null;
  if (transcript !== null) zip.addText(`${dir}/transcript.txt`, transcript);
  const disclosures = await writeDisclosures(deps, zip, video, entries, dir);
  const versions = await writeVersions(deps, zip, video, dir, track);
  // A two-stream recording's camera file is part of the record, as uploaded, like the screen's.
  const cameraPath = `${dir}/camera-original.${video.cameraContainer === 'mp4' ? 'mp4' : 'webm'}`;
  const cameraOriginal =
    video.cameraContainer !== null &&
    (await zip.addBlob(cameraPath, cameraOriginalBlobKey(video.id)))
      ? { cameraOriginal: cameraPath, cameraSha256: video.cameraSha256 }
      : {};
  const link = await deps.shareLinks.ofVideo(deps.db, video.id);
  const { id, advisorId, advisorName, advisorEmail, title, description, clientName, status } =
    video;
  const details = {
    id,
    advisorId,
    advisorName,
    advisorEmail,
    title,
    description,
    clientName,
    status,
    shareLink: link.shareLink,
    uploadSha256: video.uploadSha256,
    createdAt: video.createdAt,
    shareRevokedAt: link.shareRevokedAt,
    shareExpiresAt: link.shareExpiresAt,
  };
  zip.addText(
    `${dir}/video.json`,
    `${JSON.stringify({ ...details, ...cameraOriginal, disclosures, versions }, null, 2)}\n`,
  );
}

/**
 * `GET /api/compliance/export`: every video made in the range with all of its records, as a
 * ZIP streamed while it is written. The export itself is audited first, so the manifest's head
 * hash covers it; the manifest, written last, names every file's sha256.
 */
export async function exportRecords(
  deps: AppDeps,
  complianceUserId: string,
  range: ComplianceExportQuery,
): Promise<Readable> {
  const videos = await videosToExport(deps, range.from, range.to);
  const exportId = newId();
  await appendAuditAlone(deps, {
    actor: { type: 'advisor', id: complianceUserId },
    action: 'compliance.exported',
    subject: { type: 'export', id: exportId },
    payload: { from: range.from, to: range.to, videos: videos.length },
  });
  const head = await auditChainHead(deps.db);
  const zip = new ExportZip(deps.blobs);
  const write = async () => {
    for (const video of videos) await writeVideo(deps, zip, video);
    const manifest = {
      exportId,
      generatedAt: deps.clock.now().toISOString(),
      generatedBy: complianceUserId,
      from: range.from,
      to: range.to,
      videos: videos.length,
      auditChain: { headSeq: head ? Number(head.seq) : null, headHash: head?.hash ?? null },
      files: zip.files,
    };
    zip.addText('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
    zip.end();
  };
  write().catch((err: unknown) => {
    deps.logger.error({ err, exportId }, 'compliance export failed part-way');
    zip.fail(err instanceof Error ? err : new Error(String(err)));
  });
  return zip.output;
}
