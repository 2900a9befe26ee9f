import { CircleAlert, Loader2 } from 'lucide-react';
import type { ProcessingNotice } from './processing-status.ts';

/** Where the video stands while it is not ready: the step under way, or why it failed. */
export function ProcessingBanner({ notice }: { notice: ProcessingNotice }) {
  const failed = notice.tone === 'failed';
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="processing-banner"
      className={`flex gap-3 rounded-2xl border px-4 py-3 sm:px-5 ${
        failed
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-brand-100 bg-brand-50 text-slate-800'
      }`}
    >
      {failed ? (
        <CircleAlert size={20} className="mt-0.5 shrink-0 text-red-600" aria-hidden="true" />
      ) : (
        <Loader2
          size={20}
          className="mt-0.5 shrink-0 animate-spin text-brand-600"
          aria-hidden="true"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{notice.title}</p>
        <p className="mt-0.5 text-sm">{notice.detail}</p>
        {notice.percent !== null ? (
          <p className="mt-2 text-sm font-medium tabular-nums">{notice.percent}% uploaded</p>
        ) : null}
        {notice.percent !== null ? (
          <div
            role="progressbar"
            aria-label="Upload"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={notice.percent}
            className="mt-1 h-2 overflow-hidden rounded-full bg-white"
          >
            <div className="h-full bg-brand-600" style={{ width: `${notice.percent}%` }} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
