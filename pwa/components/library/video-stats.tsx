import { Eye, MessageSquare } from 'lucide-react';
import { plural } from './video-status.ts';

/** Views and client comments of a video, the unread ones highlighted. */
export function VideoStats({
  viewCount,
  commentCount,
  unreadCount,
  className = '',
}: {
  viewCount: number;
  commentCount: number;
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
      {unreadCount > 0 ? (
        <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
          {unreadCount} new
          <span className="sr-only"> {unreadCount === 1 ? 'comment' : 'comments'}</span>
        </span>
      ) : null}
    </p>
  );
}
