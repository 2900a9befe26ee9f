import type { VideoSourceKind } from '../../shared/api/videos.ts';
import {
  DEFAULT_LAYOUT,
  type BubbleCorner,
  type BubbleSize,
  type CameraLayout,
  type LayoutKind,
  type RecordingSource,
} from '../../shared/schemas/camera-layout.ts';
import type { CreateVideoOutput } from '../../shared/schemas/videos.ts';
import type { Db } from '../db/connect.ts';
import type { VideoSourcesTable } from './tables.ts';
import { uploadDeclarationOf } from '../uploads/declarations-service.ts';
import { findVideoSources } from './sources-repo.ts';

/** What a video made before sources were recorded was: a screen recording. */
const SCREEN: RecordingSource = 'screen';

export const recordingSourceOf = (row: { source: string | null }): RecordingSource =>
  (row.source ?? SCREEN) as RecordingSource;

const STREAMS: Record<RecordingSource, VideoSourceKind[]> = {
  screen: ['screen'],
  camera: ['camera'],
  screen_and_camera: ['screen', 'camera'],
};

/** The streams a video was recorded from; a video with no row was a screen recording. */
export const streamsOf = (row: { source: string | null }): VideoSourceKind[] => [
  ...STREAMS[recordingSourceOf(row)],
];

/** The layout of a two-stream video; null for any other. */
export function layoutOf(row: {
  source: string | null;
  layoutKind: string | null;
  layoutCorner: string | null;
  layoutSize: string | null;
}): CameraLayout | null {
  if (recordingSourceOf(row) !== 'screen_and_camera') return null;
  return {
    kind: (row.layoutKind ?? DEFAULT_LAYOUT.kind) as LayoutKind,
    corner: (row.layoutCorner ?? DEFAULT_LAYOUT.corner) as BubbleCorner,
    size: (row.layoutSize ?? DEFAULT_LAYOUT.size) as BubbleSize,
  };
}

/** How a two-stream video's camera file is composed with its screen's. */
export interface CameraPlan {
  offsetMs: number;
  layout: CameraLayout;
}

/** The camera plan of a video whose camera file is stored; null for any other video. */
export async function findCameraPlan(db: Db, videoId: string): Promise<CameraPlan | null> {
  const [row, upload] = await Promise.all([
    findVideoSources(db, videoId),
    uploadDeclarationOf(db, videoId),
  ]);
  const layout = row ? layoutOf(row) : null;
  if (!row || !layout || !upload || upload.cameraUploadedAt === null) return null;
  return { offsetMs: Number(row.cameraOffsetMs ?? 0), layout };
}

/** The layout's columns. */
export const layoutColumns = (layout: CameraLayout) => ({
  layoutKind: layout.kind,
  layoutCorner: layout.corner,
  layoutSize: layout.size,
});

/** The camera file Save declared with a new video: a recording of screen and camera's only. */
export const cameraFileOf = (input: CreateVideoOutput) =>
  input.source === 'screen_and_camera' ? (input.camera ?? null) : null;

/** The row Save stores of what a new video was recorded from. */
export function sourcesRowOf(videoId: string, input: CreateVideoOutput): VideoSourcesTable {
  const camera = cameraFileOf(input);
  const layout = camera ? (input.layout ?? DEFAULT_LAYOUT) : null;
  return {
    videoId,
    source: input.source,
    cameraOffsetMs: camera?.offsetMs ?? null,
    layoutKind: layout?.kind ?? null,
    layoutCorner: layout?.corner ?? null,
    layoutSize: layout?.size ?? null,
  };
}
