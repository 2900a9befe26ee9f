import {
  BUBBLE_DIAMETER,
  BUBBLE_MARGIN,
  type CameraLayout,
} from '../../../shared/schemas/camera-layout.ts';

/** A rectangle as fractions of the composed frame: 0..1 from its left and top edges. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface LayoutBoxes {
  /** Where the screen shows (fitted inside, never cropped); null when it does not. */
  screen: Box | null;
  /** Where the camera shows; null when it does not. */
  camera: Box | null;
  /** The camera is a circle inscribed in its box. */
  round: boolean;
  /** The camera fills its box, cropped (cover), or fits inside it whole (contain). */
  cameraFit: 'cover' | 'contain';
}

const FULL: Box = { left: 0, top: 0, width: 1, height: 1 };

/**
 * Where a layout puts the screen and the camera in a frame `aspect` wide for 1 high, as the
 * server composes the MP4: the bubble is a circle of BUBBLE_DIAMETER of the frame's height,
 * BUBBLE_MARGIN of the height from both edges of its corner, the camera's middle square in it;
 * side by side fits each whole in its half; camera only fills the frame with the camera.
 */
export function layoutBoxes(layout: CameraLayout, aspect: number): LayoutBoxes {
  switch (layout.kind) {
    case 'screen_only':
      return { screen: FULL, camera: null, round: false, cameraFit: 'cover' };
    case 'camera_only':
      return { screen: null, camera: FULL, round: false, cameraFit: 'cover' };
    case 'side_by_side':
      return {
        screen: { left: 0, top: 0, width: 0.5, height: 1 },
        camera: { left: 0.5, top: 0, width: 0.5, height: 1 },
        round: false,
        cameraFit: 'contain',
      };
    case 'bubble': {
      const height = BUBBLE_DIAMETER[layout.size];
      const width = height / aspect;
      const marginX = BUBBLE_MARGIN / aspect;
      const right = layout.corner.endsWith('right');
      const bottom = layout.corner.startsWith('bottom');
      return {
        screen: FULL,
        camera: {
          left: right ? 1 - marginX - width : marginX,
          top: bottom ? 1 - BUBBLE_MARGIN - height : BUBBLE_MARGIN,
          width,
          height,
        },
        round: true,
        cameraFit: 'cover',
      };
    }
  }
}

/** A box as CSS percentages, for an element absolutely placed in the frame. */
export function boxStyle(box: Box) {
  const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;
  return {
    left: percent(box.left),
    top: percent(box.top),
    width: percent(box.width),
    height: percent(box.height),
  };
}
