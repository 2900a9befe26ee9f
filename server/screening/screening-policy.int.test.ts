import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compliancePaths, type FirmSettingsView } from '../../shared/api/compliance.ts';
import {
  findingPaths,
  type FindingResponse,
  type FindingsResponse,
  type FindingView,
} from '../../shared/api/screening.ts';
import type { VideoVersionsResponse } from '../../shared/api/versions.ts';
import type { VideoView } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { buildComplianceUser, ComplianceClient } from '../test/compliance.ts';
import { runDueJobs } from '../test/due-jobs.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { videoShowing } from '../test/text-video.ts';
import { TusTestClient } from '../test/tus-test-client.ts';
import { buildVideo } from '../test/videos.ts';
import { DEFAULT_RISKY_PHRASES } from './detect/risky-language.ts';

const run = promisify(execFile);

const PLANTED = [
  { text: 'Client SSN 123-45-6789', y: 60, from: 0, to: 4 },
  { text: 'Routing 021000021', y: 220, from: 0, to: 4 },
];
const AWAITING = 'This video is awaiting compliance approval.';

let server: TestServer;
let principal: ComplianceClient;
let plantedVideo: Buffer;
beforeAll(async () => {
  // Made before the server starts: ffmpeg run synchronously would stall its connections.
  plantedVideo = videoShowing(PLANTED);
  server = await startTestServer();
  principal = new ComplianceClient(server, await buildComplianceUser(server));
});
afterAll(() => server.close());

/** Saves, uploads and processes a video of `advisor` showing the planted lines. */
async function processedVideo(advisor: SignedInAdvisor): Promise<VideoView> {
  const saved = await buildVideo(server, advisor, plantedVideo, { durationSeconds: 4 });
  const tus = new TusTestClient(server, advisor.cookie);
  const { url } = await tus.create(saved.id, plantedVideo.length);
  expect((await tus.send(url, plantedVideo)).status).toBe(204);
  expect(await runDueJobs(server.deps, ['video.process'])).toEqual(['succeeded']);
  return saved;
}

const screen = () => runDueJobs(server.deps, ['screening.screen_video', 'screening.screen_speech']);

async function findingsOf(who: SignedInAdvisor, videoId: string): Promise<FindingView[]> {
  const response = await server.fetch(findingPaths.list(videoId), {
    headers: { Cookie: who.cookie },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as FindingsResponse).findings;
}

const ofKind = (findings: FindingView[], kind: string) => {
  const found = findings.find((finding) => finding.kind === kind);
  if (!found) throw new Error(`no ${kind} finding in ${JSON.stringify(findings)}`);
  return found;
};

const blur = (who: SignedInAdvisor, videoId: string, findingId: string) =>
  server.post(findingPaths.blur(videoId, findingId), {}, { Cookie: who.cookie });
const dismiss = (who: SignedInAdvisor, videoId: string, findingId: string, reason: string) =>
  server.post(findingPaths.dismiss(videoId, findingId), { reason }, { Cookie: who.cookie });
const setPolicy = (body: unknown, who: { send: ComplianceClient['send'] } = principal) =>
  who.send('PUT', compliancePaths.screeningPolicy, body);

async function editCaptions(who: SignedInAdvisor, videoId: string, text: string) {
  const vtt = `WEBVTT\n\n00:00:00.500 --> 00:00:03.000\n${text}\n`;
  const saved = await server.send(
    'PUT',
    `/api/videos/${videoId}/captions`,
    { captionsData: vtt },
    { Cookie: who.cookie },
  );
  expect(saved.status).toBe(200);
}

async function lastAudit(subjectId: string) {
  const entry = (await findAuditEntries(server.deps.db, subjectId)).at(-1);
  return { action: entry?.action, payload: JSON.parse(entry?.payload ?? '{}') as unknown };
}

/** The bytes of one version's MP4 of the advisor's video, written to a temp file. */
async function versionMp4(who: SignedInAdvisor, videoId: string, version: number) {
  const response = await server.fetch(`/api/videos/${videoId}/versions/${version}/mp4`, {
    headers: { Cookie: who.cookie },
  });
  expect(response.status).toBe(200);
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-blur-')),
    `v${version}.mp4`,
  );
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

/**
 * The variance of the grey levels of the frame at `seconds` inside `box` (fractions of the
 * frame): black digits on white vary a lot; the same place blurred hardly varies.
 */
async function varianceIn(file: string, seconds: number, box: FindingView['box']) {
  if (!box) throw new Error('no box');
  const { x, y, width, height } = box;
  const crop = `crop=iw*${width}:ih*${height}:iw*${x}:ih*${y}`;
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1'].concat([
      '-vf',
      `${crop},format=gray`,
      '-f',
      'rawvideo',
      '-',
    ]),
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
  );
  const pixels = [...stdout];
  const mean = pixels.reduce((sum, p) => sum + p, 0) / pixels.length;
  return pixels.reduce((sum, p) => sum + (p - mean) ** 2, 0) / pixels.length;
}

