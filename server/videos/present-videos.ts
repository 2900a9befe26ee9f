import type { VideoView } from '../../shared/api/videos.ts';
import type { AppDeps, UploadProgress } from '../deps.ts';
import { uploadsReceived } from '../uploads/service.ts';
import { findChapters } from './chapters-repo.ts';
import { presentVideo } from './present.ts';
import type { VideoRow } from './repo.ts';

const NOTHING_IN_FLIGHT: UploadProgress = { screen: null, camera: null };

/**
 * Video rows as the advisor's API shows them, each with its share link and the clients'
 * responses (which `share/` keeps), its chapters, and what its uploads in flight have received
 * (`uploads/`'s): each asked for all of them in one query, so a library page costs three
 * queries (four while one of its videos uploads), not more per video.
 */
export async function presentVideos(
  deps: AppDeps,
  rows: readonly VideoRow[],
): Promise<VideoView[]> {
  const ids = rows.map((row) => row.id);
  // Only a video still uploading has bytes in flight: most pages ask nothing of uploads.
  const uploading = rows.filter((row) => row.status === 'uploading').map((row) => row.id);
  const [links, chapters, received] = await Promise.all([
    deps.shareLinks.of(deps.db, ids),
    findChapters(deps.db, ids),
    uploading.length > 0 ? uploadsReceived(deps.db, uploading) : new Map(),
  ]);
  const now = deps.clock.now();
  return rows.map((row) => {
    const link = links.get(row.id);
    // Every video's link is made in the transaction that makes the video.
    if (!link) throw new Error(`video ${row.id} has no share link`);
    const inFlight = received.get(row.id) ?? NOTHING_IN_FLIGHT;
    return presentVideo(
      { ...row, inFlight },
      link,
      chapters.get(row.id) ?? [],
      now,
      deps.config.retentionYears,
    );
  });
}
