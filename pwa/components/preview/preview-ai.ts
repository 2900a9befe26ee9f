import { parseWebVtt } from '../../../shared/captions/parse-webvtt.ts';
import { PREVIEW_AUDIO_MAX_SECONDS } from '../../../shared/constants/limits.ts';
import { ApiError } from '../../api/client.ts';
import type { PreviewForm } from './preview-form.ts';

/** What the preview says while, and after, AI processing runs. */
export const AI_PROCESSING_TITLE = 'Processing...';
export const AI_PROCESSING_DESCRIPTION = 'AI is analyzing your video content...';
export const AI_DONE_TOAST = {
  title: 'AI Content Generated',
  description:
    'Title and description generated from video content. You can edit them before saving.',
};
/**
 * A real failure (a timeout, a lost connection). The spec's 'Using fallback title and
 * description' is not said: no made-up texts are put in, and the server captions the video
 * after upload instead, which is what the advisor needs to know.
 */
export const AI_FAILED_TOAST = {
  title: 'AI Processing Failed',
  description: 'Captions and a title could not be made now. They will be made after upload.',
};
export const NO_SPEECH_LINE = 'No speech was heard in this recording, so it has no captions.';

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

/** A recording the server heard nothing in: expected, said calmly, never an error toast. */
export const isNoSpeech = (error: unknown) =>
  error instanceof ApiError && error.code === 'NO_SPEECH';

/**
 * The form with AI texts in the fields the advisor left blank: their own typing is never
 * replaced, and an empty answer (nothing could be written) leaves the blank as it was.
 * Captions are taken only if they pass the same check the server makes on save.
 */
export function withAiContent(
  form: PreviewForm,
  content: { title: string; description: string; captionsVtt?: string | undefined },
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
