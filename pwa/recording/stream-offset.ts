/** The most a camera may start away from the screen for the server to line them up. */
export const MAX_CAMERA_OFFSET_MS = 10_000;

/**
 * When the camera's recording started against the screen's, in whole milliseconds, positive
 * when the camera started later. Both times are on the page's own clock (each recording's
 * first frame, or its recorder's start event). Null when either never started, or when they
 * started too far apart to be lined up: then the camera's file cannot be trusted to match.
 */
export function cameraOffsetMs(
  screenStartedAt: number | null,
  cameraStartedAt: number | null,
): number | null {
  if (screenStartedAt === null || cameraStartedAt === null) return null;
  const offset = Math.round(cameraStartedAt - screenStartedAt);
  return Math.abs(offset) <= MAX_CAMERA_OFFSET_MS ? offset : null;
}
