import { useEffect, useState } from 'react';
import { readWebmKeyframes, type WebmKeyframes } from '../../editor/webm-keyframes.ts';

/**
 * Where the recording's keyframes are, read once per file (block headers only, a slice at a
 * time), so the trim card can say before a trim where the cut will start. Null while reading,
 * and for a file that cannot be read: the card then says nothing in advance.
 */
export function useKeyframes(file: Blob | null): WebmKeyframes | null {
  const [read, setRead] = useState<{ file: Blob; timeline: WebmKeyframes } | null>(null);
  useEffect(() => {
    if (!file) return;
    const leaving = new AbortController();
    readWebmKeyframes(file, { signal: leaving.signal }).then(
      (timeline) => setRead({ file, timeline }),
      (error: unknown) => {
        if (!leaving.signal.aborted)
          console.warn('Could not read the recording’s keyframes', error);
      },
    );
    return () => leaving.abort();
  }, [file]);
  return read?.file === file ? read.timeline : null;
}
