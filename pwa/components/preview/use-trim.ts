import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../toast/toast.ts';
import { formatTrimClock } from '../../../shared/format/clock.ts';
import { db } from '../../drafts/db.ts';
import { replaceDraftFile } from '../../drafts/drafts.ts';
import { cameraTrimRange, offsetAfterTrim } from '../../editor/camera-trim.ts';
import type { TrimRange } from './trim-range.ts';

/** The camera's file of a two-stream draft, and when it started against the screen's. */
export interface CameraPart {
  file: Blob;
  offsetMs: number;
}

/**
 * Cuts the draft's file to a range (and the camera's file to the same moments) and puts the
 * result in its place. The original parts stay untouched until the trimmed files are
 * complete, so a failure or Cancel leaves the recording as it was. `progress` is a fraction
 * from 0 to 1 while a trim runs, null otherwise.
 */
export function useTrim(draftId: string, file: Blob | null, camera: CameraPart | null = null) {
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  const warmed = useRef(false);

  // Leaving the page stops the work instead of letting it finish unseen, and frees an ffmpeg
  // loaded ahead for a trim that never came.
  useEffect(
    () => () => {
      running.current?.abort();
      if (warmed.current) void import('../../editor/trim.ts').then((m) => m.releaseWarmTrim());
    },
    [],
  );

  /**
   * Loads ffmpeg while the advisor chooses the range (it takes seconds), so Apply Trim starts
   * cutting at once. Called whenever a handle moves; after the first, it costs nothing.
   */
  const prepare = useCallback(() => {
    warmed.current = true;
    void import('../../editor/trim.ts').then((m) => m.warmUpTrim());
  }, []);

  /** Resolves to true once the trimmed file is in place. */
  const apply = useCallback(
    async (range: TrimRange): Promise<boolean> => {
      if (!file || running.current) return false;
      const abort = new AbortController();
      running.current = abort;
      setProgress(0);
      try {
        // ffmpeg.wasm is large: it loads only once a trim is applied.
        const { trimRecording } = await import('../../editor/trim.ts');
        // With a camera, the screen is the first half of the work and the camera the second.
        const share = camera ? 0.5 : 1;
        const report = (base: number) => (fraction: number) => {
          if (!abort.signal.aborted) {
            setProgress(Math.min(Math.max(base + fraction * share, 0), 1));
          }
        };
        const { file: trimmed, kept } = await trimRecording(file, range, {
          signal: abort.signal,
          onProgress: report(0),
        });
        abort.signal.throwIfAborted();
        const trimmedCamera = camera
          ? await trimCamera(camera, kept, { signal: abort.signal, onProgress: report(share) })
          : null;
        abort.signal.throwIfAborted();
        const keptMs = Math.round((kept.end - kept.start) * 1000);
        await replaceDraftFile(db, draftId, trimmed, keptMs, trimmedCamera);
        toast.success('Trim Applied', {
          description: `Your recording is now ${formatTrimClock(keptMs / 1000)} long.`,
        });
        return true;
      } catch (error) {
        if (!abort.signal.aborted) {
          console.warn('Trim failed', error);
          toast.error('Trim Failed', {
            description: 'Could not trim your recording. Your original recording is unchanged.',
          });
        }
        return false;
      } finally {
        running.current = null;
        setProgress(null);
      }
    },
    [draftId, file, camera],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { trimming: progress !== null, progress, prepare, apply, cancel };
}

/** The camera's file cut to the moments the screen's trim kept; null when it has none of them. */
async function trimCamera(
  camera: CameraPart,
  screenKept: TrimRange,
  options: { signal: AbortSignal; onProgress: (fraction: number) => void },
): Promise<{ file: Blob; offsetMs: number } | null> {
  const range = cameraTrimRange(screenKept, camera.offsetMs);
  if (!range) return null;
  const { trimRecording } = await import('../../editor/trim.ts');
  const { file, kept } = await trimRecording(camera.file, range, options);
  return { file, offsetMs: offsetAfterTrim(camera.offsetMs, screenKept.start, kept.start) };
}
