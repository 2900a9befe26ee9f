import type { RefObject } from 'react';
import type { CameraLayout } from '../../../shared/schemas/camera-layout.ts';
import { LayoutPicker } from '../layout/layout-picker.tsx';
import { LayoutStage } from './layout-stage.tsx';
import { PreviewCard } from './preview-card.tsx';

/**
 * The layout of a screen-and-camera recording: chosen here, seen at once as the client will
 * see it, and changeable later from the video page.
 */
export function LayoutCard({
  screenUrl,
  cameraUrl,
  offsetMs,
  layout,
  onLayoutChange,
  leader,
  disabled,
}: {
  screenUrl: string | null;
  cameraUrl: string | null;
  offsetMs: number;
  layout: CameraLayout;
  onLayoutChange: (layout: CameraLayout) => void;
  leader: RefObject<HTMLVideoElement | null>;
  disabled: boolean;
}) {
  return (
    <PreviewCard
      title="Layout"
      description="How your screen and your camera appear together. You can change it after saving too."
      flush
    >
      {screenUrl && cameraUrl ? (
        <LayoutStage
          screenUrl={screenUrl}
          cameraUrl={cameraUrl}
          offsetMs={offsetMs}
          layout={layout}
          leader={leader}
        />
      ) : null}
      <div className="px-5 py-5 sm:px-6">
        <LayoutPicker value={layout} onChange={onLayoutChange} disabled={disabled} />
      </div>
    </PreviewCard>
  );
}
