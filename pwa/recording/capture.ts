import type { RecordingSource } from '../../shared/schemas/camera-layout.ts';

/** The screen could not be captured: the advisor cancelled the picker or the browser refused. */
export class ScreenCaptureError extends Error {
  constructor(cause: unknown) {
    super('Could not capture the screen', { cause });
    this.name = 'ScreenCaptureError';
  }
}

/** The live streams of one recording and the controls over them. */
export interface Capture {
  /** The screen's video with every audio source mixed into one track: what gets recorded. */
  stream: MediaStream;
  /** True when a microphone was asked for and could not be opened. */
  microphoneFailed: boolean;
  /** The camera recorded beside the screen, video only (the sound is the screen's); or null. */
  camera: MediaStream | null;
  setMuted(muted: boolean): void;
  /** Called once when the advisor stops sharing from the browser's own bar. */
  onScreenEnded(listener: () => void): void;
  /** Called once when the microphone goes away mid-recording (unplugged, revoked). */
  onMicrophoneLost(listener: () => void): void;
  /** Called once when the camera beside the screen goes away (unplugged, revoked). */
  onCameraLost(listener: () => void): void;
  /** Stops every track and closes the audio graph. Safe to call more than once. */
  stop(): void;
}

function microphoneConstraints(microphone: string): MediaTrackConstraints {
  const deviceId = microphone === 'default' ? undefined : { exact: microphone };
  return { deviceId, echoCancellation: true, noiseSuppression: true };
}

async function openMicrophone(microphone: string): Promise<MediaStream | null> {
  if (microphone === 'none') return null;
  return navigator.mediaDevices.getUserMedia({ audio: microphoneConstraints(microphone) });
}

/**
 * Whether this browser can record the screen. Phones' browsers (iOS Safari, Chrome and most
 * others on Android) have no getDisplayMedia at all: there the camera is what can be recorded.
 */
export function canCaptureScreen(): boolean {
  return typeof navigator.mediaDevices?.getDisplayMedia === 'function';
}

/** The chosen camera ('default': the front one, facing the advisor), at up to 720p. */
export function cameraConstraints(camera: string): MediaTrackConstraints {
  const size = { width: { ideal: 1280 }, height: { ideal: 720 } };
  return camera === 'default'
    ? { facingMode: 'user', ...size }
    : { deviceId: { exact: camera }, ...size };
}

/**
 * The camera recorded beside the screen: a modest size, since it fills at most a bubble or half
 * the composed frame, and the screen's encoder needs the processor more.
 */
export function sideCameraConstraints(camera: string): MediaTrackConstraints {
  return {
    ...cameraConstraints(camera),
    width: { ideal: 640 },
    height: { ideal: 360 },
    frameRate: { ideal: 30, max: 30 },
  };
}

async function openSideCamera(camera: string): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({ video: sideCameraConstraints(camera) });
  } catch (error) {
    throw new ScreenCaptureError(error);
  }
}

/**
 * The chosen camera, with the chosen microphone when there is one. A microphone that cannot be
 * opened is tolerated as on a screen recording: the camera records without sound.
 */
async function openCamera(
  microphone: string,
  camera: string,
): Promise<{ camera: MediaStream; failed: boolean }> {
  const video = cameraConstraints(camera);
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video,
      audio: microphone === 'none' ? false : microphoneConstraints(microphone),
    });
    return { camera: stream, failed: false };
  } catch (error) {
    if (microphone === 'none') throw new ScreenCaptureError(error);
  }
  try {
    return { camera: await navigator.mediaDevices.getUserMedia({ video }), failed: true };
  } catch (error) {
    throw new ScreenCaptureError(error);
  }
}

/** Picker hints beyond the standard DOM types (Chromium 107+; others ignore them). */
interface PickerOptions extends DisplayMediaStreamOptions {
  selfBrowserSurface?: 'include' | 'exclude';
}

/**
 * Asks for the screen (and the tab's or system sound when the advisor ticks it in the picker),
 * opens the chosen microphone and mixes all sound through Web Audio into one track, since
 * MediaRecorder records only the first audio track of a stream. A microphone failure is not
 * fatal: the recording goes on without it.
 *
 * The recorder's own tab is left out of the picker: it shows a live view of the capture (a
 * hall of mirrors) and the teleprompter's script, which must not end up in the video. With a
 * script the picker opens on windows, the choice that keeps the script off the recording.
 * With `source: 'camera'` (the advisor's choice, and all phones can do: they cannot share their
 * screen) the chosen camera and the microphone are recorded instead. With
 * `source: 'screen_and_camera'` the camera is opened too, as a stream of its own.
 */
export async function startCapture(
  microphone: string,
  {
    preferWindow = false,
    source = 'screen',
    camera = 'default',
  }: { preferWindow?: boolean; source?: RecordingSource; camera?: string } = {},
): Promise<Capture> {
  let screen: MediaStream;
  let mic: MediaStream | null = null;
  let side: MediaStream | null = null;
  let microphoneFailed = false;
  if (source === 'camera') {
    const opened = await openCamera(microphone, camera);
    screen = opened.camera;
    microphoneFailed = opened.failed;
  } else {
    try {
      const options: PickerOptions = {
        video: { frameRate: 30, ...(preferWindow ? { displaySurface: 'window' } : {}) },
        audio: true,
        selfBrowserSurface: 'exclude',
      };
      screen = await navigator.mediaDevices.getDisplayMedia(options);
    } catch (error) {
      throw new ScreenCaptureError(error);
    }
    if (source === 'screen_and_camera') {
      try {
        side = await openSideCamera(camera);
      } catch (error) {
        for (const track of screen.getTracks()) track.stop();
        throw error;
      }
    }
    try {
      mic = await openMicrophone(microphone);
    } catch {
      microphoneFailed = true;
    }
  }

  const sources = [screen, mic].filter((s): s is MediaStream => !!s?.getAudioTracks().length);
  const audio = sources.length > 0 ? new AudioContext() : null;
  const mixed = audio?.createMediaStreamDestination();
  if (audio && mixed) {
    for (const source of sources) audio.createMediaStreamSource(source).connect(mixed);
  }

  const stream = new MediaStream([
    ...screen.getVideoTracks(),
    ...(mixed ? mixed.stream.getAudioTracks() : []),
  ]);
  const allTracks = [
    ...screen.getTracks(),
    ...(mic?.getTracks() ?? []),
    ...(side?.getTracks() ?? []),
    ...stream.getTracks(),
  ];
  let stopped = false;

  const once = (track: MediaStreamTrack | undefined, listener: () => void) =>
    track?.addEventListener('ended', () => !stopped && listener(), { once: true });

  return {
    stream,
    microphoneFailed,
    camera: side,
    setMuted(muted) {
      // Mute disables the recorded audio tracks; a disabled track records silence.
      for (const track of stream.getAudioTracks()) track.enabled = !muted;
    },
    onScreenEnded: (listener) => once(screen.getVideoTracks()[0], listener),
    onMicrophoneLost: (listener) => once(mic?.getAudioTracks()[0], listener),
    onCameraLost: (listener) => once(side?.getVideoTracks()[0], listener),
    stop() {
      if (stopped) return;
      stopped = true;
      for (const track of allTracks) track.stop();
      void audio?.close();
    },
  };
}
