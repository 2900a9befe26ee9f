import { DOWNLOADS_FORBIDDEN_TEXT } from '../../../shared/api/compliance.ts';
import { toast } from '../../toast/toast.ts';
import { useDownloadPolicy } from '../compliance/use-compliance.ts';
import { SwitchField } from '../ui/switch.tsx';
import { useUpdateVideo } from './use-video.ts';

/**
 * Whether the client may save the video and its captions from the share page. Off until the
 * advisor allows it; while the firm forbids downloads the switch is off and disabled, and
 * says why.
 */
export function DownloadSwitch({
  videoId,
  allowDownload,
}: {
  videoId: string;
  allowDownload: boolean;
}) {
  const policy = useDownloadPolicy();
  const update = useUpdateVideo(videoId);
  const forbidden = policy.data?.downloadsForbidden ?? false;
  const checked = update.isPending
    ? Boolean(update.variables.allowDownload)
    : allowDownload && !forbidden;
  return (
    <SwitchField
      label="Allow downloads"
      hint={
        forbidden
          ? DOWNLOADS_FORBIDDEN_TEXT
          : 'Clients can save the video (MP4) and its captions from the share page. Each download shows in the viewer activity.'
      }
      checked={checked}
      disabled={forbidden || !policy.data || update.isPending}
      onCheckedChange={(on) =>
        update.mutate(
          { allowDownload: on },
          {
            onSuccess: () =>
              toast.success(on ? 'Downloads allowed' : 'Downloads turned off', {
                description: on
                  ? 'Your client can now save the video and its captions.'
                  : 'The share page no longer offers the video to save.',
              }),
            onError: () => toast.error('Error', { description: 'Could not change downloads.' }),
          },
        )
      }
    />
  );
}
