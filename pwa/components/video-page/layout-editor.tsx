import { useState } from 'react';
import type { CameraLayout } from '../../../shared/schemas/camera-layout.ts';
import { toast } from '../../toast/toast.ts';
import { describeLayout, LayoutPicker } from '../layout/layout-picker.tsx';
import { Button } from '../ui/button.tsx';
import { useChangeLayout } from './use-video.ts';

/**
 * The layout of a screen-and-camera video, changeable after saving: the server composes the
 * video again in the new layout as a new version, the earlier one kept in its history.
 */
export function LayoutEditor({
  videoId,
  layout,
  disabled,
}: {
  videoId: string;
  layout: CameraLayout;
  /** While the video is still being made, a new layout waits. */
  disabled: boolean;
}) {
  const [chosen, setChosen] = useState(layout);
  const change = useChangeLayout(videoId);
  const unchanged =
    chosen.kind === layout.kind &&
    (chosen.kind !== 'bubble' || (chosen.corner === layout.corner && chosen.size === layout.size));

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Now: <span className="font-medium text-slate-900">{describeLayout(layout)}</span>
      </p>
      <LayoutPicker value={chosen} onChange={setChosen} disabled={disabled || change.isPending} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={disabled || unchanged || change.isPending}
          onClick={() =>
            change.mutate(chosen, {
              onSuccess: () =>
                toast.success('Layout Changed', {
                  description: 'Your video is being made in the new layout, as a new version.',
                }),
              onError: () => toast.error('Error', { description: 'Could not change the layout.' }),
            })
          }
        >
          {change.isPending ? 'Applying…' : 'Apply Layout'}
        </Button>
        {disabled ? (
          <p className="text-sm text-slate-500">You can change it once the video is ready.</p>
        ) : null}
      </div>
    </div>
  );
}
