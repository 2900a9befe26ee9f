import { describe, expect, it } from 'vitest';
import { BUBBLE_DIAMETER, BUBBLE_MARGIN } from '../../../shared/schemas/camera-layout.ts';
import { boxStyle, layoutBoxes } from './layout-geometry.ts';

const WIDE = 16 / 9;

/** The camera's box, which these layouts all have. */
function cameraBox(...args: Parameters<typeof layoutBoxes>) {
  const { camera } = layoutBoxes(...args);
  if (!camera) throw new Error('this layout shows no camera');
  return camera;
}

describe('the layout preview', () => {
  it("puts a medium bubble at the bottom right, its margin the frame height's share", () => {
    const layout = { kind: 'bubble', corner: 'bottom_right', size: 'medium' } as const;
    const { screen, round } = layoutBoxes(layout, WIDE);
    const camera = cameraBox(layout, WIDE);
    expect(screen).toEqual({ left: 0, top: 0, width: 1, height: 1 });
    expect(round).toBe(true);
    // In pixels of a 1280x720 frame: a 201.6 px circle, 21.6 px from the right and the bottom.
    const px = { x: (f: number) => f * 1280, y: (f: number) => f * 720 };
    expect(px.y(camera.height)).toBeCloseTo(720 * BUBBLE_DIAMETER.medium);
    expect(px.x(camera.width)).toBeCloseTo(px.y(camera.height));
    expect(1280 - px.x(camera.left + camera.width)).toBeCloseTo(720 * BUBBLE_MARGIN);
    expect(720 - px.y(camera.top + camera.height)).toBeCloseTo(720 * BUBBLE_MARGIN);
  });

  it('puts a small bubble top left and a large one bottom left, each the size it names', () => {
    const small = cameraBox({ kind: 'bubble', corner: 'top_left', size: 'small' }, WIDE);
    expect(small.left).toBeCloseTo(BUBBLE_MARGIN / WIDE);
    expect(small.top).toBeCloseTo(BUBBLE_MARGIN);
    expect(small.height).toBeCloseTo(BUBBLE_DIAMETER.small);
    const large = cameraBox({ kind: 'bubble', corner: 'bottom_left', size: 'large' }, WIDE);
    expect(large.top + large.height).toBeCloseTo(1 - BUBBLE_MARGIN);
    expect(large.height).toBeGreaterThan(small.height);
  });

  it('fills the frame with the camera alone, or the screen alone', () => {
    const cameraOnly = layoutBoxes(
      { kind: 'camera_only', corner: 'bottom_right', size: 'medium' },
      WIDE,
    );
    expect(cameraOnly).toEqual({
      screen: null,
      camera: { left: 0, top: 0, width: 1, height: 1 },
      round: false,
      cameraFit: 'cover',
    });
    const screenOnly = layoutBoxes(
      { kind: 'screen_only', corner: 'bottom_right', size: 'medium' },
      WIDE,
    );
    expect(screenOnly.camera).toBeNull();
  });

  it('fits the screen whole in the left half and the camera in the right side by side', () => {
    const { screen, camera, cameraFit } = layoutBoxes(
      { kind: 'side_by_side', corner: 'top_left', size: 'small' },
      WIDE,
    );
    expect(screen).toEqual({ left: 0, top: 0, width: 0.5, height: 1 });
    expect(camera).toEqual({ left: 0.5, top: 0, width: 0.5, height: 1 });
    expect(cameraFit).toBe('contain');
  });

  it('writes a box as CSS percentages', () => {
    expect(boxStyle({ left: 0.5, top: 0, width: 0.25, height: 1 })).toEqual({
      left: '50.000%',
      top: '0.000%',
      width: '25.000%',
      height: '100.000%',
    });
  });
});
