import type { VideoView } from '../../shared/api/videos.ts';
import type { AppDeps } from '../deps.ts';
import { findChapters } from './chapters-repo.ts';
import { presentVideo } from './present.ts';
import type { VideoRow } from './repo.ts';

/**
 * Video rows as the advisor's API shows them, each with its share link, which `share/` keeps,
 * and its chapters: each asked for all of them in one query, so a library page costs three
 * queries, not more per video.
 */
export async function presentVideos(
  deps: AppDeps,
  rows: readonly VideoRow[],
): Promise<VideoView[]> {
  const ids = rows.map((row) => row.id);
  const [links, chapters] = await Promise.all([
    deps.shareLinks.of(deps.db, ids),
    findChapters(deps.db, ids),
  ]);
  const now = deps.clock.now();
  return rows.map((row) => {
    const link = links.get(row.id);
    // Every video's link is made in the transaction that makes the video.
    if (!link) throw new Error(`video ${row.id} has no share link`);
    return presentVideo(row, link, chapters.get(row.id) ?? [], now, deps.config.retentionYears);
  });
}
