import { Link } from '@tanstack/react-router';
import { CircleAlert, Library, RefreshCw, SearchX } from 'lucide-react';
import { AppPage } from '../app-page.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

/** A video that is not there (deleted, someone else's, a wrong address), said kindly. */
export function VideoNotFound() {
  return (
    <AppPage title="Video not found">
      <Card className="flex flex-col items-center px-6 py-14 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <SearchX aria-hidden="true" />
        </span>
        <p className="mt-4 max-w-md text-slate-600">
          This video may have been deleted, or the address is not quite right. Your other videos are
          in the library.
        </p>
        <Link to="/video-library" className={`${buttonClass('primary')} mt-6`}>
          <Library size={16} aria-hidden="true" /> Go to Video Library
        </Link>
      </Card>
    </AppPage>
  );
}

/**
 * The video could not be loaded. Offline that is expected and said so; otherwise it is a server
 * or connection failure, with a way to try again.
 */
export function VideoLoadFailed({
  offline,
  onRetry,
  retrying,
}: {
  offline: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <AppPage title="Video">
      <Card className="flex flex-col items-center px-6 py-14 text-center" role="alert">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <CircleAlert aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">
          {offline ? 'You’re offline' : 'Could not load this video'}
        </h2>
        <p className="mt-1 max-w-md text-sm text-slate-600">
          {offline
            ? 'This video opens when you’re back online.'
            : 'Check your connection and try again.'}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button onClick={onRetry} disabled={retrying}>
            <RefreshCw size={16} aria-hidden="true" /> {retrying ? 'Trying...' : 'Try Again'}
          </Button>
          <Link to="/video-library" className={buttonClass('outline')}>
            <Library size={16} aria-hidden="true" /> Go to Video Library
          </Link>
        </div>
      </Card>
    </AppPage>
  );
}
