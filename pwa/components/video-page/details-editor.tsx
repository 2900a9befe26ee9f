import { useState, type FormEvent } from 'react';
import { toast } from '../../toast/toast.ts';
import type { SuggestionsResponse, VideoView } from '../../../shared/api/videos.ts';
import type { FieldErrors } from '../../forms/use-schema-form.ts';
import { saveFailure } from '../settings/use-settings.ts';
import { Button } from '../ui/button.tsx';
import { SwitchField } from '../ui/switch.tsx';
import { TextAreaField } from '../ui/text-area-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { changedDetails, checkPatch, detailsOf, type DetailsValues } from './details-form.ts';
import { SuggestionCard } from './suggestion-card.tsx';
import { summaryOffer } from './suggestion-offers.ts';
import { useDismissedSuggestion } from './use-dismissed-suggestion.ts';
import { useUpdateVideo } from './use-video.ts';

/**
 * Title, description, client name and the two viewing options. Only the fields the advisor
 * touched are sent; the others keep following the server (the AI may still be writing them).
 * A summary the AI model suggested is offered by the description: using it fills the field,
 * and only the advisor's save puts it on the video.
 */
export function DetailsEditor({
  video,
  suggestions,
}: {
  video: VideoView;
  suggestions: SuggestionsResponse | undefined;
}) {
  const [edits, setEdits] = useState<Partial<DetailsValues>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateVideo(video.id);
  const current = detailsOf(video);
  const values: DetailsValues = { ...current, ...edits };
  const changes = changedDetails(current, edits);
  const dirty = Object.keys(changes).length > 0;
  const busy = update.isPending;
  const summary = summaryOffer(suggestions, values.description);
  const dismissal = useDismissedSuggestion(video.id, 'summary', summary);

  function set<K extends keyof DetailsValues>(name: K, value: DetailsValues[K]) {
    setEdits((old) => ({ ...old, [name]: value }));
    setErrors((old) => ({ ...old, [name]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!dirty || busy) return;
    const check = checkPatch(changes);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    update.mutate(check.input, {
      onSuccess: () => {
        setEdits({});
        toast.success('Saved', { description: 'Video details updated.' });
      },
      onError: (error) => {
        const { fieldErrors } = saveFailure(error);
        if (fieldErrors) setErrors(fieldErrors);
        toast.error('Error', { description: 'Failed to save the video details.' });
      },
    });
  }

  const processing = video.status !== 'ready' && video.status !== 'failed';
  const aiHint = processing
    ? 'Processing may still replace this with words from the recording.'
    : undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Title"
        autoComplete="off"
        aria-required="true"
        value={values.title}
        onValueChange={(value) => set('title', value)}
        error={errors.title}
        {...(aiHint && edits.title === undefined ? { hint: aiHint } : {})}
        disabled={busy}
      />
      <TextAreaField
        label="Description"
        rows={4}
        value={values.description}
        onValueChange={(value) => set('description', value)}
        error={errors.description}
        disabled={busy}
      />
      {summary && !dismissal.dismissed ? (
        <SuggestionCard
          title="Suggested summary"
          useLabel="Use as description"
          onUse={() => set('description', summary)}
          onDismiss={dismissal.dismiss}
        >
          <p className="break-words">{summary}</p>
        </SuggestionCard>
      ) : null}
      <TextField
        label="Client Name"
        autoComplete="off"
        placeholder="Optional"
        value={values.clientName}
        onValueChange={(value) => set('clientName', value)}
        error={errors.clientName}
        hint="Shown on the share page as ‘For: …’."
        disabled={busy}
      />
      <SwitchField
        label="Show Captions"
        hint={
          values.captionsEnabled
            ? 'Clients can turn English captions on and off.'
            : 'Clients watch without captions.'
        }
        checked={values.captionsEnabled}
        onCheckedChange={(on) => set('captionsEnabled', on)}
        disabled={busy}
      />
      {/* Over a recording that shows the advisor's face, a still picture says nothing more. */}
      {video.sources.includes('camera') ? null : (
        <SwitchField
          label="Include Profile Picture"
          hint="Your photo in the corner of the video, from Settings."
          checked={values.includeProfilePicture}
          onCheckedChange={(on) => set('includeProfilePicture', on)}
          disabled={busy}
        />
      )}
      {errors[''] ? <p className="text-sm text-red-600">{errors['']}</p> : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button
          variant="ghost"
          disabled={!dirty || busy}
          onClick={() => {
            setEdits({});
            setErrors({});
          }}
        >
          Discard Changes
        </Button>
        <Button type="submit" disabled={!dirty || busy}>
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
