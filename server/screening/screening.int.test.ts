import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindingResponse, FindingsResponse, FindingView } from '../../shared/api/screening.ts';
import type { VideoResponse } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import type { AppDeps } from '../deps.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { runDueJobs } from '../test/due-jobs.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { TusTestClient } from '../test/tus-test-client.ts';
import { videoShowing } from '../test/text-video.ts';
import { buildVideo } from '../test/videos.ts';

const PLANTED = [
  { text: 'Client SSN 123-45-6789', y: 60, from: 0, to: 1.99 },
  { text: 'Card 4111 1111 1111 1111', y: 140, from: 2, to: 4 },
  { text: 'Routing 021000021', y: 220, from: 2, to: 4 },
];
const CLEAN = [{ text: 'Quarterly portfolio review', y: 140, from: 0, to: 4 }];

let server: TestServer;
let plantedVideo: Buffer;
let cleanVideo: Buffer;
beforeAll(async () => {
  // Made before the server starts: ffmpeg run synchronously would stall its connections.
  plantedVideo = videoShowing(PLANTED);
  cleanVideo = videoShowing(CLEAN);
  server = await startTestServer();
});
afterAll(() => server.close());

/** Saves and uploads `bytes` as a new video of `advisor`, and processes it as the worker does. */
async function processedVideo(advisor: SignedInAdvisor, bytes: Buffer): Promise<string> {
  const saved = await buildVideo(server, advisor, bytes, { durationSeconds: 4 });
  const tus = new TusTestClient(server, advisor.cookie);
  const { url } = await tus.create(saved.id, bytes.length);
  expect((await tus.send(url, bytes)).status).toBe(204);
  expect(await runDueJobs(server.deps, ['video.process'])).toEqual(['succeeded']);
  return saved.id;
}

const screen = (deps: AppDeps = server.deps) =>
  runDueJobs(deps, ['screening.screen_video', 'screening.screen_speech']);

async function findingsOf(who: SignedInAdvisor, videoId: string) {
  const response = await server.fetch(`/api/videos/${videoId}/findings`, {
    headers: { Cookie: who.cookie },
  });
  return { status: response.status, body: (await response.json()) as FindingsResponse };
}

const dismiss = (who: SignedInAdvisor, videoId: string, findingId: string, body: unknown) =>
  server.post(`/api/videos/${videoId}/findings/${findingId}/dismiss`, body, {
    Cookie: who.cookie,
  });

const ofKind = (findings: FindingView[], kind: string) => {
  const found = findings.find((finding) => finding.kind === kind);
  if (!found) throw new Error(`no ${kind} finding in ${JSON.stringify(findings)}`);
  return found;
};

