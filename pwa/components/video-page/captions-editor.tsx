import { CircleAlert, CircleCheck, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../toast/toast.ts';
import { MODELS_OFF_LINE, useAiStatus } from '../../ai/use-ai-status.ts';
import { ApiError } from '../../api/client.ts';
import { Button } from '../ui/button.tsx';
import { fieldBorder } from '../ui/field-message.tsx';
import { checkCaptions, EMPTY_CAPTIONS } from './captions-draft.ts';
import { CAPTIONS_LOCKED_MESSAGE } from './processing-status.ts';
import { useSaveCaptions } from './use-video.ts';

/**
 * The video's captions as WebVTT text, checked as they are typed by the parser the server uses,
 * saved with PUT. Editable only once processing has finished (the server answers 409 before:
 * the pipeline could still overwrite them).
 */
export function CaptionsEditor({
  videoId,
  saved,
  editable,
}: {
  videoId: string;
  /** The captions on the server; null when the video has none. */
  saved: string | null;
  editable: boolean;
}) {
  const id = useId();
  const ai = useAiStatus();
  const [text, setText] = useState(saved ?? EMPTY_CAPTIONS);
  const save = useSaveCaptions(videoId);
  const check = checkCaptions(text);
  const changed = text !== (saved ?? EMPTY_CAPTIONS);
  const locked = !editable || save.isPending;

  function submit() {
    if (!check.ok || !changed || locked) return;
    save.mutate(text, {
      onSuccess: () =>
        toast.success('Captions Saved', { description: 'Clients see the new captions.' }),
      onError: (error) => {
        const description =
          error instanceof ApiError && error.status === 409
            ? CAPTIONS_LOCKED_MESSAGE
            : error instanceof ApiError && error.body?.message
              ? error.body.message
              : 'Could not save the captions. Please try again.';
        toast.error('Captions Not Saved', { description });
      },
    });
  }

  const statusId = `${id}-status`;
  return (
    <div>
      {!editable ? (
        <p className="mb-3 flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <Lock size={16} className="shrink-0" aria-hidden="true" /> {CAPTIONS_LOCKED_MESSAGE}.
        </p>
      ) : null}
      {editable && saved === null ? (
        // An empty track is not a fault to hide: say why there is none, and that it can be typed.
        <p className="mb-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {ai && !ai.captions ? `${MODELS_OFF_LINE} ` : 'No captions were made for this video. '}
          You can type captions here; clients then see them.
        </p>
      ) : null}
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        Captions (WebVTT)
      </label>
      <textarea
        id={id}
        rows={12}
        value={text}
        spellCheck={false}
        readOnly={!editable}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={check.ok ? undefined : true}
        aria-describedby={statusId}
        className={`block w-full resize-y rounded-lg border bg-white px-3 py-2.5 font-mono text-xs leading-relaxed text-slate-900 shadow-sm focus:ring-2 focus:outline-none read-only:bg-slate-50 read-only:text-slate-500 sm:text-sm ${fieldBorder(check.ok ? undefined : check.error)}`}
      />
      <p
        id={statusId}
        role="status"
        data-testid="captions-check"
        className={`mt-1.5 flex items-center gap-1.5 text-sm ${check.ok ? 'text-slate-500' : 'text-red-600'}`}
      >
        {check.ok ? (
          <>
            <CircleCheck size={14} className="text-emerald-600" aria-hidden="true" />
            Valid WebVTT · {check.cueCount} {check.cueCount === 1 ? 'caption' : 'captions'}
          </>
        ) : (
          <>
            <CircleAlert size={14} aria-hidden="true" /> {check.error}
          </>
        )}
      </p>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="ghost"
          disabled={!changed || locked}
          onClick={() => setText(saved ?? EMPTY_CAPTIONS)}
        >
          Discard Changes
        </Button>
        <Button disabled={!changed || !check.ok || locked} onClick={submit}>
          {save.isPending ? 'Saving...' : 'Save Captions'}
        </Button>
      </div>
    </div>
  );
}
