import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoResponse, VideoView } from '../../shared/api/videos.ts';
import { jobHandlers } from '../job-handlers.ts';
import { startWorker, type JobWorker } from '../jobs/worker.ts';
import type { SignedInAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { tinyLlamaModelFile } from '../test/tiny-llama-model.ts';
import { tinyWhisperModel } from '../test/tiny-whisper-model.ts';
import { expectPlayableMp4 } from '../test/playable-mp4.ts';
import { mediaRecorderWebm, spokenWebm, testWebm } from '../test/test-webm.ts';
import { uploadAndProcess as processUploaded } from '../test/process-video.ts';
import { mp4BlobKey, thumbnailBlobKey } from './blob-keys.ts';
import { PROCESSING_GAVE_UP, processVideo, UNREADABLE_VIDEO } from './processing.ts';
import { listVideoVersions } from './versions-repo.ts';
import { videosWithCaptions } from '../test/caption-tracks.ts';

let server: TestServer;
let worker: JobWorker;
beforeAll(async () => {
  // Real whisper.cpp and llama.cpp on tiny random-weight models: real code paths, noise for text.
  const models = { transcription: tinyWhisperModel(), description: tinyLlamaModelFile() };
  server = await startTestServer({ models });
  worker = await startWorker({ deps: server.deps, handlers: jobHandlers, pollMs: 50 });
});
afterAll(async () => {
  await worker.stop();
  await server.close();
});

async function videoOf(who: SignedInAdvisor, id: string): Promise<VideoView> {
  const response = await server.fetch(`/api/videos/${id}`, { headers: { Cookie: who.cookie } });
  return ((await response.json()) as VideoResponse).video;
}

async function storedBytes(key: string): Promise<Buffer | null> {
  const blob = await server.deps.blobs.open(key);
  if (!blob) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const uploadAndProcess = (bytes: Buffer, overrides: Record<string, unknown> = {}) =>
  processUploaded(server, bytes, overrides);

describe('processing an uploaded video', { timeout: 60_000 }, () => {
  it("makes the MP4 and thumbnail, trusting the file's duration over the browser's", async () => {
    const { video, audit } = await uploadAndProcess(testWebm(), { durationSeconds: 7 });
    expect(video).toMatchObject({ status: 'ready', processingStep: null, failureReason: null });
    expect(video.durationSeconds).toBeCloseTo(3, 0);
    expect(audit.map((entry) => entry.action)).toEqual(['video.created', 'video.uploaded']);
    const mp4 = await storedBytes(mp4BlobKey(video.id));
    expect(mp4?.subarray(4, 8).toString()).toBe('ftyp');
    expectPlayableMp4(mp4 ?? Buffer.alloc(0));
    const thumbnail = await storedBytes(thumbnailBlobKey(video.id));
    expect(thumbnail && [...thumbnail.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('makes a sane MP4 of a real MediaRecorder recording (no frame rate, ms timestamps)', async () => {
    const { video } = await uploadAndProcess(mediaRecorderWebm(), { durationSeconds: 3 });
    expect(video).toMatchObject({ status: 'ready', failureReason: null });
    const mp4 = await storedBytes(mp4BlobKey(video.id));
    const found = expectPlayableMp4(mp4 ?? Buffer.alloc(0));
    // ffmpeg reads this file as 1000 fps: one frame a millisecond unless the transcode says no.
    expect(found.frameRate).toBeLessThanOrEqual(60);
    expect(found.frames).toBeLessThan(200);
    expect(video.durationSeconds).toBeCloseTo(found.seconds, 0);
  });

  it('captions the speech, and writes a title only where the advisor left the default', async () => {
    const speech = spokenWebm('Good morning. Here is a short look at your retirement account.');
    const { video } = await uploadAndProcess(speech, { title: '', description: 'My own words.' });
    expectPlayableMp4((await storedBytes(mp4BlobKey(video.id))) ?? Buffer.alloc(0));
    const row = await videosWithCaptions(server.deps.db)
      .select([
        'captionsData',
        'transcriptText',
        'transcriptStatus',
        'title',
        'description',
        'duration',
      ])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row.captionsData).toMatch(/^WEBVTT\n\n1\n\d\d:\d\d:\d\d\.\d{3} --> /);
    const ends = [...(row.captionsData ?? '').matchAll(/--> (\d\d):(\d\d):(\d\d\.\d{3})/g)].map(
      ([, h, m, s]) => Number(h) * 3600 + Number(m) * 60 + Number(s),
    );
    for (const end of ends) expect(end).toBeLessThanOrEqual(Number(row.duration) + 0.01);
    expect(typeof row.transcriptText).toBe('string');
    expect(row.transcriptStatus).toBe('made');
    // The tiny model's words are noise: whatever it wrote, the limits hold and her words stay.
    expect(row.title.length).toBeLessThanOrEqual(80);
    expect(row.description).toBe('My own words.');
  });

  it("keeps the captions the video was saved with, the advisor's corrections included", async () => {
    const corrected = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nGood morning, Jordan.\n';
    const speech = spokenWebm('Good morning. Here is a short look at your account.');
    const { video } = await uploadAndProcess(speech, { captionsData: corrected });
    expectPlayableMp4((await storedBytes(mp4BlobKey(video.id))) ?? Buffer.alloc(0));
    const row = await videosWithCaptions(server.deps.db)
      .select(['captionsData', 'transcriptText'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ captionsData: corrected, transcriptText: 'Good morning, Jordan.' });
    // The processed files are kept as the video's first version, captions and all.
    const versions = await listVideoVersions(server.deps.db, video.id);
    expect(versions).toMatchObject([
      { version: 1, reason: 'processed', mp4Key: mp4BlobKey(video.id), createdByType: 'system' },
    ]);
    expect(versions[0]?.originalSha256).toBe(createHash('sha256').update(speech).digest('hex'));
    expect((await storedBytes(versions[0]?.captionsKey ?? ''))?.toString()).toBe(corrected);
  });

  it('marks a file that only looks like WebM as failed, and audits why', async () => {
    const ebmlMagic = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
    const junk = Buffer.concat([ebmlMagic, Buffer.alloc(64 * 1024, 0x5a)]);
    const { video, audit } = await uploadAndProcess(junk);
    expect(video).toMatchObject({ status: 'failed', failureReason: UNREADABLE_VIDEO });
    expect(await storedBytes(mp4BlobKey(video.id))).toBeNull();
    expect(audit.at(-1)).toMatchObject({
      action: 'video.failed',
      actorType: 'system',
      payload: JSON.stringify({ reason: UNREADABLE_VIDEO }),
    });
  });

  it('picks up a run that stopped half-way, and a cancelled run leaves it to be retried', async () => {
    const { video, advisor } = await uploadAndProcess(testWebm());
    const halfWay = () =>
      server.deps.db
        .updateTable('videos')
        .set({ status: 'processing' })
        .where('id', '=', video.id)
        .execute();
    const statusNow = async () =>
      (
        await server.deps.db
          .selectFrom('videos')
          .select('status')
          .where('id', '=', video.id)
          .executeTakeFirstOrThrow()
      ).status;

    await halfWay();
    const stopping = new AbortController();
    stopping.abort(new Error('the worker is stopping'));
    await expect(processVideo(server.deps, video.id, stopping.signal)).rejects.toThrow(
      'the worker is stopping',
    );
    expect(await statusNow()).toBe('processing');
    expect(await videoOf(advisor, video.id)).toMatchObject({
      status: 'processing',
      processingStep: 'checking',
    });

    await processVideo(server.deps, video.id, new AbortController().signal);
    expect(await statusNow()).toBe('ready');
    expectPlayableMp4((await storedBytes(mp4BlobKey(video.id))) ?? Buffer.alloc(0));
  });

  it('retries when ffprobe is killed, and gives up with a reason on the last try', async () => {
    const { video, advisor } = await uploadAndProcess(testWebm());
    await server.deps.db
      .updateTable('videos')
      .set({ status: 'processing' })
      .where('id', '=', video.id)
      .execute();
    // A real process SIGKILLed mid-run, standing in for ffprobe hit by the OOM killer.
    const killed = path.join(server.deps.config.dataDir, 'killed-probe.sh');
    fs.writeFileSync(killed, '#!/bin/sh\nkill -9 $$\n', { mode: 0o755 });
    const deps = { ...server.deps, config: { ...server.deps.config, ffprobePath: killed } };
    const signal = new AbortController().signal;

    await expect(processVideo(deps, video.id, signal)).rejects.toThrow('was killed');
    expect(await videoOf(advisor, video.id)).toMatchObject({ status: 'processing' });
    await expect(processVideo(deps, video.id, signal, { isLastAttempt: true })).rejects.toThrow();
    expect(await videoOf(advisor, video.id)).toMatchObject({
      status: 'failed',
      failureReason: PROCESSING_GAVE_UP,
    });
  });
});
