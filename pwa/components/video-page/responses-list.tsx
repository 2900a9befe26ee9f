import {
  CircleQuestionMark,
  Heart,
  Lightbulb,
  MessageSquare,
  PartyPopper,
  Sparkles,
  Star,
  ThumbsUp,
} from 'lucide-react';
import type { ClientResponseView } from '../../../shared/api/videos.ts';
import type { ComplimentType } from '../../../shared/api/share.ts';
import { momentLabel } from '../../../shared/format/clock.ts';
import { absoluteTime, relativeTime } from '../../../shared/format/times.ts';
import { CommentReplies } from './comment-replies.tsx';
import { complimentText } from './viewer-timeline.ts';

const ICONS: Record<ComplimentType, typeof Heart> = {
  thumbs_up: ThumbsUp,
  heart: Heart,
  clap: Sparkles,
  helpful: Lightbulb,
  insightful: Star,
  question: CircleQuestionMark,
  celebrate: PartyPopper,
  custom: MessageSquare,
};

/**
 * The comments and quick compliments clients sent, newest first; those the advisor had not
 * seen before this visit of the page are highlighted as new. Each says the moment of the video
 * it was sent at; a comment takes the advisor's replies.
 */
export function ResponsesList({
  videoId,
  responses,
  newIds,
  visitNumbers,
}: {
  videoId: string;
  /** Undefined while the activity loads. */
  responses: readonly ClientResponseView[] | undefined;
  newIds: ReadonlySet<string>;
  visitNumbers: ReadonlyMap<string, number>;
}) {
  if (!responses) return <p className="text-sm text-slate-500">Loading responses…</p>;
  if (responses.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        No comments yet. Clients can send a quick compliment or write to you under the video.
      </p>
    );
  }
  const newestFirst = [...responses].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ul className="space-y-3" data-testid="responses">
      {newestFirst.map((response) => {
        const isNew = newIds.has(response.id);
        const Icon = ICONS[response.type] ?? MessageSquare;
        const custom = response.type === 'custom';
        const text = complimentText(response.type, response.message);
        const visit = visitNumbers.get(response.sessionId);
        const moment = momentLabel(response.atSeconds);
        return (
          <li
            key={response.id}
            className={`flex gap-3 rounded-xl border px-3 py-3 sm:px-4 ${
              isNew ? 'border-brand-500/40 bg-brand-50' : 'border-slate-200 bg-white'
            }`}
          >
            <span
              className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${
                custom ? 'bg-slate-100 text-slate-700' : 'bg-rose-50 text-rose-600'
              }`}
            >
              <Icon size={18} aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                <span className="font-medium text-slate-700">
                  {custom ? 'Comment' : 'Compliment'}
                </span>
                {isNew ? (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-semibold text-white uppercase">
                    New
                  </span>
                ) : null}
                <time dateTime={response.createdAt} title={absoluteTime(response.createdAt)}>
                  {relativeTime(response.createdAt)}
                </time>
                {moment ? <span className="font-medium text-slate-700">{moment}</span> : null}
                {visit ? <span>· Visit {visit}</span> : null}
              </div>
              <p
                className={`mt-1 text-sm break-words whitespace-pre-line ${custom ? 'text-slate-900' : 'font-medium text-slate-800'}`}
              >
                {custom ? `“${text}”` : text}
              </p>
              {custom ? <CommentReplies videoId={videoId} comment={response} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
