import type { FindingResponse } from '../../shared/api/screening.ts';
import type { AppDeps } from '../deps.ts';
import { Unprocessable } from '../errors/domain-errors.ts';
import { muteRanges, type MuteRange } from '../ffmpeg/mute.ts';
import { editFindingsIntoVersion } from './findings-version.ts';
import { muteCaptionCues } from './mute-captions.ts';
import { listOpenFindingsOfCue, markFindingMaking, type FindingRow } from './repo.ts';
import { requestFindingEdit } from './request-finding-edit.ts';

export const SCREEN_CANNOT_BE_MUTED =
  'Something shown on screen cannot be muted. Blur it, or mark it as fine with a reason.';

/**
 * Silence around the words, in seconds: a cue's times are whisper's guess at where they were
 * said, and a word's first or last sound may fall just outside them.
 */
export const MUTE_MARGIN_SECONDS = 0.25;

function muteRangeOf(row: FindingRow): MuteRange {
  return {
    fromSeconds: Math.max(0, Number(row.startMs) / 1000 - MUTE_MARGIN_SECONDS),
    toSeconds: Number(row.endMs) / 1000 + MUTE_MARGIN_SECONDS,
  };
}

/**
 * The advisor asks for risky speech to be muted: it is marked `muting` (still unresolved: a
 * held link stays held), with any other phrase said in the same cue (the cue is silenced as a
 * whole), and a job makes the version with the words silenced. Audited.
 * Something shown on screen has no sound to silence: refused with what to do instead.
 */
export function requestMute(
  deps: AppDeps,
  advisorId: string,
  videoId: string,
  findingId: string,
): Promise<FindingResponse> {
  return requestFindingEdit(deps, advisorId, videoId, findingId, {
    refusal: (finding) =>
      finding.kind === 'risky_language'
        ? null
        : new Unprocessable(SCREEN_CANNOT_BE_MUTED, 'NOT_MUTABLE'),
    mark: async (trx, finding, now) => {
      // The whole cue is silenced: every open phrase said in it goes with this one.
      const cue = await listOpenFindingsOfCue(trx, finding);
      if (!cue.some((row) => row.id === finding.id)) return [];
      for (const row of cue) await markFindingMaking(trx, row.id, 'muting', now);
      return cue;
    },
    action: 'video.finding_mute_requested',
    payload: (_finding, cue) => ({
      findings: cue.map((row) => ({ findingId: row.id, kind: row.kind, masked: row.masked })),
    }),
    job: 'screening.mute_findings',
  });
}

/**
 * The mute job: one new version of the video with the sound of every finding marked `muting`
 * silenced (a small margin either side) and its cues reading "[muted]" in the captions and
 * transcript; then those findings are `muted`, audited with the version, in its transaction.
 * Nothing marked (another run did them): nothing to do.
 */
export async function muteFindings(
  deps: AppDeps,
  videoId: string,
  signal: AbortSignal,
): Promise<void> {
  await editFindingsIntoVersion(
    deps,
    videoId,
    {
      state: 'muting',
      action: 'video.findings_muted',
      edit: (rows) => {
        const ranges = rows.map(muteRangeOf);
        return {
          reason: 'muted',
          render: (tools, source, output, durationSeconds, renderSignal) =>
            muteRanges(tools, source, output, ranges, durationSeconds, renderSignal),
          captions: (vtt) => muteCaptionCues(vtt, rows),
        };
      },
    },
    signal,
  );
}
