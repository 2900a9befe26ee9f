import type { Clock } from '../clock.ts';

/**
 * How long a media request may be served on a gate decision this process already made for the
 * same link and gate token: the longest a viewer already watching keeps receiving bytes after
 * the link is revoked or expires, its password changes or its approval is withdrawn. Anything
 * the gate refuses is decided afresh on every request.
 */
export const GATE_MEMO_MS = 5_000;

/** Past this many viewers at once the decision held longest is dropped first. */
const GATE_MEMO_ENTRIES = 10_000;

/**
 * Holds a granted decision for `ttlMs`: a video player asks for many ranges a second, and
 * deciding each afresh (the link, the signing key, the approval) cost more than sending the
 * bytes. Only this process's memory holds it, so the gate itself stays stateless.
 */
export function gateMemo<T>(clock: Clock, ttlMs = GATE_MEMO_MS, limit = GATE_MEMO_ENTRIES) {
  const granted = new Map<string, { value: T; until: number }>();
  return async (key: string, decide: () => Promise<T>): Promise<T> => {
    const now = clock.now().getTime();
    const held = granted.get(key);
    if (held && held.until > now) return held.value;
    granted.delete(key);
    const value = await decide();
    // Insertion order is expiry order (one ttl for all), so the first key lapses soonest.
    granted.set(key, { value, until: now + ttlMs });
    if (granted.size > limit) {
      const soonest = granted.keys().next().value;
      if (soonest !== undefined) granted.delete(soonest);
    }
    return value;
  };
}
