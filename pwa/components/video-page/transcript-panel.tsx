import { useEffect, useId, useRef, useState } from 'react';
import { cueIndexAt, cuesMatching } from '../../../shared/captions/cue-at.ts';
import type { Cue } from '../../../shared/captions/webvtt.ts';
import { formatClock } from '../../../shared/format/clock.ts';
import { SearchField } from '../ui/search-field.tsx';
import { MarkedText } from './marked-text.tsx';

/**
 * The captions as a transcript beside the player: the caption being spoken is highlighted and
 * kept in view, a click plays from that caption, and a search narrows the list.
 */
export function TranscriptPanel({
  cues,
  currentTime,
  onSeek,
}: {
  cues: readonly Cue[];
  currentTime: number;
  onSeek: (seconds: number) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const active = cueIndexAt(cues, currentTime);
  const shown = cuesMatching(cues, query);

  // Keep the spoken caption in view by scrolling the list only, never the page.
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !item) return;
    const above = item.offsetTop < list.scrollTop;
    const below = item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight;
    if (above || below) list.scrollTo({ top: item.offsetTop - list.clientHeight / 3 });
  }, [active]);

  return (
    <div>
      <label htmlFor={`${id}-search`} className="sr-only">
        Search the transcript
      </label>
      <SearchField
        id={`${id}-search`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search the transcript"
        aria-describedby={`${id}-count`}
        className="block h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      />
      <p id={`${id}-count`} role="status" className="mt-2 text-xs text-slate-500">
        {query.trim() === ''
          ? `${cues.length} ${cues.length === 1 ? 'caption' : 'captions'} · click one to play from there`
          : shown.length === 0
            ? 'No caption matches your search.'
            : `${shown.length} ${shown.length === 1 ? 'caption matches' : 'captions match'}`}
      </p>
      <ol ref={listRef} className="relative mt-2 max-h-80 space-y-1 overflow-y-auto pr-1">
        {shown.map((index) => {
          const cue = cues[index];
          if (!cue) return null;
          const current = index === active;
          return (
            <li key={index}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSeek(cue.start)}
                className={`flex w-full gap-3 rounded-lg px-2 py-1.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${current ? 'bg-brand-50 text-slate-900' : 'text-slate-700 hover:bg-slate-50'}`}
              >
                <span className="w-12 shrink-0 pt-px text-xs font-medium text-slate-600 tabular-nums">
                  {formatClock(cue.start)}
                </span>
                <span className="min-w-0 whitespace-pre-line">
                  <MarkedText text={cue.text} query={query} />
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
