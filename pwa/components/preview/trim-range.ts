import { TRIM_STEP_SECONDS } from '../../../shared/constants/limits.ts';

/** The part of the recording to keep, in seconds from its start. */
export interface TrimRange {
  start: number;
  end: number;
}

/** The shortest recording a trim may leave: anything less is not worth sending a client. */
export const MIN_TRIM_SECONDS = 1;

const STEPS_PER_SECOND = Math.round(1 / TRIM_STEP_SECONDS);
// Slider values arrive as decimal strings (9.9 is 9.900000000000002 after arithmetic).
const EPSILON = 1e-6;
const floorToStep = (seconds: number) =>
  Math.floor(seconds * STEPS_PER_SECOND + EPSILON) / STEPS_PER_SECOND;
const ceilToStep = (seconds: number) =>
  Math.ceil(seconds * STEPS_PER_SECOND - EPSILON) / STEPS_PER_SECOND;
const roundToStep = (seconds: number) => Math.round(seconds * STEPS_PER_SECOND) / STEPS_PER_SECOND;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The whole recording: where the slider starts and what Reset goes back to. */
export function wholeRange(durationSeconds: number): TrimRange {
  return { start: 0, end: Math.max(0, durationSeconds) };
}

/** A recording can be trimmed only if something of at least the minimum length is left over. */
export function canTrim(durationSeconds: number): boolean {
  return durationSeconds >= MIN_TRIM_SECONDS + TRIM_STEP_SECONDS;
}

/** True when the range keeps everything, so applying it would change nothing. */
export function isWholeVideo(range: TrimRange, durationSeconds: number): boolean {
  return range.start <= 0 && range.end >= durationSeconds;
}

/** Moves the start thumb: on the 0.1 s grid, and at least a second before the end. */
export function moveStart(range: TrimRange, value: number, durationSeconds: number): TrimRange {
  if (!Number.isFinite(value)) return range;
  const latest = Math.max(0, floorToStep(Math.min(range.end, durationSeconds) - MIN_TRIM_SECONDS));
  return { ...range, start: clamp(roundToStep(value), 0, latest) };
}

/**
 * Moves the end thumb: at least a second after the start, at most the end of the recording.
 * The recording rarely ends on the 0.1 s grid, so the last step before it counts as the end.
 */
export function moveEnd(range: TrimRange, value: number, durationSeconds: number): TrimRange {
  if (!Number.isFinite(value)) return range;
  const earliest = Math.min(ceilToStep(range.start + MIN_TRIM_SECONDS), durationSeconds);
  const end = clamp(roundToStep(value), earliest, durationSeconds);
  return { ...range, end: end >= floorToStep(durationSeconds) ? durationSeconds : end };
}