describe('screening a video before it leaves', { timeout: 60_000 }, () => {
  let ana: SignedInAdvisor;
  let planted: string;
  beforeAll(async () => {
    ana = await buildAdvisor(server);
    planted = await processedVideo(ana, plantedVideo);
  });

  it('finds the SSN, card and routing number on screen, masked, with their times and boxes', async () => {
    // Ready at once: the screening is a job of its own, still to run.
    const video = await server.fetch(`/api/videos/${planted}`, { headers: { Cookie: ana.cookie } });
    expect(((await video.json()) as VideoResponse).video.status).toBe('ready');
    expect((await findingsOf(ana, planted)).body).toEqual({ status: 'pending', findings: [] });

    expect(await screen()).toEqual(['succeeded']);
    const { status, body } = await findingsOf(ana, planted);
    expect(status).toBe(200);
    expect(body.status).toBe('done');
    expect(body.findings.map((finding) => finding.kind).sort()).toEqual([
      'card_number',
      'routing_number',
      'ssn',
    ]);

    const ssn = ofKind(body.findings, 'ssn');
    expect(ssn).toMatchObject({ masked: '***-**-6789', state: 'open', startSeconds: 0 });
    expect(ssn.endSeconds).toBeCloseTo(2, 0);
    const card = ofKind(body.findings, 'card_number');
    expect(card.masked).toMatch(/^\*{4} [* ]+1111$/);
    expect(card.startSeconds).toBeCloseTo(2, 0);
    expect(card.endSeconds).toBeCloseTo(4, 0);
    expect(ofKind(body.findings, 'routing_number').masked).toBe('*****0021');

    // Each box lies where its line was drawn: left part of the frame, at the line's height.
    for (const [finding, y] of [
      [ssn, 60],
      [card, 140],
      [ofKind(body.findings, 'routing_number'), 220],
    ] as const) {
      const box = finding.box;
      if (!box) throw new Error('a finding on screen has a box');
      expect(box.x).toBeGreaterThan(0.05);
      expect(box.x + box.width).toBeLessThanOrEqual(1);
      expect(box.width).toBeGreaterThan(0.1);
      expect(Math.abs(box.y - y / 360)).toBeLessThan(0.05);
      expect(box.height).toBeGreaterThan(0.02);
      expect(box.height).toBeLessThan(0.15);
    }

    // Nothing stored holds a value in full.
    const rows = await server.deps.db.selectFrom('screeningFindings').selectAll().execute();
    const stored = JSON.stringify(rows);
    for (const whole of ['123-45-6789', '123456789', '4111 1111', '41111111', '021000021']) {
      expect(stored).not.toContain(whole);
    }
  });

  it('finds nothing on a clean video', async () => {
    const clean = await processedVideo(ana, cleanVideo);
    await screen();
    expect((await findingsOf(ana, clean)).body).toEqual({ status: 'done', findings: [] });
  });

  it("is another advisor's business only as a 404", async () => {
    const ben = await buildAdvisor(server);
    expect((await findingsOf(ben, planted)).status).toBe(404);
    const { body } = await findingsOf(ana, planted);
    const ssn = ofKind(body.findings, 'ssn');
    expect((await dismiss(ben, planted, ssn.id, { reason: 'Not mine' })).status).toBe(404);
    expect(ofKind((await findingsOf(ana, planted)).body.findings, 'ssn').state).toBe('open');
  });

  it('dismisses a finding with a reason, audited, and keeps it dismissed when screened again', async () => {
    const { body } = await findingsOf(ana, planted);
    const routing = ofKind(body.findings, 'routing_number');
    expect((await dismiss(ana, planted, routing.id, {})).status).toBe(400);
    expect((await dismiss(ana, planted, routing.id, { reason: '   ' })).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await dismiss(ana, planted, unknown, { reason: 'x' })).status).toBe(404);
    expect((await dismiss(ana, planted, 'not-an-id', { reason: 'x' })).status).toBe(404);

    const dismissed = await dismiss(ana, planted, routing.id, {
      reason: 'The bank’s public number',
    });
    expect(dismissed.status).toBe(200);
    expect(((await dismissed.json()) as FindingResponse).finding).toEqual({
      ...routing,
      state: 'dismissed',
    });
    expect((await findAuditEntries(server.deps.db, planted)).at(-1)).toMatchObject({
      action: 'video.finding_dismissed',
      actorId: ana.advisor.id,
    });
    const entry = (await findAuditEntries(server.deps.db, planted)).at(-1);
    expect(JSON.parse(entry?.payload ?? '{}')).toEqual({
      findingId: routing.id,
      kind: 'routing_number',
      masked: '*****0021',
      reason: 'The bank’s public number',
    });
    expect((await dismiss(ana, planted, routing.id, { reason: 'again' })).status).toBe(409);

    // The frames read again (a retry after a crash) leave the advisor's decision as it was.
    await server.deps.db.deleteFrom('jobs').where('name', '=', 'screening.screen_video').execute();
    await enqueueJob(server.deps.db, server.deps.clock, {
      name: 'screening.screen_video',
      payload: { videoId: planted },
    });
    await screen();
    const again = (await findingsOf(ana, planted)).body.findings;
    expect(ofKind(again, 'routing_number')).toMatchObject({ id: routing.id, state: 'dismissed' });
  });

  it('finds a risky promise in edited captions, at its cue’s time', async () => {
    const vtt =
      'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nGood morning, Jordan.\n\n' +
      '00:00:02.000 --> 00:00:03.500\nWith this plan you will earn 12% a year, guaranteed.\n';
    const saved = await server.send(
      'PUT',
      `/api/videos/${planted}/captions`,
      { captionsData: vtt },
      { Cookie: ana.cookie },
    );
    expect(saved.status).toBe(200);
    expect(await screen()).toEqual(['succeeded']);
    const risky = (await findingsOf(ana, planted)).body.findings
      .filter((finding) => finding.kind === 'risky_language')
      .sort((a, b) => a.masked.localeCompare(b.masked));
    expect(
      risky.map(({ masked, startSeconds, endSeconds, box, state }) => ({
        masked,
        startSeconds,
        endSeconds,
        box,
        state,
      })),
    ).toEqual([
      { masked: 'guaranteed', startSeconds: 2, endSeconds: 3.5, box: null, state: 'open' },
      { masked: 'you will earn 12%', startSeconds: 2, endSeconds: 3.5, box: null, state: 'open' },
    ]);

    // Corrected again without the promise: the speech findings go, the screen's stay.
    const honest = 'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nGood morning, Jordan.\n';
    await server.send(
      'PUT',
      `/api/videos/${planted}/captions`,
      { captionsData: honest },
      {
        Cookie: ana.cookie,
      },
    );
    await screen();
    const kinds = (await findingsOf(ana, planted)).body.findings.map((finding) => finding.kind);
    expect(kinds.sort()).toEqual(['card_number', 'routing_number', 'ssn']);
  });

  it('says "unavailable" calmly where Tesseract is missing, and the video is ready all the same', async () => {
    const bea = await buildAdvisor(server);
    const video = await processedVideo(bea, plantedVideo);
    const missing = path.join(os.tmpdir(), 'no-such-dir', 'tesseract');
    const withoutOcr = {
      ...server.deps,
      config: { ...server.deps.config, tesseractPath: missing },
    };
    expect(await screen(withoutOcr)).toEqual(['succeeded']);
    expect((await findingsOf(bea, video)).body).toEqual({ status: 'unavailable', findings: [] });
    const response = await server.fetch(`/api/videos/${video}`, {
      headers: { Cookie: bea.cookie },
    });
    expect(((await response.json()) as VideoResponse).video.status).toBe('ready');
  });
});
