import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoResponse, VideoView } from '../../shared/api/videos.ts';
import { saveVideoOn, startServerProcess } from '../test/server-process.ts';
import { testDialect } from '../test/test-database.ts';

let dataDir: string;
let recording: Buffer;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-kill-'));
  // Long enough that converting it takes a few seconds: time to kill the worker mid-job.
  const file = path.join(dataDir, 'long.webm');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=854x480:r=30', '-t', '30'],
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M', file],
  ]);
  recording = fs.readFileSync(file);
}, 60_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// A short lease, so the restarted worker takes the dead one's job within seconds.
const env = () => ({ DATA_DIR: path.join(dataDir, 'data'), JOB_LEASE_SECONDS: '3' });

// The queue's behaviour is the same on both databases (queue.int.test.ts); one run shows a kill.
describe.runIf(testDialect() === 'sqlite')('a worker killed mid-job', () => {
  it(
    'leaves the job to the next worker, which finishes it once',
    { timeout: 120_000 },
    async () => {
      const first = await startServerProcess(env());
      const { cookie, video, tus } = await saveVideoOn(first, recording, { durationSeconds: 30 });
      const { url } = await tus.create(video.id, recording.length);
      expect((await tus.send(url, recording, 0, 1024 * 1024)).status).toBe(204);

      const read = async (server: { url: string }): Promise<VideoView> => {
        const response = await fetch(`${server.url}/api/videos/${video.id}`, {
          headers: { Cookie: cookie },
        });
        return ((await response.json()) as VideoResponse).video;
      };
      await expect
        .poll(async () => (await read(first)).processingStep, { timeout: 30_000 })
        .toBe('converting');
      await first.stop('SIGKILL');

      const second = await startServerProcess(env());
      try {
        // Still the dead worker's until its lease runs out: the job was cut off, not finished.
        expect(await read(second)).toMatchObject({ status: 'processing' });
        await expect
          .poll(async () => (await read(second)).status, { timeout: 90_000, interval: 250 })
          .toBe('ready');
        const blobs = fs.readdirSync(path.join(env().DATA_DIR, 'blobs', 'videos', video.id));
        expect(blobs.sort()).toEqual(['mp4', 'original', 'thumbnail']);
      } finally {
        await second.stop();
      }
    },
  );
});
