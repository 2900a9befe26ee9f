import { useEffect, useEffectEvent, useState } from 'react';
import { db, type DraftRow } from '../../drafts/db.ts';
import { loadDraftFile } from '../../drafts/drafts.ts';

export type DraftFile =
  | { status: 'loading' }
  | { status: 'ready'; file: Blob; url: string }
  | { status: 'failed'; error: unknown };

/**
 * The draft's file and an object URL for the player. It is loaded again only when the file
 * itself changes (a trim replaces it), not when the details are saved, and the URL is revoked
 * when replaced or when the page goes away.
 */
export function useDraftFile(draft: DraftRow): DraftFile {
  const [state, setState] = useState<DraftFile & { key: string }>({
    status: 'loading',
    key: '',
  });
  const fileKey = [draft.id, draft.chunkCount, draft.byteSize, draft.durationMs].join(':');
  const load = useEffectEvent(() => loadDraftFile(db, draft));

  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    load().then(
      (file) => {
        if (cancelled) return;
        url = URL.createObjectURL(file);
        setState({ status: 'ready', file, url, key: fileKey });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'failed', error, key: fileKey });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileKey]);

  // A URL of the file before a trim is revoked already: never hand it out.
  return state.key === fileKey ? state : { status: 'loading' };
}
