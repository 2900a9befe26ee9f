import type { AppDeps } from '../deps.ts';
import { removeVideoAndFiles, videosCreatedUpTo } from '../videos/manage-service.ts';
import {
  isRetained,
  retainedUntil,
  retentionCutoff,
} from '../../shared/compliance/retention-policy.ts';

/** Videos purged per query, so one run never holds thousands of rows. */
const BATCH = 100;

/**
 * The daily `compliance.retention_purge` job: videos whose retention period has ended are
 * deleted with every version's files, each leaving a `video.purged` audit entry (by the
 * system). With retention off (RETENTION_YEARS=0) nothing is purged: advisors delete.
 */
export async function purgeExpiredRecords(deps: AppDeps): Promise<number> {
  const years = deps.config.retentionYears;
  if (years === 0) return 0;
  let purged = 0;
  for (;;) {
    const now = deps.clock.now();
    const due = await videosCreatedUpTo(deps.db, retentionCutoff(years, now), BATCH);
    const expired = due.filter((video) => !isRetained(video.createdAt, years, now));
    for (const video of expired) {
      const link = await deps.shareLinks.ofVideo(deps.db, video.id);
      const removed = await removeVideoAndFiles(deps, video, {
        actor: { type: 'system' },
        action: 'video.purged',
        payload: {
          title: video.title,
          shareLink: link.shareLink,
          sha256: video.uploadSha256,
          retainedUntil: retainedUntil(video.createdAt, years),
        },
      });
      if (removed) purged += 1;
    }
    if (due.length < BATCH || expired.length === 0) break;
  }
  if (purged > 0) deps.logger.info({ purged }, 'purged videos past their retention period');
  return purged;
}
