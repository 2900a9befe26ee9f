import { Link } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import { plural } from '../library/video-status.ts';
import { useVideosSummary } from '../library/use-library.ts';

/**
 * 'N new client responses': compliments and comments the advisor has not seen yet, leading to
 * the library, where each video shows its own new ones.
 */
export function ClientResponses() {
  const summary = useVideosSummary();
  if (!summary.data) return null;
  const unread = summary.data.unreadResponses;
  if (unread === 0) {
    return (
      <p className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm text-slate-600">
        <MessageSquare size={16} aria-hidden="true" /> No new client responses
      </p>
    );
  }
  return (
    <Link
      to="/video-library"
      className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-3.5 py-1.5 text-sm font-medium text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <MessageSquare size={16} aria-hidden="true" /> {plural(unread, 'new client response')}
    </Link>
  );
}
