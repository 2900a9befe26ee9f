import { Link } from '@tanstack/react-router';
import { SearchX, Video } from 'lucide-react';
import { Button, buttonClass } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

/**
 * 'No videos found': with a hint to change the search when searching or
 * filtering, otherwise with a way to record the first video. 'Start Recording' goes to /record
 * (not /dashboard: the recorder is where the advisor wants to be).
 */
export function LibraryEmpty({ narrowed, onClear }: { narrowed: boolean; onClear: () => void }) {
  const Icon = narrowed ? SearchX : Video;
  return (
    <Card className="flex flex-col items-center px-6 py-16 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">No videos found</h2>
      {narrowed ? (
        <>
          <p className="mt-1 text-sm text-slate-600">Try adjusting your search terms</p>
          <Button variant="outline" className="mt-6" onClick={onClear}>
            Clear search and filters
          </Button>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">Start recording to build your video library</p>
          <Link to="/record" className={`${buttonClass('primary')} mt-6`}>
            Start Recording
          </Link>
        </>
      )}
    </Card>
  );
}
