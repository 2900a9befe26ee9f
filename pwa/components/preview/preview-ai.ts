import { parseWebVtt } from '../../../shared/captions/parse-webvtt.ts';
import {
  PREVIEW_AUDIO_MAX_SECONDS,
  PREVIEW_FALLBACK_DESCRIPTION,
  PREVIEW_FALLBACK_TITLE,
} from '../../../shared/constants/limits.ts';
import type { PreviewForm } from './preview-form.ts';

/** SPEC.md s.4 and s.8: what the preview says while, and after, AI processing runs. */
export const AI_PROCESSING_TITLE = 'Processing...';
export const AI_PROCESSING_DESCRIPTION = 'AI is analyzing your video content...';
export const AI_DONE_TOAST = {
  title: 'AI Content Generated',
  description:
    'Title and description generated from video content. You can edit them before saving.',
};
export const AI_FAILED_TOAST = {
  title: 'AI Processing Failed',
  description: 'Using fallback title and description. You can edit them before saving.',
};

/** Whether the preview should send this draft's sound for AI processing now. */
export function shouldProcessPreview(
  form: Pick<PreviewForm, 'captionsVtt'>,
  durationSeconds: number,
  online: boolean,
): boolean {
  // Offline, the placeholders stay and the server captions the video after upload.
  if (!online || form.captionsVtt) return false;
  return durationSeconds > 0 && durationSeconds <= PREVIEW_AUDIO_MAX_SECONDS;
}

/**
 * The form with AI texts in the fields the advisor left blank: their own typing is never
 * replaced. Captions are taken only if they pass the same check the server makes on save.
 */
export function withAiContent(
  form: PreviewForm,
  content: { title: string; description: string; captionsVtt?: string },
): PreviewForm {
  const captionsVtt =
    content.captionsVtt !== undefined && parseWebVtt(content.captionsVtt).ok
      ? content.captionsVtt
      : form.captionsVtt;
  return {
    ...form,
    title: form.title.trim() ? form.title : content.title,
    description: form.description.trim() ? form.description : content.description,
    captionsVtt,
  };
}

/** The form after a failed run: the spec's fallback texts where the advisor typed nothing. */
export const withFallbackContent = (form: PreviewForm): PreviewForm =>
  withAiContent(form, { title: PREVIEW_FALLBACK_TITLE, description: PREVIEW_FALLBACK_DESCRIPTION });
