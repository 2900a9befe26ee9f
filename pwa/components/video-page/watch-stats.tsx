import { CircleCheck, Eye, MessageSquare, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ViewerVisitView } from '../../../shared/api/videos.ts';
import { absoluteTime, relativeTime } from '../../../shared/format/times.ts';
import { visitNumbers } from './viewer-timeline.ts';
import { averageWatched, visitWatchedPercent } from './watch-through.ts';

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-3 sm:px-4">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500 sm:text-sm">
        {/* On a phone the label alone fits its third of the width. */}
        <span className="hidden sm:inline-flex">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">
        {value}
      </dd>
    </div>
  );
}

/**
 * Views, the average watched and the responses, then how far each visit got: a bar per visit
 * with its percentage, newest first.
 */
export function WatchStats({
  viewCount,
  commentCount,
  visits,
  durationSeconds,
}: {
  viewCount: number;
  commentCount: number;
  /** Undefined while the activity loads. */
  visits: readonly ViewerVisitView[] | undefined;
  durationSeconds: number;
}) {
  const average = visits ? averageWatched(visits, durationSeconds) : null;
  const numbers = visitNumbers(visits ?? []);
  const newestFirst = [...(visits ?? [])].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  return (
    <div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Figure
          icon={<Eye size={14} aria-hidden="true" />}
          label="Views"
          value={String(viewCount)}
        />
        <Figure
          icon={<Timer size={14} aria-hidden="true" />}
          label="Average watched"
          value={average === null ? '–' : `${average}%`}
        />
        <Figure
          icon={<MessageSquare size={14} aria-hidden="true" />}
          label="Responses"
          value={String(commentCount)}
        />
      </dl>

      <h3 className="mt-6 text-sm font-medium text-slate-700">Watch-through per visit</h3>
      {!visits ? (
        <p className="mt-2 text-sm text-slate-500">Loading visits…</p>
      ) : newestFirst.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">
          No visits yet. Each time a client opens the link, you will see how far they watched.
        </p>
      ) : (
        <ul className="mt-3 max-h-80 space-y-3 overflow-y-auto pr-1" data-testid="visits">
          {newestFirst.map((visit) => {
            const percent = visitWatchedPercent(visit, durationSeconds);
            const name = `Visit ${numbers.get(visit.sessionId) ?? ''}`;
            return (
              <li key={visit.sessionId}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate text-slate-700">
                    <span className="font-medium">{name}</span>{' '}
                    <time
                      dateTime={visit.startedAt}
                      title={absoluteTime(visit.startedAt)}
                      className="text-slate-500"
                    >
                      · {relativeTime(visit.startedAt)}
                    </time>
                  </span>
                  <span className="flex shrink-0 items-center gap-1 font-medium text-slate-800 tabular-nums">
                    {visit.completed ? (
                      <CircleCheck size={14} className="text-emerald-600" aria-label="Completed" />
                    ) : null}
                    {visit.played ? `${percent}%` : 'Did not play'}
                  </span>
                </div>
                <div
                  role="meter"
                  aria-label={`${name} watched`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={visit.played ? `${percent}%` : 'Did not play'}
                  className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className={`h-full rounded-full ${visit.completed ? 'bg-emerald-500' : 'bg-brand-600'}`}
                    style={{ width: `${percent}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
