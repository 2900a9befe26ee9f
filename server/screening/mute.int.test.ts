import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptionsResponse, VideoView } from '../../shared/api/videos.ts';
import {
  findingPaths,
  type FindingResponse,
  type FindingsResponse,
  type FindingView,
} from '../../shared/api/screening.ts';
import type { VideoVersionsResponse } from '../../shared/api/versions.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { videosWithCaptions } from '../test/caption-tracks.ts';
import { buildComplianceUser, ComplianceClient } from '../test/compliance.ts';
import { runDueJobs } from '../test/due-jobs.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { videoShowing } from '../test/text-video.ts';
import { TusTestClient } from '../test/tus-test-client.ts';
import { buildVideo } from '../test/videos.ts';
import { DEFAULT_RISKY_PHRASES } from './detect/risky-language.ts';
import { screenSpeech } from './screen-speech.ts';

const run = promisify(execFile);

const SECONDS = 6;
const SAID_FINE = 'Here is the plan for this year.';
const SAID_RISKY = 'You will earn 12% a year, guaranteed.';
const CAPTIONS = [
  'WEBVTT',
  '',
  `00:00:00.500 --> 00:00:02.000\n${SAID_FINE}`,
  '',
  `00:00:03.000 --> 00:00:05.000\n${SAID_RISKY}`,
  '',
].join('\n');

let server: TestServer;
let principal: ComplianceClient;
let spokenVideo: Buffer;
beforeAll(async () => {
  // Made before the server starts: ffmpeg run synchronously would stall its connections.
  spokenVideo = videoShowing([{ text: 'Client SSN 123-45-6789', y: 60, from: 0, to: SECONDS }], {
    seconds: SECONDS,
    tone: true,
  });
  server = await startTestServer();
  principal = new ComplianceClient(server, await buildComplianceUser(server));
});
afterAll(() => server.close());

/** A processed, screened video of `advisor` with a tone for sound and the captions above. */
async function screenedVideo(advisor: SignedInAdvisor): Promise<VideoView> {
  const saved = await buildVideo(server, advisor, spokenVideo, { durationSeconds: SECONDS });
  const tus = new TusTestClient(server, advisor.cookie);
  const { url } = await tus.create(saved.id, spokenVideo.length);
  expect((await tus.send(url, spokenVideo)).status).toBe(204);
  expect(await runDueJobs(server.deps, ['video.process'])).toEqual(['succeeded']);
  const edited = await server.send(
    'PUT',
    `/api/videos/${saved.id}/captions`,
    { captionsData: CAPTIONS },
    { Cookie: advisor.cookie },
  );
  expect(edited.status).toBe(200);
  await runDueJobs(server.deps, ['screening.screen_video', 'screening.screen_speech']);
  return saved;
}

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

const mute = (who: { cookie: string }, videoId: string, findingId: string) =>
  server.post(findingPaths.mute(videoId, findingId), {}, { Cookie: who.cookie });

async function auditOf(videoId: string) {
  return (await findAuditEntries(server.deps.db, videoId)).map((entry) => ({
    action: entry.action,
    payload: JSON.parse(entry.payload ?? '{}') as unknown,
  }));
}

/** The MP4 of one version of the advisor's video, written to a temp file. */
async function versionMp4(who: SignedInAdvisor, videoId: string, version: number) {
  const response = await server.fetch(`/api/videos/${videoId}/versions/${version}/mp4`, {
    headers: { Cookie: who.cookie },
  });
  expect(response.status).toBe(200);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-mute-'));
  const file = path.join(dir, `v${version}.mp4`);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

/** The loudest sample (dB) of the file's sound between two moments: about -91 is silence. */
async function loudestBetween(file: string, from: number, to: number): Promise<number> {
  const { stderr } = await run('ffmpeg', [
    ...['-v', 'info', '-nostdin', '-ss', String(from), '-t', String(to - from), '-i', file],
    ...['-vn', '-af', 'volumedetect', '-f', 'null', '-'],
  ]);
  const max = /max_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1];
  return max === undefined || max === '-inf' ? -Infinity : Number(max);
}

