import { Eye, Heart, MessageSquare } from 'lucide-react';
import { plural } from './video-status.ts';

/** Views, client comments and compliments (counted apart) of a video, the unread highlighted. */
export function VideoStats({
  viewCount,
  commentCount,
  complimentCount,
  unreadCount,
  className = '',
}: {
  viewCount: number;
  commentCount: number;
  complimentCount: number;
  unreadCount: number;
  className?: string;
}) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500 ${className}`}
    >
      <span className="inline-flex items-center gap-1">
        <Eye size={15} aria-hidden="true" /> {plural(viewCount, 'view')}
      </span>
      <span className="inline-flex items-center gap-1">
        <MessageSquare size={15} aria-hidden="true" /> {plural(commentCount, 'comment')}
      </span>
      {complimentCount > 0 ? (
        <span className="inline-flex items-center gap-1">
          <Heart size={15} aria-hidden="true" /> {plural(complimentCount, 'compliment')}
        </span>
      ) : null}
      {unreadCount > 0 ? (
        <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
          {unreadCount} new
          <span className="sr-only"> {unreadCount === 1 ? 'response' : 'responses'}</span>
        </span>
      ) : null}
    </p>
  );
}
