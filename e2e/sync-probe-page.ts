import {
  ChunkRecorder,
  cameraRecordingOptions,
  videoRecordingOptions,
} from '../pwa/recording/chunk-recorder.ts';
import { watchCameraOffset } from '../pwa/recording/first-frame.ts';

/**
 * A test page's script (bundled by the spec with esbuild): two canvases stand in for the screen
 * and the camera, recorded by the app's own ChunkRecorder with the options the recorder uses,
 * started as the recorder starts them (the screen's, then the camera's, in one task). Both
 * canvases turn white in the same animation frame, `flashAtMs` after the recorders start.
 */
async function recordFlash(flashAtMs: number, lengthMs: number, cameraDelayMs: number) {
  const canvases = [0, 1].map(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    document.body.append(canvas);
    return canvas;
  });
  const contexts = canvases.map((canvas) => {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    return context;
  });
  let white = false;
  let drawing = true;
  let frame = 0;
  // A camera warming up: its first frame comes `cameraDelayMs` after the screen's.
  let cameraOn = cameraDelayMs === 0;
  const draw = () => {
    frame += 1;
    for (const context of cameraOn ? contexts : contexts.slice(0, 1)) {
      context.fillStyle = white ? '#fff' : '#000';
      context.fillRect(0, 0, 640, 360);
      // A pixel that changes every frame, so captureStream sends every frame.
      context.fillStyle = frame % 2 ? '#010101' : '#020202';
      context.fillRect(0, 0, 1, 1);
    }
    if (drawing) requestAnimationFrame(draw);
  };
  draw();
  const [screenStream, cameraStream] = canvases.map((canvas) => canvas.captureStream(30));
  const files: Blob[][] = [[], []];
  const recorder = (
    stream: MediaStream | undefined,
    options: MediaRecorderOptions,
    index: number,
  ) =>
    new ChunkRecorder(
      stream ?? new MediaStream(),
      options,
      (data) => {
        files[index]?.push(data);
        return Promise.resolve();
      },
      (error) => console.error(error),
    );
  const screen = recorder(screenStream, videoRecordingOptions(), 0);
  const camera = recorder(cameraStream, cameraRecordingOptions(), 1);
  const offset = watchCameraOffset(
    { recorder: screen, track: screenStream?.getVideoTracks()[0] },
    { recorder: camera, track: cameraStream?.getVideoTracks()[0] },
  );
  screen.start();
  camera.start();
  if (!cameraOn) setTimeout(() => (cameraOn = true), cameraDelayMs);
  await Promise.all([screen.started, camera.started]);
  await new Promise((resolve) => setTimeout(resolve, flashAtMs));
  white = true;
  await new Promise((resolve) => setTimeout(resolve, 400));
  white = false;
  await new Promise((resolve) => setTimeout(resolve, lengthMs - flashAtMs - 400));
  await Promise.all([screen.stop(), camera.stop()]);
  drawing = false;
  const base64 = async (parts: Blob[]) => {
    const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  };
  return {
    offsetMs: await offset,
    screen: await base64(files[0] ?? []),
    camera: await base64(files[1] ?? []),
  };
}

(window as Window & { recordFlash?: typeof recordFlash }).recordFlash = recordFlash;
