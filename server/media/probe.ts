import { execFile } from 'node:child_process';

/** What ffprobe finds in a media file. */
export interface MediaProbe {
  /** Null when the container does not say (a live MediaRecorder file may not). */
  durationSeconds: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
}

/** ffprobe could not read the file as media at all. */
export class UnreadableMediaError extends Error {}

const PROBE_TIMEOUT_MS = 60_000;

interface FfprobeOutput {
  streams?: { codec_type?: string }[];
  format?: { duration?: string };
}

/**
 * Reads a media file's streams and duration with ffprobe (an argument array, never a shell; the
 * process is killed when `signal` aborts or after a minute).
 */
export async function probeMedia(file: string, signal?: AbortSignal): Promise<MediaProbe> {
  const args = [
    ...['-v', 'error', '-of', 'json'],
    ...['-show_entries', 'format=duration:stream=codec_type'],
    file,
  ];
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      'ffprobe',
      args,
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: 1024 * 1024, ...(signal ? { signal } : {}) },
      (err, out, stderr) => {
        if (!err) return resolve(out);
        const exitedWithError = typeof (err as { code?: unknown }).code === 'number';
        reject(exitedWithError ? new UnreadableMediaError(stderr.trim() || err.message) : err);
      },
    );
  });
  const parsed = JSON.parse(stdout) as FfprobeOutput;
  const kinds = new Set((parsed.streams ?? []).map((stream) => stream.codec_type));
  const duration = Number(parsed.format?.duration);
  return {
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    hasVideo: kinds.has('video'),
    hasAudio: kinds.has('audio'),
  };
}
