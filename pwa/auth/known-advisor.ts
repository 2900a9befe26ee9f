import type { AdvisorView, MeResponse } from '../../shared/api/accounts.ts';
import { ApiError } from '../api/client.ts';
import { fetchMe } from '../api/auth.ts';
import { forgetLastKnown } from '../offline/last-known.ts';

const KEY = 'briefcast.knownAdvisor';

function remembered(): AdvisorView | null {
  try {
    const stored = localStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as AdvisorView) : null;
  } catch {
    return null;
  }
}

/**
 * The session as the server tells it, or, when the server cannot be reached at all, the
 * advisor it last confirmed on this device. Offline-first: an advisor on a train can still
 * open /record and their drafts, while anything the server answers (even "signed out")
 * is the truth. Only the name and email are kept; the session itself stays an httpOnly cookie.
 */
export async function fetchSession(): Promise<MeResponse> {
  try {
    const me = await fetchMe();
    if (me.advisor) localStorage.setItem(KEY, JSON.stringify(me.advisor));
    else localStorage.removeItem(KEY);
    return me;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return { advisor: remembered() };
  }
}

/** Signing out on purpose forgets the advisor on this device too. */
export function forgetKnownAdvisor(): void {
  localStorage.removeItem(KEY);
  forgetLastKnown();
}