describe("the firm's risky phrases", { timeout: 120_000 }, () => {
  it('are the defaults until a compliance user edits them; an edit is audited and screens speech again', async () => {
    const ana = await buildAdvisor(server);
    const video = await processedVideo(ana);
    await screen();
    await editCaptions(ana, video.id, 'Honestly, this fund is a slam dunk.');
    await screen();
    const risky = (list: FindingView[]) =>
      list.filter((f) => f.kind === 'risky_language').map((f) => f.masked);
    expect(risky(await findingsOf(ana, video.id))).toEqual([]);

    const before = (await (
      await principal.get(compliancePaths.settings)
    ).json()) as FirmSettingsView;
    expect(before).toMatchObject({
      riskyPhrases: [...DEFAULT_RISKY_PHRASES],
      screeningHold: 'flag',
    });

    // Only a compliance user sets them, and only to a list of real phrases.
    expect(
      (
        await setPolicy(
          { riskyPhrases: ['slam dunk'], screeningHold: 'flag' },
          {
            send: (method, p, body) => server.send(method, p, body, { Cookie: ana.cookie }),
          },
        )
      ).status,
    ).toBe(403);
    for (const bad of [
      { riskyPhrases: ['  '], screeningHold: 'flag' },
      { riskyPhrases: 'slam dunk', screeningHold: 'flag' },
      { riskyPhrases: ['x'.repeat(81)], screeningHold: 'flag' },
      { riskyPhrases: ['slam dunk'], screeningHold: 'sometimes' },
      { riskyPhrases: ['slam dunk'], screeningHold: 'flag', extra: true },
    ]) {
      const refused = await setPolicy(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBeTruthy();
    }
    expect(await (await principal.get(compliancePaths.settings)).json()).toEqual(before);

    const saved = await setPolicy({
      riskyPhrases: [...DEFAULT_RISKY_PHRASES.filter((p) => p !== 'sure thing'), 'Slam dunk'],
      screeningHold: 'flag',
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as FirmSettingsView).riskyPhrases).toContain('Slam dunk');
    expect(await lastAudit('firm')).toEqual({
      action: 'compliance.screening_policy_changed',
      payload: { screeningHold: 'flag', added: ['Slam dunk'], removed: ['sure thing'] },
    });

    // Every screened video's speech is screened again with the firm's list.
    await screen();
    expect(risky(await findingsOf(ana, video.id))).toEqual(['slam dunk']);
  });
});

describe('blurring a finding on screen', { timeout: 180_000 }, () => {
  let ana: SignedInAdvisor;
  let video: VideoView;
  let findings: FindingView[];
  beforeAll(async () => {
    ana = await buildAdvisor(server);
    video = await processedVideo(ana);
    await screen();
    await editCaptions(ana, video.id, 'You will earn 12% a year, guaranteed.');
    await screen();
    findings = await findingsOf(ana, video.id);
  });

  it("is another advisor's business only as a 404, and refuses what was said", async () => {
    const ssn = ofKind(findings, 'ssn');
    const ben = await buildAdvisor(server);
    expect((await blur(ben, video.id, ssn.id)).status).toBe(404);
    expect((await blur(ana, video.id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await blur(ana, video.id, 'not-an-id')).status).toBe(404);

    // The frame where it was read: the owner's, as a JPEG; another advisor's 404.
    const frame = (who: SignedInAdvisor) =>
      server.fetch(findingPaths.frame(video.id, ssn.id), { headers: { Cookie: who.cookie } });
    const own = await frame(ana);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await own.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await frame(ben)).status).toBe(404);

    const said = ofKind(findings, 'risky_language');
    const refused = await blur(ana, video.id, said.id);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'NOT_BLURRABLE',
      message: expect.stringContaining('Something said cannot be blurred') as unknown,
    });
    expect(ofKind(await findingsOf(ana, video.id), 'risky_language').state).toBe('open');
    // What was said may be marked fine, with a reason.
    expect((await dismiss(ana, video.id, said.id, 'Quoting the fund’s past return')).status).toBe(
      200,
    );
  });

  it('makes a new version with the box blurred over its time; the earlier version keeps its frames', async () => {
    const ssn = ofKind(findings, 'ssn');
    const asked = await blur(ana, video.id, ssn.id);
    expect(asked.status).toBe(202);
    expect(((await asked.json()) as FindingResponse).finding.state).toBe('blurring');
    expect((await blur(ana, video.id, ssn.id)).status).toBe(409);
    expect(await lastAudit(video.id)).toEqual({
      action: 'video.finding_blur_requested',
      payload: { findingId: ssn.id, kind: 'ssn', masked: '***-**-6789' },
    });

    expect(await runDueJobs(server.deps, ['screening.blur_findings'])).toEqual(['succeeded']);
    const after = await findingsOf(ana, video.id);
    expect(ofKind(after, 'ssn').state).toBe('blurred');
    expect(ofKind(after, 'routing_number').state).toBe('open');
    expect(await lastAudit(video.id)).toEqual({
      action: 'video.findings_blurred',
      payload: { findings: [{ findingId: ssn.id, kind: 'ssn', masked: '***-**-6789' }] },
    });

    const listed = await server.fetch(`/api/videos/${video.id}/versions`, {
      headers: { Cookie: ana.cookie },
    });
    const { versions } = (await listed.json()) as VideoVersionsResponse;
    const newest = versions.at(-1);
    expect(newest?.reason).toBe('blurred');
    const earlier = versions.at(-2);
    if (!newest || !earlier) throw new Error('two versions expected');

    const before = await versionMp4(ana, video.id, earlier.version);
    const blurred = await versionMp4(ana, video.id, newest.version);
    // The SSN's box: sharp in the earlier version, blurred in the new one, at two moments.
    for (const seconds of [0.5, 3]) {
      const sharp = await varianceIn(before, seconds, ssn.box);
      const soft = await varianceIn(blurred, seconds, ssn.box);
      expect(sharp).toBeGreaterThan(1000);
      expect(soft).toBeLessThan(sharp / 4);
    }
    // The routing number, not blurred, is as sharp as before.
    const routing = ofKind(after, 'routing_number').box;
    expect(await varianceIn(blurred, 1, routing)).toBeGreaterThan(
      (await varianceIn(before, 1, routing)) / 2,
    );

    // Clients are served the blurred file.
    const served = await server.fetch(`/api/videos/${video.id}/media`, {
      headers: { Cookie: ana.cookie },
    });
    const current = path.join(path.dirname(blurred), 'served.mp4');
    fs.writeFileSync(current, Buffer.from(await served.arrayBuffer()));
    expect(await varianceIn(current, 1, ssn.box)).toBeLessThan(
      (await varianceIn(before, 1, ssn.box)) / 4,
    );
  });

  it('shows in the compliance queue and record, masked', async () => {
    const page = await principal.queue('?limit=50');
    const item = page.videos.find((v) => v.id === video.id);
    // Open: the routing number, and the second promise said (one was marked fine).
    expect(item?.findings).toEqual({ open: 2, blurred: 1, muted: 0, dismissed: 1 });
    const detail = await principal.video(video.id);
    expect(
      detail.screeningFindings.map(({ kind, masked, state }) => ({ kind, masked, state })),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'ssn', masked: '***-**-6789', state: 'blurred' },
        { kind: 'routing_number', masked: '*****0021', state: 'open' },
      ]),
    );
    expect(JSON.stringify(detail)).not.toContain('123-45-6789');
  });
});

