import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findingPaths, type FindingsResponse } from '../../shared/api/screening.ts';
import type { VideoVersionsResponse } from '../../shared/api/versions.ts';
import { mediaToolsOf } from '../ffmpeg/tools.ts';
import { runDueJobs } from '../test/due-jobs.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { videoShowing } from '../test/text-video.ts';
import { TusTestClient } from '../test/tus-test-client.ts';
import { buildVideo } from '../test/videos.ts';
import { sampleFrames } from './sample-frames.ts';
import { readImages } from './tesseract.ts';

const SSN = '123-45-6789';
const CARD = '4111 1111 1111 1111';
const SECONDS = 8;
// The SSN shows from 1 s to 6 s; the card, never blurred, the whole time below it.
const PLANTED = [
  { text: `Client SSN ${SSN}`, y: 60, from: 1, to: 6 },
  { text: `Card ${CARD}`, y: 240, from: 0, to: SECONDS },
];

let server: TestServer;
let planted: Buffer;
beforeAll(async () => {
  // Made before the server starts: ffmpeg run synchronously would stall its connections.
  planted = videoShowing(PLANTED, { seconds: SECONDS });
  server = await startTestServer();
});
afterAll(() => server.close());

async function versionMp4(who: SignedInAdvisor, videoId: string, version: number, dir: string) {
  const response = await server.fetch(`/api/videos/${videoId}/versions/${version}/mp4`, {
    headers: { Cookie: who.cookie },
  });
  expect(response.status).toBe(200);
  const file = path.join(dir, `v${version}.mp4`);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

/** Every line Tesseract reads on the file's frames between two moments, digits only. */
async function digitsRead(file: string, fromSeconds: number, toSeconds: number, dir: string) {
  const work = fs.mkdtempSync(path.join(dir, 'frames-'));
  const signal = new AbortController().signal;
  const frames = await sampleFrames(
    mediaToolsOf(server.deps.config),
    file,
    work,
    { fromSeconds, seconds: toSeconds - fromSeconds },
    signal,
  );
  expect(frames.length).toBeGreaterThanOrEqual(2);
  const pages = await readImages(
    server.deps.config.tesseractPath,
    frames.map((frame) => frame.file),
    work,
    signal,
  );
  return pages.flatMap((page) =>
    page.lines.map((words) => words.map((word) => word.text.replace(/\D/g, '')).join('')),
  );
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

describe('after a blur', { timeout: 240_000 }, () => {
  it("OCR of the new version's frames over the finding's time reads nothing of the value", async () => {
    const ana = await buildAdvisor(server);
    const saved = await buildVideo(server, ana, planted, { durationSeconds: SECONDS });
    const tus = new TusTestClient(server, ana.cookie);
    const { url } = await tus.create(saved.id, planted.length);
    expect((await tus.send(url, planted)).status).toBe(204);
    expect(await runDueJobs(server.deps, ['video.process'])).toEqual(['succeeded']);
    await runDueJobs(server.deps, ['screening.screen_video']);
    const listed = await server.fetch(findingPaths.list(saved.id), {
      headers: { Cookie: ana.cookie },
    });
    const { findings } = (await listed.json()) as FindingsResponse;
    const ssn = findings.find((finding) => finding.kind === 'ssn');
    if (!ssn) throw new Error(`no SSN finding in ${JSON.stringify(findings)}`);

    const asked = await server.post(
      findingPaths.blur(saved.id, ssn.id),
      {},
      { Cookie: ana.cookie },
    );
    expect(asked.status).toBe(202);
    expect(await runDueJobs(server.deps, ['screening.blur_findings'])).toEqual(['succeeded']);

    const versions = (await (
      await server.fetch(`/api/videos/${saved.id}/versions`, { headers: { Cookie: ana.cookie } })
    ).json()) as VideoVersionsResponse;
    const [first, newest] = [versions.versions.at(0), versions.versions.at(-1)];
    if (!first || !newest) throw new Error('two versions expected');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-blur-ocr-'));
    try {
      const before = await versionMp4(ana, saved.id, first.version, dir);
      const after = await versionMp4(ana, saved.id, newest.version, dir);
      const { startSeconds, endSeconds } = ssn;
      // The control: the same reading finds the SSN in the version before the blur.
      const readBefore = await digitsRead(before, startSeconds, endSeconds, dir);
      expect(readBefore.some((line) => line.includes(digitsOf(SSN)))).toBe(true);

      const readAfter = await digitsRead(after, startSeconds, endSeconds, dir);
      expect(readAfter.some((line) => line.includes(digitsOf(SSN)))).toBe(false);
      // Not even its last four, which the masked finding shows.
      expect(readAfter.some((line) => line.includes('6789'))).toBe(false);
      // What was not blurred still reads.
      expect(readAfter.some((line) => line.includes(digitsOf(CARD)))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
