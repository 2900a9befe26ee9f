import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { fakeMediaArgs, launchOptions } from '../../e2e/browser.ts';
import {
  RECORDING_CHUNK_MS,
  RECORDING_VIDEO_BITS_PER_SECOND,
} from '../../shared/constants/limits.ts';
import { FINANCIAL_PARAGRAPHS } from './financial-paragraphs.ts';
import { ROOT } from './processes.ts';

/** A screen's size (a 15-inch laptop's), the recording the worker turns into an MP4. */
export const SCREEN_WIDTH = 1440;
export const SCREEN_HEIGHT = 900;

/** Kept across runs (git ignores .cache/): recording takes as long as the recording lasts. */
const CACHE_DIR = path.join(ROOT, '.cache', 'bench');

/** What the page records with: the PWA's own options (pwa/recording/chunk-recorder.ts). */
interface RecorderSettings {
  width: number;
  height: number;
  seconds: number;
  chunkMs: number;
  bitsPerSecond: number;
  paragraphs: readonly string[];
}

/**
 * Runs in the page: a document-like screen (a heading, paragraphs of text scrolling slowly, a
 * pointer moving, a new "slide" every ten seconds) drawn on a canvas, captured at 30 fps as
 * getDisplayMedia would, with the fake microphone's speech, recorded by MediaRecorder with the
 * PWA's settings; every chunk is handed to `saveChunk` as base64 as it comes.
 */
async function recordInPage(settings: RecorderSettings): Promise<void> {
  const { width, height, seconds, chunkMs, bitsPerSecond, paragraphs } = settings;
  const save = (window as unknown as { saveChunk: (base64: string) => Promise<void> }).saveChunk;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const started = performance.now();
  const draw = () => {
    const elapsed = (performance.now() - started) / 1000;
    const slide = Math.floor(elapsed / 10);
    context.fillStyle = '#fafafa';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#222';
    context.font = '22px sans-serif';
    const scroll = (elapsed * 12) % 400;
    for (let line = 0; line < 40; line += 1) {
      const text = paragraphs[(line + slide) % paragraphs.length] ?? '';
      context.fillText(text.slice(0, 110), 48, 120 + line * 34 - scroll);
    }
    context.fillStyle = '#1f3a5f';
    context.fillRect(0, 0, width, 72);
    context.fillStyle = '#fff';
    context.font = 'bold 32px sans-serif';
    context.fillText(`Quarterly review: part ${slide + 1}`, 32, 48);
    context.fillStyle = '#d33';
    const x = width / 2 + Math.cos(elapsed) * 400;
    const y = height / 2 + Math.sin(elapsed * 1.3) * 250;
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 14, y + 30);
    context.lineTo(x + 24, y + 18);
    context.fill();
  };
  const timer = setInterval(draw, 1000 / 30);
  const microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
  const stream = new MediaStream([
    ...canvas.captureStream(30).getVideoTracks(),
    ...microphone.getAudioTracks(),
  ]);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp9,opus',
    videoBitsPerSecond: bitsPerSecond,
    videoKeyFrameIntervalDuration: 2000,
  } as MediaRecorderOptions);
  const saved: Promise<void>[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    saved.push(
      event.data.arrayBuffer().then((bytes) => {
        let binary = '';
        for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
        return save(btoa(binary));
      }),
    );
  });
  const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve));
  // On a busy machine Chrome's encoder starts seconds late: the recording's time is counted
  // from its first chunk (which holds about `chunkMs` of it).
  const enough = new Promise<void>((resolve) => {
    const rest = () => setTimeout(resolve, seconds * 1000 - chunkMs);
    recorder.addEventListener('dataavailable', rest, { once: true });
  });
  recorder.start(chunkMs);
  await enough;
  recorder.stop();
  await stopped;
  // The last chunk's save was queued by its 'dataavailable', which comes before 'stop'.
  await Promise.all(saved);
  clearInterval(timer);
  for (const track of stream.getTracks()) track.stop();
}

async function record(file: string, seconds: number): Promise<void> {
  const dir = path.dirname(file);
  const speech = path.join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-w', speech, FINANCIAL_PARAGRAPHS.join(' ')]);
  const browser = await chromium.launch(
    launchOptions(['--autoplay-policy=no-user-gesture-required', ...fakeMediaArgs(speech)]),
  );
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, '');
  try {
    const page = await browser.newPage();
    await page.exposeFunction('saveChunk', (base64: string) => {
      fs.appendFileSync(partial, Buffer.from(base64, 'base64'));
    });
    // tsx compiles with esbuild's keepNames, which wraps the page function's inner functions
    // in a __name() helper that exists only in Node.
    await page.addInitScript('window.__name = (fn) => fn');
    // The microphone is offered to secure pages only; localhost is one, answered from here.
    const url = 'http://localhost/recorder';
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
    await page.goto(url);
    await page.evaluate(recordInPage, {
      width: SCREEN_WIDTH,
      height: SCREEN_HEIGHT,
      seconds,
      chunkMs: RECORDING_CHUNK_MS,
      bitsPerSecond: RECORDING_VIDEO_BITS_PER_SECOND,
      paragraphs: FINANCIAL_PARAGRAPHS,
    });
    fs.renameSync(partial, file);
  } finally {
    await browser.close();
    fs.rmSync(partial, { force: true });
  }
}

/**
 * A `seconds`-long 1440×900 screen recording with speech, made by Chromium's MediaRecorder as
 * the PWA records one (VP9 + Opus WebM, a chunk a second, millisecond timestamps and no frame
 * rate), so the worker is measured on what it really gets. Made once, then kept in .cache/.
 */
export async function screenRecording(seconds: number): Promise<string> {
  const file = path.join(CACHE_DIR, `screen-${SCREEN_WIDTH}x${SCREEN_HEIGHT}-${seconds}s.webm`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  console.error(
    `bench: recording a ${seconds} s ${SCREEN_WIDTH}x${SCREEN_HEIGHT} screen in Chromium`,
  );
  await record(file, seconds);
  return file;
}
