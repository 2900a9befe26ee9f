import type { TrimRange } from './trim-plan.ts';

/** Less camera than this in a trimmed range is none: the camera had stopped before it. */
const MIN_CAMERA_SECONDS = 0.1;

/**
 * The part of the camera's file that matches the part of the screen's a trim kept: the same
 * moments, on the camera's own clock (it started `offsetMs` after the screen). Null when the
 * camera recorded nothing of that part.
 */
export function cameraTrimRange(screenKept: TrimRange, offsetMs: number): TrimRange | null {
  const offset = offsetMs / 1000;
  const start = Math.max(0, screenKept.start - offset);
  const end = screenKept.end - offset;
  return end - start >= MIN_CAMERA_SECONDS ? { start, end } : null;
}

/**
 * The camera's start against the screen's once both are trimmed: each trimmed file starts at
 * the part of its original it kept (a cut may move back to a keyframe), so the offset moves by
 * the difference.
 */
export function offsetAfterTrim(
  offsetMs: number,
  screenKeptStart: number,
  cameraKeptStart: number,
): number {
  // `|| 0`: never a negative zero.
  return Math.round(offsetMs + (cameraKeptStart - screenKeptStart) * 1000) || 0;
}
