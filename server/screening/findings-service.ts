import type {
  FindingResponse,
  FindingsResponse,
  ScreeningStatus,
} from '../../shared/api/screening.ts';
import { appendAudit } from '../audit/service.ts';
import type { AppDeps } from '../deps.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { Conflict } from '../errors/domain-errors.ts';
import { frameJpeg } from '../ffmpeg/frame-jpeg.ts';
import { mediaToolsOf } from '../ffmpeg/tools.ts';
import { mp4BlobKey } from '../videos/blob-keys.ts';
import { getVideo } from '../videos/service.ts';
import { findingById } from './finding-by-id.ts';
import { presentFinding } from './present.ts';
import { dismissOpenFinding, findScreeningStatus, listFindings } from './repo.ts';

const STATUSES: readonly string[] = ['pending', 'done', 'unavailable'] satisfies ScreeningStatus[];

/**
 * What the screening found in the advisor's own video, and whether its frames were read yet.
 * Another advisor's video is "not found", as everywhere.
 */
export async function listVideoFindings(
  deps: AppDeps,
  advisorId: string,
  videoId: string,
): Promise<FindingsResponse> {
  await getVideo(deps, advisorId, videoId);
  const stored = await findScreeningStatus(deps.db, videoId);
  const status = stored && STATUSES.includes(stored) ? (stored as ScreeningStatus) : 'pending';
  const findings = await listFindings(deps.db, videoId);
  return { status, findings: findings.map(presentFinding) };
}

/**
 * The advisor judges a finding harmless (a test account, a number already public): it is
 * dismissed with their reason, and the audit log keeps who, why and what (masked).
 */
export async function dismissFinding(
  deps: AppDeps,
  advisorId: string,
  videoId: string,
  findingId: string,
  reason: string,
): Promise<FindingResponse> {
  await getVideo(deps, advisorId, videoId);
  const finding = await findingById(deps, videoId, findingId);
  const now = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    if (!(await dismissOpenFinding(trx, findingId, reason, now))) {
      throw new Conflict(`This finding is already ${finding.state}.`);
    }
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: advisorId },
      action: 'video.finding_dismissed',
      subject: { type: 'video', id: videoId },
      payload: { findingId, kind: finding.kind, masked: finding.masked, reason },
    });
  });
  return { finding: presentFinding(await findingById(deps, videoId, findingId)) };
}

/**
 * The frame of the advisor's own video where a finding was read, the finding outlined: what
 * the list of findings shows beside each. From the MP4 clients are served now, so a blurred
 * finding shows blurred. Something said has no place on the frame: the frame at its time.
 */
export async function findingFrame(
  deps: AppDeps,
  advisorId: string,
  videoId: string,
  findingId: string,
): Promise<Buffer> {
  const video = await getVideo(deps, advisorId, videoId);
  const finding = await findingById(deps, videoId, findingId);
  if (video.status !== 'ready') throw new Conflict('The video has no frames to show yet.');
  const { box, startSeconds, endSeconds } = presentFinding(finding);
  // A little after the frame that read it, and never past its end.
  const at = Math.min(startSeconds + 0.2, Math.max(startSeconds, endSeconds - 0.1));
  return deps.blobs.withLocalFile(mp4BlobKey(videoId), (mp4) =>
    frameJpeg(mediaToolsOf(deps.config), mp4, at, box),
  );
}
