import { runTool } from './run-tool.ts';
import type { MediaTools } from './tools.ts';

/** What ffprobe finds in a media file. */
export interface MediaProbe {
  /** Null when the container does not say (a live MediaRecorder file may not). */
  durationSeconds: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  /** The first picture's size; null without a video stream. */
  width: number | null;
  height: number | null;
}

const PROBE_TIMEOUT_MS = 60_000;

interface FfprobeOutput {
  streams?: { codec_type?: string; width?: number; height?: number }[];
  format?: { duration?: string };
}

/**
 * Reads a media file's streams and duration with ffprobe. A file it cannot read as media
 * rejects with MediaToolError; the probe is killed when `signal` aborts or after a minute.
 */
export async function probeMedia(
  tools: MediaTools,
  file: string,
  signal?: AbortSignal,
): Promise<MediaProbe> {
  const args = [
    ...['-v', 'error', '-of', 'json'],
    ...['-show_entries', 'format=duration:stream=codec_type,width,height'],
    file,
  ];
  const stdout = (
    await runTool(tools.ffprobe, args, { signal, timeoutMs: PROBE_TIMEOUT_MS })
  ).toString();
  const parsed = JSON.parse(stdout) as FfprobeOutput;
  const kinds = new Set((parsed.streams ?? []).map((stream) => stream.codec_type));
  const duration = Number(parsed.format?.duration);
  const picture = (parsed.streams ?? []).find((stream) => stream.codec_type === 'video');
  return {
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    hasVideo: kinds.has('video'),
    hasAudio: kinds.has('audio'),
    width: picture?.width ?? null,
    height: picture?.height ?? null,
  };
}
