import type { CameraLayout } from '../../../shared/schemas/camera-layout.ts';
import { LayoutPicker } from '../layout/layout-picker.tsx';
import { PreviewCard } from './preview-card.tsx';

/**
 * The layout of a screen-and-camera recording: chosen here, seen at once in the player above
 * as the client will see it, and changeable later from the video page.
 */
export function LayoutCard({
  layout,
  onLayoutChange,
  disabled,
}: {
  layout: CameraLayout;
  onLayoutChange: (layout: CameraLayout) => void;
  disabled: boolean;
}) {
  return (
    <PreviewCard
      title="Layout"
      description="How your screen and your camera appear together. You can change it after saving too."
    >
      <LayoutPicker value={layout} onChange={onLayoutChange} disabled={disabled} />
    </PreviewCard>
  );
}
