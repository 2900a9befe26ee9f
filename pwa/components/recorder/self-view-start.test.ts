import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, type CameraLayout } from '../../../shared/schemas/camera-layout.ts';
import { selfViewStart, WHOLE_SCREEN_NOTE } from './self-view-start.ts';

const layout = (kind: CameraLayout['kind']): CameraLayout => ({ ...DEFAULT_LAYOUT, kind });

describe('selfViewStart', () => {
  it('hides the bubble, saying why, when the whole screen is shared and the video shows the camera', () => {
    for (const kind of ['bubble', 'side_by_side', 'camera_only'] as const) {
      expect(selfViewStart('monitor', layout(kind))).toEqual({
        hidden: true,
        note: WHOLE_SCREEN_NOTE,
      });
    }
  });

  it('shows the bubble when the video leaves the camera out', () => {
    expect(selfViewStart('monitor', layout('screen_only'))).toEqual({ hidden: false, note: null });
  });

  it('shows the bubble for a window, a tab, or a surface the browser does not name', () => {
    for (const surface of ['window', 'browser', undefined] as const) {
      expect(selfViewStart(surface, DEFAULT_LAYOUT)).toEqual({ hidden: false, note: null });
    }
  });
});
