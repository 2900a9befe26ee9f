import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Chapter, SuggestionsResponse } from '../../../shared/api/videos.ts';
import { toast } from '../../toast/toast.ts';
import { Button } from '../ui/button.tsx';
import { FieldMessage } from '../ui/field-message.tsx';
import { chaptersToSave, clockText, type ChapterRow } from './chapters-draft.ts';
import { SuggestionCard } from './suggestion-card.tsx';
import { chaptersOffer } from './suggestion-offers.ts';
import { useDismissedSuggestion } from './use-dismissed-suggestion.ts';
import { useSaveChapters } from './use-video.ts';

const INPUT =
  'block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:ring-2 focus:outline-none';

let nextKey = 0;
const rowOf = (chapter: Chapter): ChapterRow => ({
  key: String(nextKey++),
  title: chapter.title,
  start: clockText(chapter.startSeconds),
});

/**
 * The video's chapters: a title and a start each, which clients see as a list and as marks on
 * the share page's progress bar. A new chapter starts where the player stands; the whole list
 * is saved at once. Chapters the AI model suggested are offered above the list: using them
 * fills the list, and only the advisor's save puts them on the video.
 */
export function ChaptersEditor({
  videoId,
  saved,
  durationSeconds,
  currentTime,
  suggestions,
}: {
  videoId: string;
  saved: Chapter[];
  durationSeconds: number;
  /** Where the video player stands, for a new chapter's start. */
  currentTime: number;
  suggestions: SuggestionsResponse | undefined;
}) {
  const id = useId();
  const [rows, setRows] = useState(() => saved.map(rowOf));
  const [error, setError] = useState<string | undefined>();
  /** The suggestions are in the list, not saved yet. */
  const [filled, setFilled] = useState(false);
  const save = useSaveChapters(videoId);
  const offer = chaptersOffer(suggestions, saved);
  const dismissal = useDismissedSuggestion(videoId, 'chapters', offer);

  const change = (key: string, patch: Partial<ChapterRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setError(undefined);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = chaptersToSave(rows, durationSeconds);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    save.mutate(checked.chapters, {
      onSuccess: (answer) => {
        setRows(answer.video.chapters.map(rowOf));
        setError(undefined);
        setFilled(false);
        toast.success('Chapters saved', {
          description: 'Clients see them once they open the video.',
        });
      },
      onError: (failure) => setError(failure.message || 'Could not save the chapters.'),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Chapters"
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
    >
      {offer && !dismissal.dismissed && !filled ? (
        <div className="mb-4">
          <SuggestionCard
            title="Suggested chapters"
            useLabel="Use these"
            onUse={() => {
              setRows(offer.map(rowOf));
              setError(undefined);
              setFilled(true);
            }}
            onDismiss={dismissal.dismiss}
          >
            <ol className="space-y-1">
              {offer.map((chapter) => (
                <li key={chapter.startSeconds} className="flex gap-3">
                  <span className="w-12 shrink-0 text-slate-600 tabular-nums">
                    {clockText(chapter.startSeconds)}
                  </span>
                  <span className="min-w-0 break-words">{chapter.title}</span>
                </li>
              ))}
            </ol>
          </SuggestionCard>
        </div>
      ) : null}
      {filled ? (
        <p role="status" className="mb-3 text-sm text-slate-600">
          The suggested chapters are in the list. Change them if you like, then save.
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">No chapters yet.</p>
      ) : (
        <ol className="space-y-2">
          {rows.map((row, index) => (
            <li key={row.key} className="flex items-center gap-2">
              <input
                aria-label={`Chapter ${index + 1} start`}
                value={row.start}
                inputMode="decimal"
                onChange={(event) => change(row.key, { start: event.target.value })}
                className={`${INPUT} w-20! shrink-0 tabular-nums`}
              />
              <input
                aria-label={`Chapter ${index + 1} title`}
                value={row.title}
                maxLength={100}
                onChange={(event) => change(row.key, { title: event.target.value })}
                className={`${INPUT} flex-1`}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove chapter ${index + 1}`}
                onClick={() => {
                  setRows((current) => current.filter((r) => r.key !== row.key));
                  setError(undefined);
                }}
              >
                <Trash2 size={16} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <FieldMessage
        id={id}
        error={error}
        hint="A start such as 1:30. Clients jump to a chapter from its title."
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => {
            setRows((current) => [
              ...current,
              rowOf({ title: '', startSeconds: Math.floor(currentTime * 10) / 10 }),
            ]);
            setError(undefined);
          }}
        >
          <Plus size={16} aria-hidden="true" /> Add chapter at {clockText(Math.floor(currentTime))}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Chapters'}
        </Button>
      </div>
    </form>
  );
}
