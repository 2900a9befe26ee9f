import { composeToMp4 } from '../ffmpeg/compose.ts';
import { probeMedia, type MediaProbe } from '../ffmpeg/probe.ts';
import type { MediaTools } from '../ffmpeg/tools.ts';
import { extractThumbnail, transcodeToMp4 } from '../ffmpeg/transcode.ts';
import type { CameraPlan } from './sources.ts';

/** A two-stream video's camera file, on local disk, and how it is composed. */
export type LocalCamera = CameraPlan & { file: string };

/**
 * Writes the MP4 clients are served, and its thumbnail, from the original on local disk:
 * composed with the camera's file in its layout for a two-stream video, the screen alone
 * (transcoded as it always was) for any other.
 */
export async function renderMp4AndThumbnail(
  tools: MediaTools,
  original: { file: string; probe: MediaProbe },
  camera: LocalCamera | null,
  out: { mp4: string; thumbnail: string },
  signal?: AbortSignal,
): Promise<void> {
  const { durationSeconds, width, height } = original.probe;
  const cameraPicture = camera ? await probeMedia(tools, camera.file, signal) : null;
  if (camera && width !== null && height !== null) {
    const composed = {
      screen: original.file,
      camera: camera.file,
      offsetMs: camera.offsetMs,
      width,
      height,
      // A camera whose size cannot be read is taken as the screen's shape.
      cameraWidth: cameraPicture?.width ?? width,
      cameraHeight: cameraPicture?.height ?? height,
    };
    await composeToMp4(tools, composed, camera.layout, out.mp4, durationSeconds, signal);
  } else {
    await transcodeToMp4(tools, original.file, out.mp4, durationSeconds, signal);
  }
  // A second in, past a fade or a blank first frame; the middle of a shorter video.
  const at = Math.min(1, (durationSeconds ?? 0) / 2);
  await extractThumbnail(tools, out.mp4, out.thumbnail, at, signal);
}
