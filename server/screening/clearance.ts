import type { FindingCounts } from '../../shared/api/compliance.ts';
import type { FindingView } from '../../shared/api/screening.ts';
import type { Db } from '../db/connect.ts';
import { presentFinding } from './present.ts';
import {
  countFindingsByState,
  countUnresolvedFindings,
  findScreeningStatus,
  listFindings,
  listScreenedVideoIds,
  UNRESOLVED_STATES,
} from './repo.ts';

/**
 * True once the video's screening ran (its frames read, or unreadable here) and nothing it found
 * waits for the advisor: every finding is blurred, muted or dismissed. What a firm that holds links
 * for screening lets out.
 */
export async function screeningCleared(db: Db, videoId: string): Promise<boolean> {
  const status = await findScreeningStatus(db, videoId);
  if (status !== 'done' && status !== 'unavailable') return false;
  return (await countUnresolvedFindings(db, videoId)) === 0;
}

/** Each video's findings by state, for the compliance queue; a video with none has zeros. */
export async function findingCountsOf(
  db: Db,
  videoIds: readonly string[],
): Promise<Map<string, FindingCounts>> {
  const counts = new Map(
    videoIds.map((id): [string, FindingCounts] => [
      id,
      { open: 0, blurred: 0, muted: 0, dismissed: 0 },
    ]),
  );
  for (const row of await countFindingsByState(db, videoIds)) {
    const entry = counts.get(row.videoId);
    if (!entry) continue;
    // A finding being blurred or muted is not resolved until its new version is stored.
    const state = (UNRESOLVED_STATES as readonly string[]).includes(row.state) ? 'open' : row.state;
    if (state === 'open' || state === 'blurred' || state === 'muted' || state === 'dismissed') {
      entry[state] += Number(row.count);
    }
  }
  return counts;
}

/** Every video whose screening has run: what a change of the firm's phrases screens again. */
export const screenedVideoIds = (db: Db): Promise<string[]> => listScreenedVideoIds(db);

/** A video's findings as a compliance reviewer reads them (masked, as stored). */
export async function findingsOfVideo(db: Db, videoId: string): Promise<FindingView[]> {
  return (await listFindings(db, videoId)).map(presentFinding);
}
