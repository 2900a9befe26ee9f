/**
 * Records the test fixture pwa/editor/test/mediarecorder.webm with Chromium's own
 * MediaRecorder, as the app records: VP9 + Opus, a chunk every second, a keyframe every two.
 * The source is an animated canvas (captureStream(30)) and a WebAudio tone. Tests need real
 * MediaRecorder output because ffmpeg-made WebM differs where bugs hide: millisecond
 * timestamps with no frame rate, unknown sizes, no Duration, and chunks cut anywhere.
 * Beside the file, mediarecorder.json keeps the size of every chunk MediaRecorder handed
 * over and the time it recorded. Run: `npx tsx scripts/record-webm-fixture.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from '../e2e/browser.ts';

const SECONDS = 3;
const dir = path.resolve('pwa/editor/test');

const browser = await chromium.launch(
  launchOptions(['--autoplay-policy=no-user-gesture-required']),
);
try {
  const page = await browser.newPage();
  await page.setContent('<canvas width="320" height="240"></canvas>');
  const recorded = await page.evaluate(async (seconds) => {
    const canvas = document.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) throw new Error('no canvas');
    let frame = 0;
    const timer = setInterval(() => {
      frame += 1;
      context.fillStyle = `hsl(${(frame * 7) % 360} 70% 50%)`;
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = '#fff';
      context.font = '48px sans-serif';
      context.fillText(String(frame), 40 + (frame % 200), 140);
    }, 1000 / 30);

    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const sink = audio.createMediaStreamDestination();
    tone.connect(sink);
    tone.start();
    const stream = new MediaStream([
      ...canvas.captureStream(30).getVideoTracks(),
      ...sink.stream.getAudioTracks(),
    ]);
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp9,opus',
      videoBitsPerSecond: 1_000_000,
      videoKeyFrameIntervalDuration: 2000,
    } as MediaRecorderOptions);
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
    const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve));
    const started = performance.now();
    recorder.start(1000);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    recorder.stop();
    await stopped;
    const elapsedMs = Math.round(performance.now() - started);
    clearInterval(timer);
    tone.stop();
    await audio.close();
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    return { bytes: Array.from(bytes), chunkSizes: chunks.map((chunk) => chunk.size), elapsedMs };
  }, SECONDS);

  fs.writeFileSync(path.join(dir, 'mediarecorder.webm'), Uint8Array.from(recorded.bytes));
  fs.writeFileSync(
    path.join(dir, 'mediarecorder.json'),
    `${JSON.stringify({ chunkSizes: recorded.chunkSizes, elapsedMs: recorded.elapsedMs }, null, 2)}\n`,
  );
  console.log(`${recorded.bytes.length} bytes in ${recorded.chunkSizes.length} chunks`);
} finally {
  await browser.close();
}
