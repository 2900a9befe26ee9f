import type { FindingBox, FindingKind } from '../../shared/api/screening.ts';
import type { AppDeps } from '../deps.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { newId } from '../ids.ts';
import { BOX_SCALE } from './present.ts';
import {
  deleteFindingsFrom,
  insertFindings,
  listFindingsFrom,
  type FindingRow,
  type FindingSource,
  type NewFindingRow,
} from './repo.ts';

/** What a screening found, before it is stored. */
export interface Found {
  kind: FindingKind;
  startSeconds: number;
  endSeconds: number;
  box: FindingBox | null;
  masked: string;
}

const toScale = (fraction: number) =>
  Math.min(BOX_SCALE, Math.max(0, Math.round(fraction * BOX_SCALE)));
const toMs = (seconds: number) => Math.max(0, Math.round(seconds * 1000));

/** A finding's time and box as they are stored: milliseconds, and ten-thousandths of the frame. */
export function storedPlace(item: Pick<Found, 'startSeconds' | 'endSeconds' | 'box'>) {
  return {
    startMs: toMs(item.startSeconds),
    endMs: toMs(item.endSeconds),
    boxX: item.box ? toScale(item.box.x) : null,
    boxY: item.box ? toScale(item.box.y) : null,
    boxWidth: item.box ? toScale(item.box.width) : null,
    boxHeight: item.box ? toScale(item.box.height) : null,
  };
}

/** Findings a newer version of the video covered or silenced. */
const TAKEN_OUT = new Set(['blurred', 'muted']);

const keyOf = (row: Pick<FindingRow, 'kind' | 'masked' | 'startMs' | 'endMs'>) =>
  `${row.kind}\n${row.masked}\n${row.startMs}\n${row.endMs}`;

/**
 * Replaces what one source of a video's screening found with a fresh run's findings. A finding
 * found again keeps its id and what the advisor decided (dismissed stays dismissed), so a
 * re-run after a crash or a caption edit never undoes a decision about the same thing. What a
 * newer version took out (blurred, muted) is not there to be found again, and stays on record
 * as taken out.
 */
export async function replaceFindings(
  deps: AppDeps,
  videoId: string,
  source: FindingSource,
  found: readonly Found[],
): Promise<void> {
  const now = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const before = new Map(
      (await listFindingsFrom(trx, videoId, source)).map((row) => [keyOf(row), row]),
    );
    const rows = found.map((item): NewFindingRow => {
      const place = storedPlace(item);
      const fresh = {
        kind: item.kind,
        masked: item.masked,
        startMs: place.startMs,
        endMs: place.endMs,
      };
      const kept = before.get(keyOf(fresh));
      before.delete(keyOf(fresh));
      return {
        ...fresh,
        id: kept?.id ?? newId(),
        videoId,
        source,
        ...place,
        state: kept?.state ?? 'open',
        dismissedReason: kept?.dismissedReason ?? null,
        createdAt: kept?.createdAt ?? now,
        updatedAt: kept?.updatedAt ?? now,
      };
    });
    const takenOut = [...before.values()].filter((row) => TAKEN_OUT.has(row.state));
    await deleteFindingsFrom(trx, videoId, source);
    await insertFindings(trx, [...rows, ...takenOut]);
  });
}
