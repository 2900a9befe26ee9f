import { useSyncExternalStore } from 'react';
import { currentSession, subscribeToSession, type Session } from './session.ts';

/**
 * The signed-in advisor (null when signed out) and whether that is still being found out,
 * asked once per visit. Kept outside TanStack Query so that the landing, sign-in and sign-up
 * screens, which need only this, do not download Query.
 */
export function useAuth(): Session {
  return useSyncExternalStore(subscribeToSession, currentSession);
}
