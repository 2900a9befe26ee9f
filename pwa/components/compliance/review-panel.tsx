import { useState } from 'react';
import { toast } from '../../toast/toast.ts';
import * as v from 'valibot';
import type { ComplianceVideoDetail } from '../../../shared/api/compliance.ts';
import { REVIEW_NOTE_MAX_LENGTH, reviewVideoSchema } from '../../../shared/schemas/compliance.ts';
import { Button } from '../ui/button.tsx';
import { TextAreaField } from '../ui/text-area-field.tsx';
import { dateTime } from './format.ts';
import { useReviewVideo } from './use-compliance.ts';

/** 'Mark reviewed' with a note (required, as the record needs one), then the review history. */
export function ReviewPanel({ video }: { video: ComplianceVideoDetail }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const review = useReviewVideo(video.id);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(reviewVideoSchema, { note });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    setError(undefined);
    review.mutate(parsed.output.note, {
      onSuccess: () => {
        setNote('');
        toast.success('Marked reviewed');
      },
      onError: () => toast.error('Error', { description: 'Failed to save the review.' }),
    });
  };

  return (
    <div className="space-y-5">
      <form onSubmit={submit} className="space-y-3" noValidate>
        <TextAreaField
          label="Review note"
          value={note}
          onValueChange={setNote}
          error={error}
          hint={`${note.length} / ${REVIEW_NOTE_MAX_LENGTH}`}
          maxLength={REVIEW_NOTE_MAX_LENGTH}
          rows={3}
          placeholder="What you checked and found"
        />
        <Button type="submit" disabled={review.isPending}>
          {review.isPending ? 'Saving…' : 'Mark reviewed'}
        </Button>
      </form>
      {video.reviews.length > 0 ? (
        <ol className="space-y-2" aria-label="Reviews">
          {video.reviews.map((r) => (
            <li
              key={r.id}
              className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-3 text-sm"
            >
              <p className="whitespace-pre-line break-words text-slate-800">{r.note}</p>
              <p className="mt-1 text-xs text-slate-500">
                {r.reviewerName} · <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
