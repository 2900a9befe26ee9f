/** The trim handles move in tenths of a second. */
export const TRIM_PRECISION = 0.1;
const STEPS_PER_SECOND = 10;

/**
 * A keyframe this close to the requested start (either side) is taken as the start: the cut
 * moves by less than half the precision the user chose with, and re-encoding is avoided.
 */
const SNAP = TRIM_PRECISION / 2;

/**
 * A keyframe up to this long before the requested start becomes the start, so the video is
 * stream-copied (seconds, losslessly) instead of re-encoded (most of a minute in the browser).
 * The recorder asks for a keyframe every 2 s; the extra half second allows for one Chrome
 * writes late on a busy machine. Earlier, never later: the advisor keeps at most a moment more
 * than chosen and never loses a word they meant to keep. The preview says where the cut moved.
 */
export const KEYFRAME_REACH = 2.5;

/** Floating-point slack when comparing times that come from milliseconds. */
const EPSILON = 1e-6;

export interface TrimRange {
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
}

export interface EncodePart {
  mode: 'encode';
  start: number;
  end: number;
  /** The last keyframe at or before `start`: decoding must begin there. */
  decodeFrom: number;
}

export interface CopyPart {
  mode: 'copy';
  /** Always a keyframe. */
  start: number;
  end: number;
}

export type TrimPart = EncodePart | CopyPart;

export type TrimPlan =
  /** The range is the whole recording: keep the file as it is and do not start ffmpeg. */
  | { kind: 'keep' }
  | {
      kind: 'cut';
      /** The output's time zero, in source seconds (the rounded, possibly snapped start). */
      start: number;
      end: number;
      /**
       * Video parts in order, back to back up to `end`. The first may begin after `start`
       * when the video track itself starts later than the cut (nothing to show before it).
       * Empty when the range holds no video.
       */
      video: TrimPart[];
      /** The audio is re-encoded once over the whole range, so the joins leave no gaps. */
      audio: { start: number; end: number };
    };

const round = (seconds: number) => Math.round(seconds * STEPS_PER_SECOND) / STEPS_PER_SECOND;

/**
 * Plans a cut of a VP9 WebM that re-encodes as little as possible. A stream copy must start on
 * a keyframe, so the start moves to a keyframe at most KEYFRAME_REACH before it (or less than
 * half a tenth after it) when there is one; only without one is the cut frame-accurate: the
 * frames from `start` up to the first keyframe are re-encoded and everything from that
 * keyframe to `end` is copied. The end needs no
 * re-encode: VP9 in WebM has no frame reordering (no B-frames; hidden alt-ref frames travel
 * inside the next shown frame's block), so no frame before `end` depends on one after it,
 * and a copy may stop at any frame. With no keyframe inside the range, the whole range is
 * one re-encoded part. (How an encode part is carried out with the ffmpeg.wasm core we ship
 * is trim-commands.ts's business.)
 */
export function planTrim(
  range: TrimRange,
  source: { keyframes: readonly number[]; duration: number },
): TrimPlan {
  const { keyframes, duration } = source;
  if (!Number.isFinite(range.start) || !Number.isFinite(range.end)) {
    throw new RangeError('the trim range must be finite numbers of seconds');
  }
  let start = Math.min(Math.max(round(range.start), 0), duration);
  let end = Math.min(Math.max(round(range.end), 0), duration);
  if (end - start < TRIM_PRECISION - EPSILON) {
    throw new RangeError(`the trim range ${range.start}..${range.end} is empty`);
  }
  const toEnd = end >= duration - SNAP;
  if (start === 0 && toEnd) return { kind: 'keep' };
  if (toEnd) end = duration;

  start = copyableStart(start, end, keyframes);
  if (start === 0 && toEnd) return { kind: 'keep' };
  const next = keyframes.find((time) => time >= start - EPSILON);
  const video: TrimPart[] = [];
  const firstVideo = keyframes[0];
  if (firstVideo !== undefined && firstVideo < end) {
    if (start < firstVideo - EPSILON) {
      // The video track starts later than the cut: there is nothing to re-encode before it.
      video.push({ mode: 'copy', start: firstVideo, end });
    } else if (next !== undefined && next < end - EPSILON) {
      if (next > start + EPSILON) {
        video.push({
          mode: 'encode',
          start,
          end: next,
          decodeFrom: keyframeAtOrBefore(keyframes, start),
        });
      }
      video.push({ mode: 'copy', start: next, end });
    } else {
      video.push({ mode: 'encode', start, end, decodeFrom: keyframeAtOrBefore(keyframes, start) });
    }
  }
  return { kind: 'cut', start, end, video, audio: { start, end } };
}

function keyframeAtOrBefore(keyframes: readonly number[], time: number): number {
  let found = keyframes[0] ?? 0;
  for (const keyframe of keyframes) {
    if (keyframe > time + EPSILON) break;
    found = keyframe;
  }
  return found;
}

/**
 * Where a cut asked for at `start` begins: a keyframe within half a tenth either side, else the
 * last keyframe at most KEYFRAME_REACH before it, else `start` itself (to be re-encoded).
 */
function copyableStart(start: number, end: number, keyframes: readonly number[]): number {
  const near = keyframes.find((time) => Math.abs(time - start) < SNAP && time < end);
  if (near !== undefined) return near;
  const before = keyframes.findLast((time) => time <= start + EPSILON);
  return before !== undefined && start - before <= KEYFRAME_REACH + EPSILON ? before : start;
}
