import { useCallback, useEffect, useRef, useState } from 'react';
import { db, type DraftDetails, type DraftRow } from '../../drafts/db.ts';
import { saveDraftDetails } from '../../drafts/drafts.ts';
import { draftDetailsOf, initialPreviewForm, type PreviewForm } from './preview-form.ts';

/** Long enough not to write on every keystroke, short enough that a reload loses nothing. */
const SAVE_DELAY_MS = 400;

/**
 * The preview form's values, written to the draft (without the password) shortly after the
 * advisor stops typing, and at once when the page goes away. Mount it once per draft: the
 * values start from the draft as it was then, and later changes to the row do not reset them.
 */
export function usePreviewForm(draft: DraftRow) {
  const draftId = draft.id;
  const [form, setForm] = useState(() => initialPreviewForm(draft));
  const [initialDetails] = useState(() => JSON.stringify(draftDetailsOf(form)));
  const details = JSON.stringify(draftDetailsOf(form));
  const lastSaved = useRef(initialDetails);
  const pending = useRef<string | null>(null);

  const flush = useCallback(() => {
    const json = pending.current;
    if (json === null) return;
    pending.current = null;
    lastSaved.current = json;
    saveDraftDetails(db, draftId, JSON.parse(json) as DraftDetails).catch((error: unknown) => {
      console.warn('Could not keep the preview form with the draft', error);
    });
  }, [draftId]);

  useEffect(() => {
    if (details === lastSaved.current) return;
    pending.current = details;
    const timer = setTimeout(flush, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [details, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const set = useCallback(<K extends keyof PreviewForm>(name: K, value: PreviewForm[K]) => {
    setForm((current) => (current[name] === value ? current : { ...current, [name]: value }));
  }, []);

  /** Changes several fields from their current values at once (see preview-ai.ts). */
  const update = useCallback((change: (current: PreviewForm) => PreviewForm) => {
    setForm(change);
  }, []);

  /** Drops an edit not yet written, for a draft about to be deleted. */
  const forgetPending = useCallback(() => {
    pending.current = null;
  }, []);

  return { form, set, update, forgetPending };
}