describe('muting risky speech', { timeout: 180_000 }, () => {
  let ana: SignedInAdvisor;
  let video: VideoView;
  let said: FindingView;
  let sameCue: FindingView[];
  beforeAll(async () => {
    ana = await buildAdvisor(server);
    video = await screenedVideo(ana);
    // "You will earn 12%" and "guaranteed": two phrases said in one cue.
    sameCue = (await findingsOf(ana, video.id)).filter((f) => f.kind === 'risky_language');
    expect(sameCue.map((f) => f.masked).sort()).toEqual(['You will earn 12%', 'guaranteed']);
    said = ofKind(sameCue, 'risky_language');
  });

  it('is refused for what is on screen, for a stranger and for an unknown finding', async () => {
    const ssn = ofKind(await findingsOf(ana, video.id), 'ssn');
    const refused = await mute(ana, video.id, ssn.id);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'NOT_MUTABLE',
      message: expect.stringContaining('cannot be muted') as unknown,
    });
    // What was said still cannot be blurred.
    const blurred = await server.post(
      findingPaths.blur(video.id, said.id),
      {},
      { Cookie: ana.cookie },
    );
    expect(blurred.status).toBe(422);

    const ben = await buildAdvisor(server);
    expect((await mute(ben, video.id, said.id)).status).toBe(404);
    expect((await mute(ana, video.id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await mute(ana, video.id, 'not-an-id')).status).toBe(404);
    expect((await mute({ cookie: '' }, video.id, said.id)).status).toBe(401);
    expect((await findingsOf(ana, video.id)).every((f) => f.state === 'open')).toBe(true);
  });

  it('makes a version with the words silenced and gone from the captions; audited', async () => {
    const asked = await mute(ana, video.id, said.id);
    expect(asked.status).toBe(202);
    expect(((await asked.json()) as FindingResponse).finding.state).toBe('muting');
    expect((await mute(ana, video.id, said.id)).status).toBe(409);

    expect(await runDueJobs(server.deps, ['screening.mute_findings'])).toEqual(['succeeded']);
    const after = await findingsOf(ana, video.id);
    // The cue is silenced as a whole: both phrases said in it are muted.
    expect(after.filter((f) => f.kind === 'risky_language').map((f) => f.state)).toEqual([
      'muted',
      'muted',
    ]);
    expect(ofKind(after, 'ssn').state).toBe('open');

    const entries = await auditOf(video.id);
    const muted = [...sameCue]
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((f) => ({ findingId: f.id, kind: 'risky_language', masked: f.masked }));
    expect(entries.slice(-2)).toEqual([
      { action: 'video.finding_mute_requested', payload: { findings: muted } },
      { action: 'video.findings_muted', payload: { findings: expect.arrayContaining(muted) } },
    ]);

    const listed = await server.fetch(`/api/videos/${video.id}/versions`, {
      headers: { Cookie: ana.cookie },
    });
    const { versions } = (await listed.json()) as VideoVersionsResponse;
    const newest = versions.at(-1);
    const earlier = versions.at(-2);
    if (!newest || !earlier) throw new Error('two versions expected');
    expect(newest.reason).toBe('muted');

    // The tone is silenced over the cue (with a margin) and nowhere else.
    const before = await versionMp4(ana, video.id, earlier.version);
    const silenced = await versionMp4(ana, video.id, newest.version);
    expect(await loudestBetween(before, 3.2, 4.8)).toBeGreaterThan(-30);
    expect(await loudestBetween(silenced, 3.0, 5.0)).toBeLessThan(-60);
    expect(await loudestBetween(silenced, 0.5, 2.4)).toBeGreaterThan(-30);

    // The captions (and transcript) of the new version no longer hold the words.
    const captions = await server.fetch(`/api/videos/${video.id}/captions`, {
      headers: { Cookie: ana.cookie },
    });
    const { captionsData } = (await captions.json()) as CaptionsResponse;
    expect(captionsData).toContain('[muted]');
    expect(captionsData).toContain(SAID_FINE);
    expect(captionsData).not.toContain('guaranteed');
    const versionCaptions = await server.fetch(
      `/api/videos/${video.id}/versions/${newest.version}/captions`,
      { headers: { Cookie: ana.cookie } },
    );
    expect(await versionCaptions.text()).not.toContain('guaranteed');
    const track = await videosWithCaptions(server.deps.db)
      .select('captionTracks.transcriptText')
      .where('videos.id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(track.transcriptText).not.toContain('guaranteed');

    // Screening the speech again keeps the finding muted, on record.
    await screenSpeech(server.deps, video.id, DEFAULT_RISKY_PHRASES);
    expect(ofKind(await findingsOf(ana, video.id), 'risky_language').state).toBe('muted');
  });

  it('shows in the compliance queue', async () => {
    const page = await principal.queue('?limit=50');
    expect(page.videos.find((v) => v.id === video.id)?.findings).toEqual({
      open: 1,
      blurred: 0,
      muted: 2,
      dismissed: 0,
    });
  });
});
