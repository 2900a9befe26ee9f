import { VideoOff } from 'lucide-react';

/**
 * Said calmly, and read out by screen readers (the live region is on the page before the
 * words arrive): the camera stopped, the screen still records, nothing is lost.
 */
export function CameraLostNotice({ lost }: { lost: boolean }) {
  return (
    <div role="status" aria-live="polite">
      {lost ? (
        <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <VideoOff size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
          <span>
            Your camera stopped. Your screen and voice are still recording, and what the camera
            recorded so far is kept.
          </span>
        </p>
      ) : null}
    </div>
  );
}
