import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { toast } from '../../toast/toast.ts';
import { retainedRecordMessage } from '../../../shared/compliance/retention.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useDeleteVideo } from './use-video.ts';

/**
 * Deleting the video, its link and its activity, after a dialog that names it. A video under
 * the firm's retention period is a business record: Delete is off, with the reason, and the
 * advisor is pointed to revoking the link instead.
 */
export function DangerZone({
  videoId,
  title,
  retainedUntil,
}: {
  videoId: string;
  title: string;
  retainedUntil: string | null;
}) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteVideo(videoId);
  const navigate = useNavigate();

  function answer(confirmed: boolean) {
    setAsking(false);
    if (!confirmed) return;
    remove.mutate(undefined, {
      onSuccess: async () => {
        await navigate({ to: '/video-library', replace: true });
        remove.forget();
        toast.success('Video Deleted', { description: `“${title}” was deleted.` });
      },
      // The server's words when it gave any (its disk is full, say): they tell what to do.
      onError: (error) =>
        toast.error('Error', {
          description:
            (error instanceof ApiError && error.body?.message) ||
            'Could not delete the video. Please try again.',
        }),
    });
  }

  return (
    <div>
      {retainedUntil ? (
        <p id="delete-retained" className="text-sm text-slate-600">
          {retainedRecordMessage(retainedUntil)}
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          Deleting removes the video, its captions, its link and everything clients sent. Clients
          who open the link will see ‘Video not found or link no longer active’.
        </p>
      )}
      <Button
        variant="danger"
        className="mt-4 w-full sm:w-auto"
        disabled={remove.isPending || retainedUntil !== null}
        aria-describedby={retainedUntil ? 'delete-retained' : undefined}
        onClick={() => setAsking(true)}
      >
        <Trash2 size={16} aria-hidden="true" />
        {remove.isPending ? 'Deleting...' : 'Delete Video'}
      </Button>
      {asking ? (
        <ConfirmDialog title="Delete this video?" confirmLabel="Delete Video" onClose={answer}>
          <strong className="font-semibold text-slate-900">“{title}”</strong> will be deleted with
          its link, views and comments. This action cannot be undone.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
