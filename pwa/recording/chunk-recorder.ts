import {
  CAMERA_VIDEO_BITS_PER_SECOND,
  PREVIEW_AUDIO_BITS_PER_SECOND,
  RECORDING_CHUNK_MS,
  RECORDING_VIDEO_BITS_PER_SECOND,
} from '../../shared/constants/limits.ts';

/** VP9 when the browser has it (the best quality per bit), then VP8, then whatever WebM it makes. */
const MIME_TYPES = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'];
const SOUND_MIME_TYPE = 'audio/webm;codecs=opus';
/** The camera beside the screen has no sound of its own: the screen's file carries it. */
const CAMERA_MIME_TYPES = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'];

/**
 * A keyframe every two seconds bounds how much of a trim must be re-encoded. Chrome reads
 * this option; other browsers ignore it.
 */
const KEYFRAME_INTERVAL_MS = 2000;

/** Longest Stop waits for an encoder that has not started yet before stopping anyway. */
const ENCODER_START_WAIT_MS = 10_000;

/** How the screen recording is encoded. */
export function videoRecordingOptions(): MediaRecorderOptions {
  return {
    mimeType: MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? '',
    videoBitsPerSecond: RECORDING_VIDEO_BITS_PER_SECOND,
    videoKeyFrameIntervalDuration: KEYFRAME_INTERVAL_MS,
  } as MediaRecorderOptions;
}

/** How the camera recorded beside the screen is encoded: video only, keyframes as the screen's. */
export function cameraRecordingOptions(): MediaRecorderOptions {
  return {
    mimeType: CAMERA_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? '',
    videoBitsPerSecond: CAMERA_VIDEO_BITS_PER_SECOND,
    videoKeyFrameIntervalDuration: KEYFRAME_INTERVAL_MS,
  } as MediaRecorderOptions;
}

/** How the sound-only recording for preview captions is encoded; null where Opus is missing. */
export function soundRecordingOptions(): MediaRecorderOptions | null {
  if (!MediaRecorder.isTypeSupported(SOUND_MIME_TYPE)) return null;
  return { mimeType: SOUND_MIME_TYPE, audioBitsPerSecond: PREVIEW_AUDIO_BITS_PER_SECOND };
}

/**
 * MediaRecorder handing every chunk to `store` in order, one write at a time, so chunks go to
 * disk as they arrive instead of piling up in memory. `stop()` resolves once the last chunk
 * is stored; a failed write stops the recording and reaches `onStoreError`.
 */
export class ChunkRecorder {
  private readonly recorder: MediaRecorder;
  private writes: Promise<void> = Promise.resolve();
  /** Settles once the encoder runs, or the recorder failed or ended: see stop(). */
  private readonly encoding: Promise<unknown>;
  /**
   * When the recorder started (its `start` event, on the page's clock), or null when it failed
   * or ended first: what lines a second recorder's file up with this one's.
   */
  readonly started: Promise<number | null>;
  private seq = 0;
  private failed = false;
  /** Stopped before it started (a camera lost in the countdown): it never starts. */
  private stopping = false;

  constructor(
    stream: MediaStream,
    options: MediaRecorderOptions,
    private readonly store: (data: Blob, seq: number) => Promise<void>,
    private readonly onStoreError: (error: unknown) => void,
  ) {
    this.recorder = new MediaRecorder(stream, options);
    this.recorder.addEventListener('dataavailable', (event) => this.enqueue(event.data));
    this.encoding = new Promise((resolve) => {
      for (const type of ['start', 'error', 'stop']) {
        this.recorder.addEventListener(type, resolve, { once: true });
      }
    });
    this.started = this.encoding.then((event) =>
      event instanceof Event && event.type === 'start' ? event.timeStamp : null,
    );
  }

  private enqueue(data: Blob) {
    if (data.size === 0 || this.failed) return;
    const seq = this.seq++;
    this.writes = this.writes.then(() =>
      this.store(data, seq).catch((error: unknown) => {
        this.failed = true;
        if (this.recorder.state !== 'inactive') this.recorder.stop();
        this.onStoreError(error);
      }),
    );
  }

  get chunkCount(): number {
    return this.seq;
  }

  start(): void {
    if (!this.stopping) this.recorder.start(RECORDING_CHUNK_MS);
  }

  pause(): void {
    if (this.recorder.state === 'recording') this.recorder.pause();
  }

  resume(): void {
    if (this.recorder.state === 'paused') this.recorder.resume();
  }

  /** Stops and waits for the final chunk to be written. */
  async stop(): Promise<void> {
    this.stopping = true;
    // On a busy machine Chrome's encoder starts seconds after start(), and a recorder stopped
    // before then hands over nothing at all: the whole recording would be lost.
    if (this.recorder.state !== 'inactive') {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        this.encoding,
        new Promise((resolve) => (timer = setTimeout(resolve, ENCODER_START_WAIT_MS))),
      ]);
      clearTimeout(timer);
    }
    if (this.recorder.state !== 'inactive') {
      const last = new Promise((resolve) =>
        this.recorder.addEventListener('stop', resolve, { once: true }),
      );
      this.recorder.stop();
      await last;
    }
    await this.writes;
  }
}
