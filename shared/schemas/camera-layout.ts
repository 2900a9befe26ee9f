import * as v from 'valibot';
import { formObject } from './fields.ts';

/**
 * What a recording captured: the screen (with the profile picture in a corner, if chosen), the
 * camera alone (phones, and desktops by choice), or both as two separate streams that the
 * server composes in a layout the advisor can change after recording.
 */
export const RECORDING_SOURCES = ['screen', 'camera', 'screen_and_camera'] as const;
export type RecordingSource = (typeof RECORDING_SOURCES)[number];

/** How a two-stream recording is composed into the MP4 the client sees. */
export const LAYOUT_KINDS = ['bubble', 'camera_only', 'screen_only', 'side_by_side'] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

export const BUBBLE_CORNERS = ['bottom_right', 'bottom_left', 'top_right', 'top_left'] as const;
export type BubbleCorner = (typeof BUBBLE_CORNERS)[number];

export const BUBBLE_SIZES = ['small', 'medium', 'large'] as const;
export type BubbleSize = (typeof BUBBLE_SIZES)[number];

export interface CameraLayout {
  kind: LayoutKind;
  /** Where the bubble sits; only the bubble layout uses it. */
  corner: BubbleCorner;
  /** The bubble's diameter: small, medium or large, against the frame's height. */
  size: BubbleSize;
}

/** The layout a two-stream recording starts with: Loom's, which advisors expect. */
export const DEFAULT_LAYOUT: CameraLayout = {
  kind: 'bubble',
  corner: 'bottom_right',
  size: 'medium',
};

/** The bubble's diameter as a fraction of the composed frame's height. */
export const BUBBLE_DIAMETER: Record<BubbleSize, number> = {
  small: 0.2,
  medium: 0.28,
  large: 0.38,
};

/** The bubble's distance from the frame's edges, as a fraction of the frame's height. */
export const BUBBLE_MARGIN = 0.03;

export const cameraLayoutSchema = v.strictObject(
  {
    kind: v.picklist(
      LAYOUT_KINDS,
      'layout.kind must be bubble, camera_only, screen_only or side_by_side',
    ),
    corner: v.optional(
      v.picklist(
        BUBBLE_CORNERS,
        'layout.corner must be bottom_right, bottom_left, top_right or top_left',
      ),
      DEFAULT_LAYOUT.corner,
    ),
    size: v.optional(
      v.picklist(BUBBLE_SIZES, 'layout.size must be small, medium or large'),
      DEFAULT_LAYOUT.size,
    ),
  },
  'A layout has only kind, corner and size',
);

/**
 * The camera's own file of a two-stream recording, declared at Save like the screen's and then
 * uploaded resumably with `track: camera` in its tus metadata. `offsetMs` is when the camera's
 * first frame was captured relative to the screen's (positive: the camera started later), so
 * the server lines the two up within a frame.
 */
export const cameraUploadSchema = v.strictObject(
  {
    size: v.pipe(
      v.number('camera.size must be a number of bytes'),
      v.integer('camera.size must be a whole number of bytes'),
      v.minValue(1, 'The camera recording is empty'),
    ),
    sha256: v.pipe(
      v.string('camera.sha256 must be a hex sha256'),
      v.regex(/^[0-9a-f]{64}$/, 'camera.sha256 must be a hex sha256'),
    ),
    contentType: v.picklist(['video/webm', 'video/mp4'], 'Only WebM or MP4 video is accepted'),
    offsetMs: v.pipe(
      v.number('camera.offsetMs must be a number of milliseconds'),
      v.finite('camera.offsetMs must be a number of milliseconds'),
      v.minValue(-10_000, 'The camera started too far from the screen to line them up'),
      v.maxValue(10_000, 'The camera started too far from the screen to line them up'),
    ),
  },
  'This field is not accepted',
);

/** PUT /api/videos/:id/layout: a new layout for a two-stream video, composed as a new version. */
export const changeLayoutSchema = formObject({ layout: cameraLayoutSchema });

/** The tus Upload-Metadata key naming which of a video's files an upload is. */
export const UPLOAD_TRACKS = ['screen', 'camera'] as const;
export type UploadTrack = (typeof UPLOAD_TRACKS)[number];
