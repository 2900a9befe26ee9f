import type { FindingKind, FindingState, FindingView } from '../../shared/api/screening.ts';
import type { FindingRow } from './repo.ts';

/** A box is stored as ten-thousandths of the frame: integers, the same on both databases. */
export const BOX_SCALE = 10_000;

/** A stored finding as the advisor's app reads it: seconds, and the box as fractions. */
export function presentFinding(row: FindingRow): FindingView {
  const { boxX, boxY, boxWidth, boxHeight } = row;
  const box =
    boxX === null || boxY === null || boxWidth === null || boxHeight === null
      ? null
      : {
          x: Number(boxX) / BOX_SCALE,
          y: Number(boxY) / BOX_SCALE,
          width: Number(boxWidth) / BOX_SCALE,
          height: Number(boxHeight) / BOX_SCALE,
        };
  return {
    id: row.id,
    kind: row.kind as FindingKind,
    startSeconds: Number(row.startMs) / 1000,
    endSeconds: Number(row.endMs) / 1000,
    box,
    masked: row.masked,
    state: row.state as FindingState,
  };
}
