import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { processPreview } from '../../api/preview.ts';
import { db, type DraftRow } from '../../drafts/db.ts';
import { loadDraftSound } from '../../drafts/drafts.ts';
import {
  AI_DONE_TOAST,
  AI_FAILED_TOAST,
  shouldProcessPreview,
  withAiContent,
  withFallbackContent,
} from './preview-ai.ts';
import type { PreviewForm } from './preview-form.ts';

/** Drafts whose sound was sent in this page load (SPEC.md s.4: once per load). */
const sentThisLoad = new Set<string>();

/**
 * Sends the draft's sound once per page load, when online and no AI captions exist yet, and
 * puts the answer into the form: title and description where the advisor left them blank, and
 * the captions. A failure toasts and applies the fallback texts; a draft without sound (no
 * microphone, or recorded before this existed) is left quietly with its placeholders.
 */
export function usePreviewAi(
  draft: DraftRow,
  form: PreviewForm,
  update: (change: (current: PreviewForm) => PreviewForm) => void,
): { processing: boolean } {
  const [processing, setProcessing] = useState(false);
  const durationSeconds = draft.durationMs / 1000;
  // Decided on mount: what the form becomes later must not start it again.
  const [wanted] = useState(() => shouldProcessPreview(form, durationSeconds, navigator.onLine));
  const draftId = draft.id;

  useEffect(() => {
    if (!wanted || sentThisLoad.has(draftId)) return;
    const leaving = new AbortController();
    sentThisLoad.add(draftId);
    let settled = false;
    void (async () => {
      try {
        const sound = await loadDraftSound(db, draftId);
        if (!sound || leaving.signal.aborted) return;
        setProcessing(true);
        const result = await processPreview(sound, durationSeconds, leaving.signal);
        const content = { ...result, captionsVtt: result.captions.vtt };
        update((current) => withAiContent(current, content));
        toast.success(AI_DONE_TOAST.title, { description: AI_DONE_TOAST.description });
      } catch (error) {
        if (leaving.signal.aborted) return;
        console.warn('Preview AI processing failed', error);
        update(withFallbackContent);
        toast.error(AI_FAILED_TOAST.title, { description: AI_FAILED_TOAST.description });
      } finally {
        settled = true;
        setProcessing(false);
      }
    })();
    return () => {
      leaving.abort();
      // Left before an answer (or React's development double mount): the next mount may send.
      if (!settled) sentThisLoad.delete(draftId);
    };
  }, [wanted, draftId, durationSeconds, update]);

  return { processing };
}
