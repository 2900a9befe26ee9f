import type { FindingResponse } from '../../shared/api/screening.ts';
import type { AppDeps } from '../deps.ts';
import { Unprocessable } from '../errors/domain-errors.ts';
import type { BlurRegion } from '../ffmpeg/blur.ts';
import { blurRegions } from '../ffmpeg/blur.ts';
import { editFindingsIntoVersion } from './findings-version.ts';
import { BOX_SCALE } from './present.ts';
import { markFindingMaking, type FindingRow } from './repo.ts';
import { requestFindingEdit } from './request-finding-edit.ts';
import { MAX_FRAME_GAP_SECONDS } from './sample-frames.ts';

export const SPEECH_CANNOT_BE_BLURRED =
  'Something said cannot be blurred. Record the video again without it, or mark it as fine with a reason.';

/** Room around the box read on the frame (a fraction of the frame), for letters OCR cut short. */
const MARGIN = 0.015;

/**
 * Where and when to blur a finding: its box with a margin, from as early as it may have shown
 * (frames are read at least every MAX_FRAME_GAP_SECONDS, so it may have appeared up to that
 * long before the frame that read it) to the frame where it was gone.
 */
export function blurRegionOf(
  row: Pick<FindingRow, 'boxX' | 'boxY' | 'boxWidth' | 'boxHeight' | 'startMs' | 'endMs'>,
): BlurRegion | null {
  const { boxX, boxY, boxWidth, boxHeight } = row;
  if (boxX === null || boxY === null || boxWidth === null || boxHeight === null) return null;
  const fraction = (n: number | string) => Number(n) / BOX_SCALE;
  const left = Math.max(0, fraction(boxX) - MARGIN);
  const top = Math.max(0, fraction(boxY) - MARGIN);
  const right = Math.min(1, fraction(boxX) + fraction(boxWidth) + MARGIN);
  const bottom = Math.min(1, fraction(boxY) + fraction(boxHeight) + MARGIN);
  return {
    x: left,
    y: top,
    width: right - left,
    height: bottom - top,
    fromSeconds: Math.max(0, Number(row.startMs) / 1000 - MAX_FRAME_GAP_SECONDS),
    toSeconds: Number(row.endMs) / 1000,
  };
}

/**
 * The advisor asks for a finding on screen to be blurred: it is marked `blurring` (still
 * unresolved: a held link stays held) and a job makes the blurred version. Audited. Something
 * said has no place on the frame: refused with what to do instead.
 */
export function requestBlur(
  deps: AppDeps,
  advisorId: string,
  videoId: string,
  findingId: string,
): Promise<FindingResponse> {
  return requestFindingEdit(deps, advisorId, videoId, findingId, {
    refusal: (finding) =>
      blurRegionOf(finding) ? null : new Unprocessable(SPEECH_CANNOT_BE_BLURRED, 'NOT_BLURRABLE'),
    mark: async (trx, finding, now) =>
      (await markFindingMaking(trx, finding.id, 'blurring', now)) ? [finding] : [],
    action: 'video.finding_blur_requested',
    payload: (finding) => ({ findingId: finding.id, kind: finding.kind, masked: finding.masked }),
    job: 'screening.blur_findings',
  });
}

/**
 * The blur job: one new version of the video with every finding marked `blurring` blurred,
 * then those findings are `blurred`, audited with the version, in the version's transaction.
 * Nothing marked (another run did them): nothing to do.
 */
export async function blurFindings(
  deps: AppDeps,
  videoId: string,
  signal: AbortSignal,
): Promise<void> {
  await editFindingsIntoVersion(
    deps,
    videoId,
    {
      state: 'blurring',
      action: 'video.findings_blurred',
      edit: (rows) => {
        const regions = rows.flatMap((row) => blurRegionOf(row) ?? []);
        if (regions.length === 0) return null;
        return {
          reason: 'blurred',
          render: (tools, source, output, durationSeconds, renderSignal) =>
            blurRegions(tools, source, output, regions, durationSeconds, renderSignal),
        };
      },
    },
    signal,
  );
}
