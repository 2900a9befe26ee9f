import type { AdvisorView } from '../../shared/api/accounts.ts';
import { fetchSession } from './known-advisor.ts';

export interface Session {
  advisor: AdvisorView | null;
  isLoading: boolean;
}

let session: Session = { advisor: null, isLoading: true };
let asked = 0;
const listeners = new Set<() => void>();

function publish(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

/**
 * Asks the server who is signed in. Only the latest question's answer is kept, so a slow answer
 * from before a sign-in cannot undo it. A failure the server reports reads as signed out.
 */
export async function refreshSession(): Promise<void> {
  const question = ++asked;
  const advisor = await fetchSession().then(
    (me) => me.advisor,
    () => null,
  );
  if (question === asked) publish({ advisor, isLoading: false });
}

/** What the server answered that changes the signed-in advisor (sign-out, a new name or email). */
export function setSignedInAdvisor(advisor: AdvisorView | null): void {
  asked++;
  publish({ advisor, isLoading: false });
}

/** The session as last known; the first listener has it asked of the server. */
export function currentSession(): Session {
  return session;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  if (asked === 0) void refreshSession();
  return () => listeners.delete(listener);
}
