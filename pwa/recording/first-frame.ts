import type { ChunkRecorder } from './chunk-recorder.ts';
import { cameraOffsetMs } from './stream-offset.ts';

/** Chromium's MediaStreamTrackProcessor (94+): a track's frames as a stream. Not in TS's DOM. */
interface TrackProcessor {
  readable: ReadableStream<{ close(): void }>;
}
type TrackProcessorConstructor = new (init: { track: MediaStreamTrack }) => TrackProcessor;

const processorClass = (): TrackProcessorConstructor | undefined =>
  (globalThis as { MediaStreamTrackProcessor?: TrackProcessorConstructor })
    .MediaStreamTrackProcessor;

/** Longest wait for a first frame; a screen that never changes may send none for a while. */
const FIRST_FRAME_WAIT_MS = 10_000;

/**
 * When the next frame of a video track arrives (the page's clock), watched on a copy of the
 * track so the recording's own is untouched; null where the browser cannot watch frames or
 * none came in time. MediaRecorder starts its file's clock at the first frame it gets, so two
 * recorders started together line up by their first frames, not by their start events (which
 * fire when each encoder is ready, up to a fifth of a second apart).
 */
export async function nextFrameAt(track: MediaStreamTrack | undefined): Promise<number | null> {
  const Processor = processorClass();
  if (!track || !Processor) return null;
  const copy = track.clone();
  const reader = new Processor({ track: copy }).readable.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const frame = await Promise.race([
      reader.read().then(({ value }) => {
        value?.close();
        return value ? performance.now() : null;
      }),
      new Promise<null>(
        (resolve) => (timer = setTimeout(() => resolve(null), FIRST_FRAME_WAIT_MS)),
      ),
    ]);
    return frame;
  } finally {
    clearTimeout(timer);
    void reader.cancel().catch(() => undefined);
    copy.stop();
  }
}

/**
 * The camera's start against the screen's for two recorders about to start: call it just
 * before starting them. By their first frames where the browser shows them, else by the
 * recorders' start events.
 */
export async function watchCameraOffset(
  screen: { recorder: ChunkRecorder; track: MediaStreamTrack | undefined },
  camera: { recorder: ChunkRecorder; track: MediaStreamTrack | undefined },
): Promise<number | null> {
  const frames = Promise.all([nextFrameAt(screen.track), nextFrameAt(camera.track)]);
  const [[screenFrame, cameraFrame], screenStart, cameraStart] = await Promise.all([
    frames,
    screen.recorder.started,
    camera.recorder.started,
  ]);
  return screenFrame !== null && cameraFrame !== null
    ? cameraOffsetMs(screenFrame, cameraFrame)
    : cameraOffsetMs(screenStart, cameraStart);
}
