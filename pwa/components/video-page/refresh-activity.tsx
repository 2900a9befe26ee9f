import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { queryKeys } from '../../api/query-keys.ts';

/** Asks again for the video's figures and activity: clients may have watched since. */
export function RefreshActivity({ videoId, busy }: { videoId: string; busy: boolean }) {
  const queryClient = useQueryClient();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-my-1 shrink-0"
      disabled={busy}
      onClick={() => void queryClient.invalidateQueries({ queryKey: queryKeys.video.one(videoId) })}
    >
      <RefreshCw size={14} className={busy ? 'animate-spin' : ''} aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Refresh</span>
    </Button>
  );
}
