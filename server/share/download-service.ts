import type { ShareDownload } from '../../shared/api/share.ts';
import { webVttToSrt } from '../../shared/captions/srt.ts';
import { appendAudit } from '../audit/service.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { Forbidden, NotFound } from '../errors/domain-errors.ts';
import { newId } from '../ids.ts';
import { reserve } from '../rate-limit/service.ts';
import { downloadFileName } from './download-name.ts';
import { downloadsAllowed } from './download-policy.ts';
import { openSharedFile, type SharedFile } from './files-service.ts';
import {
  clientActor,
  networkOf,
  openPassedShare,
  touchVisit,
  type Viewer,
} from './gate-service.ts';
import { EVENTS_PER_ADDRESS, EVENTS_PER_VISIT } from './limits.ts';
import { insertViewerEvent } from './repo.ts';

const NOT_ALLOWED = 'Downloads are not allowed for this video.';

/** A file the client saves, and the name it is saved under. */
export interface ShareDownloadFile {
  file: SharedFile;
  fileName: string;
}

/**
 * A file to save from the share page: behind the same gate as playback (terms, password,
 * revocation, expiry, approval), then only while downloads are allowed. `record` is false for
 * the later ranges of a download the browser resumes, so one download is one record: a
 * viewer event the advisor sees and an audit entry with the address and browser.
 */
export async function openShareDownload(
  deps: AppDeps,
  link: string,
  wanted: ShareDownload,
  visit: { sessionId: string; viewer: Viewer; record: boolean },
): Promise<ShareDownloadFile> {
  const { row } = await openPassedShare(deps, link, visit.viewer);
  if (!(await downloadsAllowed(deps, row))) throw new Forbidden(NOT_ALLOWED);
  const file = await downloadedFile(deps, row, wanted);
  if (visit.record) await recordDownload(deps, row.id, wanted, visit.sessionId, visit.viewer);
  const extension = wanted.slice(wanted.lastIndexOf('.') + 1);
  return { file, fileName: downloadFileName(row.title, extension) };
}

async function downloadedFile(
  deps: AppDeps,
  row: Parameters<typeof openSharedFile>[1],
  wanted: ShareDownload,
): Promise<SharedFile> {
  if (wanted === 'video.mp4') {
    // The original recording may be WebM: only the finished MP4 is offered.
    if (row.status !== 'ready') throw new NotFound('This file is not available yet.');
    return openSharedFile(deps, row, 'video');
  }
  const captions = await openSharedFile(deps, row, 'captions');
  if (wanted === 'captions.vtt' || captions.kind !== 'text') return captions;
  const srt = webVttToSrt(captions.text);
  if (srt === null) throw new NotFound('This file is not available yet.');
  return { kind: 'text', text: srt, contentType: 'application/x-subrip; charset=utf-8' };
}

async function recordDownload(
  deps: AppDeps,
  videoId: string,
  file: ShareDownload,
  sessionId: string,
  viewer: Viewer,
): Promise<void> {
  await reserve(deps, [
    { key: `share-events:visit:${sessionId}`, limit: EVENTS_PER_VISIT },
    { key: `share-events:ip:${viewer.ip}`, limit: EVENTS_PER_ADDRESS },
  ]);
  const now = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await touchVisit(trx, videoId, sessionId, viewer, now);
    await insertViewerEvent(trx, {
      id: newId(),
      videoId,
      sessionId,
      event: 'VIDEO_DOWNLOADED',
      metadata: JSON.stringify({ file }),
      createdAt: now,
    });
    await appendAudit(trx, deps.clock, {
      actor: clientActor(sessionId),
      action: 'share.downloaded',
      subject: { type: 'video', id: videoId },
      payload: { file, ...networkOf(viewer) },
    });
  });
}
