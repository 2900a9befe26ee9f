import { useEffect, useState } from 'react';
import { toast } from '../../toast/toast.ts';
import type { AiStatus } from '../../../shared/api/ai.ts';
import { processPreview } from '../../api/preview.ts';
import { db, type DraftRow } from '../../drafts/db.ts';
import { loadDraftSound } from '../../drafts/drafts.ts';
import {
  AI_DONE_TOAST,
  AI_FAILED_TOAST,
  isNoSpeech,
  shouldProcessPreview,
  withAiContent,
} from './preview-ai.ts';
import type { PreviewForm } from './preview-form.ts';

/** Drafts whose sound was sent in this page load: the preview AI runs at most once per load. */
const sentThisLoad = new Set<string>();

/** What the preview's AI came to, when it is worth a calm line rather than a toast. */
export type PreviewAiNote = 'models_off' | 'no_speech' | null;

/**
 * Sends the draft's sound once per page load, when online, when the server has a speech model
 * and no captions exist yet, and puts the answer into the form: title and description where
 * the advisor left them blank, and the captions. No model and no speech are normal states,
 * reported as a note; only a real failure toasts. A draft without sound (no microphone, or
 * recorded before this existed) is left quietly.
 */
export function usePreviewAi(
  draft: DraftRow,
  form: PreviewForm,
  update: (change: (current: PreviewForm) => PreviewForm) => void,
  ai: AiStatus | undefined,
): { processing: boolean; note: PreviewAiNote } {
  const [processing, setProcessing] = useState(false);
  const [heard, setHeard] = useState<'nothing' | null>(null);
  const durationSeconds = draft.durationMs / 1000;
  // Decided on mount: what the form becomes later must not start it again.
  const [wanted] = useState(() => shouldProcessPreview(form, durationSeconds, navigator.onLine));
  const captionsOn = ai?.captions === true;
  const draftId = draft.id;

  useEffect(() => {
    if (!wanted || !captionsOn || sentThisLoad.has(draftId)) return;
    const leaving = new AbortController();
    sentThisLoad.add(draftId);
    let settled = false;
    void (async () => {
      try {
        const sound = await loadDraftSound(db, draftId);
        if (!sound || leaving.signal.aborted) return;
        setProcessing(true);
        const result = await processPreview(sound, durationSeconds, leaving.signal);
        // Models removed since the status was read: nothing made, nothing to announce.
        if (!result.captions) return;
        const content = { ...result, captionsVtt: result.captions.vtt };
        update((current) => withAiContent(current, content));
        toast.success(AI_DONE_TOAST.title, { description: AI_DONE_TOAST.description });
      } catch (error) {
        if (leaving.signal.aborted) return;
        if (isNoSpeech(error)) {
          setHeard('nothing');
          return;
        }
        console.warn('Preview AI processing failed', error);
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
  }, [wanted, captionsOn, draftId, durationSeconds, update]);

  const note: PreviewAiNote =
    ai && !ai.captions && !form.captionsVtt ? 'models_off' : heard ? 'no_speech' : null;
  return { processing, note };
}
