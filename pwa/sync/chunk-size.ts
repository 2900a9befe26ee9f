/** The smallest PATCH: on a 32 KB/s link it still goes through in about 8 s. */
export const MIN_CHUNK_BYTES = 256 * 1024;
/** The largest: on a fast link larger ones save nothing, and progress would move in leaps. */
export const MAX_CHUNK_BYTES = 64 * 1024 * 1024;
/** Where a new upload starts, before the link has been measured. */
export const FIRST_CHUNK_BYTES = 1024 * 1024;
/** Each PATCH should take about this long: progress moves, and a drop costs little. */
const TARGET_SECONDS = 4;
/** A link that got faster is trusted step by step: at most this much larger each time. */
const MAX_GROWTH = 4;
const STEP_BYTES = 64 * 1024;

const clamp = (bytes: number) =>
  Math.min(MAX_CHUNK_BYTES, Math.max(MIN_CHUNK_BYTES, Math.round(bytes / STEP_BYTES) * STEP_BYTES));

/**
 * The size of the next PATCH, from how fast the last ones went: about four seconds of the
 * link's speed. The server keeps the bytes of a PATCH cut short, so the size is not a bet on
 * the link staying up; it decides how often the server confirms (and progress moves).
 */
export class ChunkSizer {
  private size = FIRST_CHUNK_BYTES;

  get bytes(): number {
    return this.size;
  }

  /** `bytes` were acknowledged `ms` after the PATCH was sent. */
  observe(bytes: number, ms: number): void {
    if (bytes <= 0) return;
    const perSecond = (bytes / Math.max(ms, 1)) * 1000;
    this.size = clamp(Math.min(perSecond * TARGET_SECONDS, this.size * MAX_GROWTH));
  }

  /** A PATCH failed: the link is worse than measured. */
  failed(): void {
    this.size = clamp(this.size / 2);
  }
}
