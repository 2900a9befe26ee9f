/**
 * What the server last said about the signed-in advisor's setup, kept on this device, so that
 * offline the app shows the truth as it last knew it rather than a guess (captions on, no
 * picture). Keyed by advisor, so a shared computer never shows one advisor another's setup.
 * Cleared with the rest of the advisor's local state on sign-out.
 */
const PREFIX = 'briefcast.lastKnown.';

const keyOf = (what: string, advisorId: string) => `${PREFIX}${what}.${advisorId}`;

export function recallLastKnown<T>(what: string, advisorId: string | undefined): T | undefined {
  if (!advisorId) return undefined;
  try {
    const stored = localStorage.getItem(keyOf(what, advisorId));
    return stored === null ? undefined : (JSON.parse(stored) as T);
  } catch {
    return undefined;
  }
}

export function rememberLastKnown(what: string, advisorId: string, value: unknown): void {
  try {
    localStorage.setItem(keyOf(what, advisorId), JSON.stringify(value));
  } catch {
    // Storage full or refused: offline screens then say less, nothing breaks.
  }
}

/** Forgets every advisor's remembered setup (sign-out). */
export function forgetLastKnown(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  }
}
