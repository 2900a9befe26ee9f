import { useEffect, useEffectEvent, useState } from 'react';
import { db, type DraftRow } from '../../drafts/db.ts';
import { loadDraftCameraFile, loadDraftFile } from '../../drafts/drafts.ts';

export type DraftFile =
  | { status: 'loading' }
  | { status: 'ready'; file: Blob; url: string }
  | { status: 'failed'; error: unknown };

/**
 * The draft's file (the screen's, or with `camera` the camera's beside it) and an object URL
 * for the player. It is loaded again only when the file itself changes (a trim replaces it),
 * not when the details are saved, and the URL is revoked when replaced or when the page goes
 * away. A draft without a camera's file fails to load one.
 */
export function useDraftFile(draft: DraftRow, track: 'screen' | 'camera' = 'screen'): DraftFile {
  const [state, setState] = useState<DraftFile & { key: string }>({
    status: 'loading',
    key: '',
  });
  const parts = track === 'camera' ? draft.camera : draft;
  const fileKey = [track, draft.id, parts?.chunkCount, parts?.byteSize, draft.durationMs].join(':');
  const load = useEffectEvent(async () => {
    const file =
      track === 'camera' ? await loadDraftCameraFile(db, draft) : await loadDraftFile(db, draft);
    if (!file) throw new Error('This recording has no camera file');
    return file;
  });

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
