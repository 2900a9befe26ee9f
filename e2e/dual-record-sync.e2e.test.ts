import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { fakeMediaArgs } from './browser.ts';
import { probeMedia, solidColourY4m } from './media.ts';
import { RecorderPage } from './pages/recorder-page.ts';
import { signedInContext } from './signed-in.ts';

const app = appAndBrowserPerFile({
  chromiumArgs: () => [
    ...fakeMediaArgs(),
    `--use-file-for-fake-video-capture=${solidColourY4m('magenta')}`,
  ],
});

/** When a WebM first shows a white frame (mean luma over 128), in seconds of its own time. */
function firstWhiteFrame(bytes: Buffer): number {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-sync-')), 'f.webm');
  fs.writeFileSync(file, bytes);
  const { stderr } = spawnSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-i',
      file,
      '-vf',
      'signalstats,metadata=print:key=lavfi.signalstats.YAVG',
      '-f',
      'null',
      '-',
    ],
    { encoding: 'utf8' },
  );
  const frames = [...stderr.matchAll(/pts_time:([\d.]+)[\s\S]*?YAVG=([\d.]+)/g)];
  const white = frames.find((match) => Number(match[2]) > 128);
  if (!white) throw new Error('no white frame in the recording');
  return Number(white[1]);
}

interface FlashTake {
  offsetMs: number | null;
  screen: string;
  camera: string;
}

describe('lining the camera up with the screen', () => {
  it('puts a flash seen by both at the same moment once offsetMs is applied', async () => {
    const { outputFiles } = await build({
      entryPoints: ['e2e/sync-probe-page.ts'],
      bundle: true,
      write: false,
      format: 'iife',
    });
    const script = outputFiles[0]?.text ?? '';
    const context = await app.browser.newContext();
    const errors: number[] = [];
    const offsets: number[] = [];
    try {
      const page = await context.newPage();
      await page.goto(`${app.server.url}/terms`);
      // Evaluated rather than added as a <script>: the app's CSP allows no inline script.
      await page.evaluate(script);
      // Twice with the camera's first frame as soon as the screen's, then warming up late.
      for (const cameraDelayMs of [0, 0, 300, 600, 150]) {
        type Probe = (at: number, length: number, delay: number) => Promise<FlashTake>;
        const result = await page.evaluate(
          (delay) => (window as unknown as { recordFlash: Probe }).recordFlash(1500, 3000, delay),
          cameraDelayMs,
        );
        expect(result.offsetMs).not.toBeNull();
        offsets.push(result.offsetMs ?? 0);
        const screenFlash = firstWhiteFrame(Buffer.from(result.screen, 'base64'));
        const cameraFlash = firstWhiteFrame(Buffer.from(result.camera, 'base64'));
        // The camera's file time plus its start against the screen's is screen time.
        errors.push(Math.round((cameraFlash + (result.offsetMs ?? 0) / 1000 - screenFlash) * 1000));
      }
    } finally {
      await context.close();
    }
    console.log(
      `offsetMs per take: ${offsets.join(', ')}; camera vs screen after it, ms: ${errors.join(', ')}`,
    );
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync(
      'test-results/dual-record-sync.json',
      JSON.stringify({ offsetsMs: offsets, errorsMs: errors }),
    );
    // Within two frames at 30 fps, the most a viewer tolerates before lips look wrong.
    for (const error of errors) expect(Math.abs(error)).toBeLessThanOrEqual(67);
  });

  it('keeps both streams whole with the processor busy beside the recorder', async () => {
    const context = await signedInContext(app.browser, app.server.url, 'desktop');
    // One spinning process per core, at the same priority as the browser, for the whole take.
    const burners: ChildProcess[] = Array.from({ length: os.availableParallelism() }, () =>
      spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
    );
    try {
      const page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.accept());
      const recorder = new RecorderPage(page, app.server.url);
      await recorder.open();
      await recorder.startRecording(undefined, 'Screen + camera');
      await recorder.recordAtLeast(6);
      const draftId = await recorder.stopAndOpenPreview();
      const draft = await recorder.storedDraft(draftId);
      const screen = probeMedia(draft.file).decodedSeconds;
      const camera = probeMedia(draft.cameraFile).decodedSeconds;
      console.log(
        `under load: screen ${screen.toFixed(2)} s, camera ${camera.toFixed(2)} s, recorded ${draft.durationMs} ms, offset ${draft.camera?.offsetMs} ms`,
      );
      expect(draft.camera?.lost).toBe(false);
      expect(screen).toBeGreaterThan(draft.durationMs / 1000 - 1.2);
      expect(camera).toBeGreaterThan(draft.durationMs / 1000 - 1.2);
    } finally {
      for (const burner of burners) burner.kill();
      await context.close();
    }
  });
});
