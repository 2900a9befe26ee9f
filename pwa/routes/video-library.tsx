import { Link } from '@tanstack/react-router';
import { Video } from 'lucide-react';
import { AppPage } from '../components/app-page.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';

/** /video-library: the empty state until videos can be saved. */
export function VideoLibraryPage() {
  return (
    <AppPage title="Video Library">
      <Card className="flex flex-col items-center px-6 py-16 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Video />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">No videos found</h2>
        <p className="mt-1 text-sm text-slate-600">Start recording to build your video library</p>
        <Link to="/dashboard" className={`${buttonClass('primary')} mt-6`}>
          Start Recording
        </Link>
      </Card>
    </AppPage>
  );
}
