/** No retry waits longer than this, however many attempts came before. */
export const MAX_BACKOFF_MS = 60 * 60 * 1000;

/**
 * How long to wait before retrying after the given failed attempt (1 = the first run): the base
 * doubled per attempt, capped, then a random point in its upper half ("equal jitter"), so jobs
 * that failed together (a full disk, a restarted database) do not all retry in the same instant.
 */
export function backoffMs(attempt: number, baseMs: number, random: () => number = Math.random) {
  const ceiling = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
