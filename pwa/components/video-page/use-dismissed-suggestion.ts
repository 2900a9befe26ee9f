import { useState } from 'react';
import { suggestionFingerprint } from './suggestion-offers.ts';

const keyOf = (videoId: string, kind: string) => `briefcast.dismissedSuggestion.${videoId}.${kind}`;

function storedFingerprint(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether the advisor dismissed this very suggestion (`kind`: chapters or summary) of the video,
 * and how to dismiss it. Remembered for the browser's session, so the page does not offer it
 * again on every visit; different suggestions (the captions changed) are offered afresh.
 */
export function useDismissedSuggestion(videoId: string, kind: string, suggestion: unknown) {
  const key = keyOf(videoId, kind);
  const fingerprint = suggestionFingerprint(suggestion);
  const [dismissed, setDismissed] = useState(() => storedFingerprint(key));
  return {
    dismissed: dismissed === fingerprint,
    dismiss: () => {
      setDismissed(fingerprint);
      try {
        sessionStorage.setItem(key, fingerprint);
      } catch {
        // Storage refused: dismissed for as long as the page stays open.
      }
    },
  };
}
