import { Link } from '@tanstack/react-router';
import { CheckCircle2, Loader2, ShieldAlert } from 'lucide-react';
import { useFindings } from '../video-page/use-findings.ts';
import { useVideo } from '../video-page/use-video.ts';
import { findingsSummary } from './findings-summary.ts';

/**
 * The pre-send check on the saved screen, once the server has the video: still checking, or
 * nothing found, or how many findings wait, with a link to review them on the video's page,
 * so the advisor sees them before sending the link.
 */
export function SavedFindings({ videoId }: { videoId: string }) {
  const video = useVideo(videoId);
  const status = video.data?.video.status;
  const findings = useFindings(videoId, status === 'ready');
  if (status === 'failed' || video.isError || findings.isError) return null;
  const summary = findingsSummary(status === 'ready' ? findings.data : undefined);
  const review = (
    <Link
      to="/videos/$videoId"
      params={{ videoId }}
      hash="findings"
      className="font-medium text-brand-700 underline underline-offset-2"
    >
      Review findings
    </Link>
  );
  switch (summary.kind) {
    case 'checking':
      return (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600" role="status">
          <Loader2 size={16} className="animate-spin" aria-hidden="true" />
          Checking the video for client data and risky promises…
        </p>
      );
    case 'clear':
      return (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600" role="status">
          <CheckCircle2 size={16} className="text-emerald-700" aria-hidden="true" />
          {summary.unreadable
            ? 'Nothing risky said. Text on screen could not be checked on this server.'
            : 'Checked: no client data on screen and no risky promises said.'}
        </p>
      );
    case 'resolved':
      return (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-600" role="status">
          <CheckCircle2 size={16} className="text-emerald-700" aria-hidden="true" />
          Every finding of the check has been dealt with. {review}
        </p>
      );
    case 'review':
      return (
        <div
          className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          role="status"
        >
          <span className="flex items-center gap-2 font-medium">
            <ShieldAlert size={16} className="shrink-0" aria-hidden="true" />
            {summary.text}
          </span>
          {review}
        </div>
      );
  }
}
