import { RECORDING_COUNTDOWN_SECONDS } from '../../shared/constants/limits.ts';
import { db, type RecordingSettings } from '../drafts/db.ts';
import {
  appendCameraChunk,
  appendChunk,
  appendSoundChunk,
  createDraft,
  deleteDraft,
  finishDraft,
  updateDraftCamera,
} from '../drafts/drafts.ts';
import { holdRecordingLock } from '../drafts/recording-lock.ts';
import { hasRoomToRecord, isQuotaError } from '../drafts/storage-room.ts';
import { startCapture, type Capture } from './capture.ts';
import {
  cameraRecordingOptions,
  ChunkRecorder,
  soundRecordingOptions,
  videoRecordingOptions,
} from './chunk-recorder.ts';
import { recorderToasts } from './recorder-messages.ts';
import {
  elapsedMs,
  initialRecorderState,
  transition,
  type RecorderEvent,
  type RecorderState,
} from './state-machine.ts';
import { watchCameraOffset } from './first-frame.ts';

/** Shorter than this is an accidental click, not a recording. */
const MIN_RECORDING_MS = 1000;

export interface RecorderSnapshot {
  state: RecorderState;
  /** Seconds left in the countdown. */
  countdown: number;
  muted: boolean;
  /** The live capture, for the on-page preview while recording. */
  stream: MediaStream | null;
  /** The camera recorded beside the screen, for the advisor's own bubble; null without one. */
  cameraStream: MediaStream | null;
  /** The camera beside the screen went away mid-recording; the screen records on. */
  cameraLost: boolean;
  /** Set once a recording is safely stored as a draft: where the preview should go. */
  recordedDraftId: string | null;
}

interface Session {
  capture: Capture;
  recorder: ChunkRecorder;
  /** The same sound alone, for the preview's captions; null without a microphone or Opus. */
  soundRecorder: ChunkRecorder | null;
  /** The camera's own recorder beside the screen's; null unless both are recorded. */
  cameraRecorder: ChunkRecorder | null;
  draftId: string;
  releaseLock: () => void;
  countdownTimer: number | null;
}

/**
 * One recorder for the /record page: drives the state machine, carries out its effects on
 * the real capture and MediaRecorder, and writes each chunk to the draft as it arrives.
 * React reads it through useSyncExternalStore (see use-recorder.ts).
 */
export class RecordingController {
  private snapshot: RecorderSnapshot = {
    state: initialRecorderState,
    countdown: RECORDING_COUNTDOWN_SECONDS,
    muted: false,
    stream: null,
    cameraStream: null,
    cameraLost: false,
    recordedDraftId: null,
  };
  private readonly listeners = new Set<() => void>();
  private session: Session | null = null;