describe('holding the share link until the findings are resolved', { timeout: 180_000 }, () => {
  it('shows clients "not available yet" until every finding is blurred or dismissed', async () => {
    const ana = await buildAdvisor(server);
    const earlier = await processedVideo(ana);
    await screen();
    server.clock.advance(1000);
    const { riskyPhrases } = (await (
      await principal.get(compliancePaths.settings)
    ).json()) as FirmSettingsView;
    expect((await setPolicy({ riskyPhrases, screeningHold: 'hold' })).status).toBe(200);
    expect(await lastAudit('firm')).toEqual({
      action: 'compliance.screening_policy_changed',
      payload: { screeningHold: 'hold', added: [], removed: [] },
    });
    server.clock.advance(1000);

    const video = await processedVideo(ana);
    const client = new ShareVisitor(server);
    const page = async () => (await client.get(`/share/${video.shareLink}`)).text();
    // Not screened yet: held.
    expect(await page()).toContain(AWAITING);
    await screen();
    // Findings open: still held, its media too.
    expect(await page()).toContain(AWAITING);
    expect((await client.share(video.shareLink)).video).toMatchObject({
      state: 'awaiting_approval',
      fileUrl: null,
    });
    expect((await client.accept(video.shareLink)).status).toBe(403);

    // A video made before the firm held links is not pulled back from clients.
    expect(await (await client.get(`/share/${earlier.shareLink}`)).text()).not.toContain(AWAITING);

    const findings = await findingsOf(ana, video.id);
    expect((await blur(ana, video.id, ofKind(findings, 'ssn').id)).status).toBe(202);
    expect(
      (await dismiss(ana, video.id, ofKind(findings, 'routing_number').id, 'The bank’s own number'))
        .status,
    ).toBe(200);
    // Being blurred is not yet blurred.
    expect(await page()).toContain(AWAITING);
    expect(await runDueJobs(server.deps, ['screening.blur_findings'])).toEqual(['succeeded']);

    expect(await page()).not.toContain(AWAITING);
    expect((await client.accept(video.shareLink)).status).toBe(200);
    expect((await client.share(video.shareLink)).video.fileUrl).toBeTruthy();

    await setPolicy({ riskyPhrases, screeningHold: 'flag' });
  });
});
