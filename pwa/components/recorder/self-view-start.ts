import type { CameraLayout } from '../../../shared/schemas/camera-layout.ts';
import type { SharedSurface } from './teleprompter-model.ts';

/** How the advisor's bubble starts, and the one line saying why when it starts hidden. */
export interface SelfViewStart {
  hidden: boolean;
  note: string | null;
}

export const WHOLE_SCREEN_NOTE =
  'Your camera bubble is hidden while you share your entire screen: it would be recorded, and the video would show your face twice.';

/**
 * The rule: sharing an entire screen records whatever floats on it, the bubble too, so when
 * the video will show the camera as well (every layout but screen only) the bubble starts
 * hidden and the advisor is told why; they may show it anyway. A window or a tab shared, or a
 * surface the browser does not name, leaves the bubble shown.
 */
export function selfViewStart(surface: SharedSurface, layout: CameraLayout): SelfViewStart {
  if (surface === 'monitor' && layout.kind !== 'screen_only') {
    return { hidden: true, note: WHOLE_SCREEN_NOTE };
  }
  return { hidden: false, note: null };
}