  constructor(private readonly advisorId: string) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  private update(patch: Partial<RecorderSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Moves the machine and carries out the move's effects; false when the move is refused. */
  private apply(event: RecorderEvent): boolean {
    const move = transition(this.snapshot.state, event, Date.now());
    if (!move) return false;
    this.update({ state: move.state });
    const current = this.session;
    if (!current) return true;
    // Watching for the first frames must begin before the recorders start.
    if (move.effects.includes('startRecorder')) void this.noteCameraOffset(current);
    for (const recorder of recordersOf(current)) {
      for (const effect of move.effects) {
        if (effect === 'startRecorder') recorder.start();
        if (effect === 'pauseRecorder') recorder.pause();
        if (effect === 'resumeRecorder') recorder.resume();
      }
    }
    const stopping = move.effects.includes('stopRecorder');
    if (move.effects.includes('stopTracks')) this.release(current, { keepCapture: stopping });
    if (stopping) void this.finish(current);
    else if (move.effects.includes('stopTracks')) {
      // Stopped before anything was recorded: the empty draft has nothing to recover.
      current.releaseLock();
      void deleteDraft(db, current.draftId);
    }
    return true;
  }

  /** With `keepCapture`, the screen and microphone are let go by finish(), once recorded. */
  private release(current: Session, { keepCapture = false } = {}) {
    if (current.countdownTimer !== null) window.clearInterval(current.countdownTimer);
    current.countdownTimer = null;
    if (!keepCapture) current.capture.stop();
    this.session = null;
    this.update({ stream: null, cameraStream: null, muted: false });
  }

  /** Keeps when the camera's recorder started against the screen's, with the draft. */
  private async noteCameraOffset(current: Session) {
    if (!current.cameraRecorder) return;
    const offsetMs = await watchCameraOffset(
      { recorder: current.recorder, track: current.capture.stream.getVideoTracks()[0] },
      { recorder: current.cameraRecorder, track: current.capture.camera?.getVideoTracks()[0] },
    );
    await updateDraftCamera(db, current.draftId, { offsetMs }).catch((error: unknown) =>
      console.warn('The camera offset could not be kept', error),
    );
  }

  /**
   * The camera went away mid-recording: what it recorded is kept, the screen records on, and
   * the advisor is told (the page shows it, and reads it out).
   */
  private loseCamera(current: Session) {
    const camera = current.cameraRecorder;
    if (!camera || this.session !== current) return;
    void camera.stop().then(() => updateDraftCamera(db, current.draftId, { lost: true }));
    this.update({ cameraStream: null, cameraLost: true });
  }

  private async finish(current: Session) {
    // The tracks end after the recorders stop: a recorder whose tracks end before its encoder
    // has started (seconds late on a busy machine) hands over nothing.
    try {
      await Promise.all(recordersOf(current).map((recorder) => recorder.stop()));
    } finally {
      current.capture.stop();
    }
    current.releaseLock();
    const durationMs = elapsedMs(this.snapshot.state, Date.now());
    if (durationMs < MIN_RECORDING_MS || current.recorder.chunkCount === 0) {
      await deleteDraft(db, current.draftId);
      recorderToasts.tooShort();
      this.apply({ type: 'FAIL' });
      return;
    }
    try {
      await finishDraft(db, current.draftId, durationMs);
    } catch (error) {
      // A full disk refuses even this small write, but every stored chunk is whole and the
      // draft keeps the length of what it holds: the preview can still open it.
      if (!isQuotaError(error)) {
        recorderToasts.processingFailed();
        this.apply({ type: 'FAIL' });
        return;
      }
    }
    this.update({ recordedDraftId: current.draftId });
  }

  private onStoreError(error: unknown) {
    if (isQuotaError(error)) recorderToasts.storageFull();
    else recorderToasts.processingFailed();
    // What is already on disk is kept: stopping finishes the draft with it.
    this.apply({ type: 'STOP' });
  }

  /**
   * Setup -> countdown: asks for the screen and microphone, then counts down to recording.
   * False when it could not start (the advisor is back at setup, told why by a toast).
   */
  async start(settings: RecordingSettings): Promise<boolean> {
    if (this.snapshot.state.status !== 'setup' || this.session) return false;
    if (!(await hasRoomToRecord())) {
      recorderToasts.storageFull();
      return false;
    }
    let capture: Capture;
    try {
      capture = await startCapture(settings.microphone, {
        preferWindow: !!settings.script,
        source: settings.source ?? 'screen',
        camera: settings.camera ?? 'default',
      });
    } catch {
      recorderToasts.startFailed();
      return false;
    }
    if (capture.microphoneFailed) recorderToasts.microphoneFailed();

    let current: Session;
    try {
      const options = videoRecordingOptions();
      const cameraOptions = capture.camera ? cameraRecordingOptions() : null;
      const draftId = await createDraft(
        db,
        {
          advisorId: this.advisorId,
          mimeType: options.mimeType ?? '',
          settings,
          ...(cameraOptions ? { cameraMimeType: cameraOptions.mimeType ?? '' } : {}),
        },
        Date.now(),
      );
      const recorder = new ChunkRecorder(
        capture.stream,
        options,
        (data, seq) => appendChunk(db, draftId, seq, data, this.elapsed()),
        (error) => this.onStoreError(error),
      );
      const soundRecorder = recordSound(capture.stream, draftId);
      // A camera chunk that cannot be stored stops the camera alone: the screen records on.
      const cameraRecorder =
        capture.camera && cameraOptions
          ? new ChunkRecorder(
              capture.camera,
              cameraOptions,
              (data, seq) => appendCameraChunk(db, draftId, seq, data),
              (error) => {
                if (isQuotaError(error)) this.onStoreError(error);
                else this.loseCamera(current);
              },
            )
          : null;
      const { release } = holdRecordingLock(draftId);
      current = {
        capture,
        recorder,
        soundRecorder,
        cameraRecorder,
        draftId,
        releaseLock: release,
        countdownTimer: null,
      };
    } catch (error) {
      capture.stop();
      if (isQuotaError(error)) recorderToasts.storageFull();
      else recorderToasts.startFailed();
      return false;
    }

    this.session = current;
    capture.onMicrophoneLost(() => recorderToasts.microphoneFailed());
    // The browser's own "Stop sharing" button ends the screen track: finish cleanly.
    capture.onScreenEnded(() => this.stop());
    capture.onCameraLost(() => this.loseCamera(current));
    this.update({
      stream: capture.stream,
      cameraStream: capture.camera,
      cameraLost: false,
      muted: false,
      countdown: RECORDING_COUNTDOWN_SECONDS,
    });
    this.apply({ type: 'START' });
    current.countdownTimer = window.setInterval(() => this.tick(current), 1000);
    return true;
  }

  private tick(current: Session) {
    const left = this.snapshot.countdown - 1;
    if (left > 0) return this.update({ countdown: left });
    if (current.countdownTimer !== null) window.clearInterval(current.countdownTimer);
    current.countdownTimer = null;
    try {
      this.apply({ type: 'COUNTDOWN_DONE' });
    } catch {
      recorderToasts.startFailed();
      this.apply({ type: 'FAIL' });
    }
  }

  /** Milliseconds recorded so far, paused time excluded. */
  elapsed = (): number => elapsedMs(this.snapshot.state, Date.now());

  pause = () => void this.apply({ type: 'PAUSE' });
  resume = () => void this.apply({ type: 'RESUME' });
  stop = () => void this.apply({ type: 'STOP' });

  toggleMute = () => {
    if (!this.session) return;
    const muted = !this.snapshot.muted;
    this.session.capture.setMuted(muted);
    this.update({ muted });
  };

  /**
   * The page is going away mid-recording: keep what was recorded as a draft, listed as
   * unfinished on the next visit, and let go of the screen and microphone.
   */
  dispose(): void {
    const current = this.session;
    if (!current) return;
    this.release(current);
    void Promise.all(recordersOf(current).map((recorder) => recorder.stop())).finally(
      current.releaseLock,
    );
  }
}

/** Every recorder of a session: pause, resume and stop apply to all alike. */
function recordersOf(current: Session): ChunkRecorder[] {
  return [current.recorder, current.soundRecorder, current.cameraRecorder].filter(
    (recorder): recorder is ChunkRecorder => recorder !== null,
  );
}

/**
 * A second recorder on the recording's mixed sound alone, its chunks stored as they come like
 * the video's, so a crashed draft keeps its sound too. Only a nicety for the preview: if it
 * cannot be stored the video recording goes on, and the server captions after upload.
 */
function recordSound(stream: MediaStream, draftId: string): ChunkRecorder | null {
  const options = soundRecordingOptions();
  const tracks = stream.getAudioTracks();
  if (!options || tracks.length === 0) return null;
  return new ChunkRecorder(
    new MediaStream(tracks),
    options,
    (data, seq) => appendSoundChunk(db, draftId, seq, data),
    (error) => console.warn('The sound for preview captions could not be kept', error),
  );
}
