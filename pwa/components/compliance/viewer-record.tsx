import { CheckCircle2, KeyRound, MessageSquare } from 'lucide-react';
import type { ComplianceVideoDetail } from '../../../shared/api/compliance.ts';
import { formatClock } from '../../../shared/format/clock.ts';
import { dateTime } from './format.ts';

const watched = (seconds: number, duration: number | null) =>
  seconds <= 0
    ? 'Played'
    : duration && duration > 0
      ? `${Math.min(100, Math.round((seconds / duration) * 100))}% watched`
      : `watched to ${formatClock(seconds)}`;

/** Every visit of the share page: who (address, browser), what they accepted, how far they got. */
export function ViewerRecord({ video }: { video: ComplianceVideoDetail }) {
  if (video.visits.length === 0) {
    return <p className="text-sm text-slate-500">No client has opened the link yet.</p>;
  }
  return (
    <ol className="space-y-3" aria-label="Visits">
      {video.visits.map((visit, index) => (
        <li key={visit.sessionId} className="rounded-xl border border-slate-200 p-3.5 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-medium text-slate-900">Visit {index + 1}</p>
            <time className="text-xs text-slate-500" dateTime={visit.startedAt}>
              {dateTime(visit.startedAt)}
            </time>
          </div>
          <p className="mt-1 break-all text-xs text-slate-500">
            {visit.ip} · {visit.userAgent}
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
            <li className="inline-flex items-center gap-1.5">
              <CheckCircle2
                size={14}
                aria-hidden="true"
                className={visit.termsAcceptedAt ? 'text-emerald-600' : 'text-slate-300'}
              />
              {visit.termsAcceptedAt
                ? `Terms accepted ${dateTime(visit.termsAcceptedAt)}`
                : 'Terms not accepted'}
            </li>
            {video.passwordProtected ? (
              <li className="inline-flex items-center gap-1.5">
                <KeyRound size={14} aria-hidden="true" className="text-slate-400" />
                {visit.passwordVerifiedAt ? 'Password verified' : 'Password not given'}
              </li>
            ) : null}
            <li>
              {visit.played
                ? visit.completed
                  ? 'Watched to the end'
                  : watched(visit.furthestSecond, video.durationSeconds)
                : 'Did not play'}
            </li>
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** What clients wrote or sent back. */
export function ClientComments({ video }: { video: ComplianceVideoDetail }) {
  if (video.comments.length === 0) {
    return <p className="text-sm text-slate-500">No comments or compliments.</p>;
  }
  return (
    <ul className="space-y-2">
      {video.comments.map((comment) => (
        <li key={comment.id} className="flex gap-3 rounded-xl bg-slate-50 p-3 text-sm">
          <MessageSquare size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-slate-400" />
          <div className="min-w-0">
            <p className="whitespace-pre-line break-words text-slate-800">{comment.message}</p>
            <time className="text-xs text-slate-500" dateTime={comment.createdAt}>
              {dateTime(comment.createdAt)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}
