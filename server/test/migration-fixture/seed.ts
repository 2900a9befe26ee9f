import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { VideoView } from '../../../shared/api/videos.ts';
import { setComplianceRole } from '../../compliance/roles-service.ts';
import type { CrmStandIn } from '../crm-stand-in.ts';
import { runDueJobs } from '../due-jobs.ts';
import { buildAdvisor, type SignedInAdvisor } from '../factories.ts';
import { makePng, toDataUrl } from '../images.ts';
import { ShareVisitor } from '../shares.ts';
import type { TestServer } from '../test-server.ts';
import { TusTestClient } from '../tus-test-client.ts';
import { buildVideo, sha256 } from '../videos.ts';
import type { FixtureRead } from './answers.ts';

const HOUR = 3600_000;

/** A one-second WebM small enough to keep in the repository, made by real ffmpeg. */
function tinyWebm(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-fixture-webm-'));
  const file = path.join(dir, 'tiny.webm');
  try {
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=96x64:r=5'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1'],
      ...['-c:v', 'libvpx', '-b:v', '50k', '-c:a', 'libopus', '-b:a', '16k', file],
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A WebM's magic number followed by bytes no decoder reads: the pipeline fails on it. */
const undecodable = () =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(900, 3)]);

/** The response, when its status is `status` (any 2xx by default); else the seeding stops. */
async function expectStatus(
  response: Response,
  status: number | 'ok',
  what: string,
): Promise<Response> {
  if (status === 'ok' ? !response.ok : response.status !== status) {
    throw new Error(`${what}: ${response.status} ${await response.text()}`);
  }
  return response;
}

/** Runs every due job, moving the clock past each retry's backoff, until none is left due. */
async function drainJobs(server: TestServer): Promise<void> {
  for (let round = 0; round < 12; round += 1) {
    const outcomes = await runDueJobs(server.deps, [
      'video.process',
      'video.notify_activity',
      'integrations.crm_note',
      'integrations.webhook',
      'accounts.welcome_mail',
      'accounts.code_mail',
    ]);
    if (outcomes.length === 0) return;
    server.clock.advance(2 * HOUR);
  }
}

interface Seeded {
  /** Requests whose answers the migrated server must repeat, in the order they are asked. */
  reads: FixtureRead[];
}

const as = (who: SignedInAdvisor) => ({ Cookie: who.cookie });

/**
 * `bytes` sent as the video's file (`metadata.track` names which); `half` sends only the first
 * half: an upload left in flight.
 */
async function upload(
  server: TestServer,
  who: SignedInAdvisor,
  video: VideoView,
  bytes: Buffer,
  { metadata = {}, half = false }: { metadata?: Record<string, string>; half?: boolean } = {},
) {
  const tus = new TusTestClient(server, who.cookie);
  const { url } = await tus.create(video.id, bytes.length, metadata);
  if (half) {
    const sent = bytes.subarray(0, Math.floor(bytes.length / 2));
    await expectStatus(await tus.patch(url, 0, sent), 'ok', `half upload of ${video.title}`);
  } else {
    await expectStatus(await tus.send(url, bytes), 204, `upload of ${video.title}`);
  }
}

const CAMERA_TRACK = { metadata: { track: 'camera' } };

async function saved(
  server: TestServer,
  who: SignedInAdvisor,
  bytes: Buffer,
  overrides: Record<string, unknown>,
) {
  return buildVideo(server, who, bytes, overrides);
}

/**
 * Seeds every feature through the HTTP API, as advisors, clients and a compliance principal use
 * it: videos in every state a user can leave one in, versions, captions, share passes, events,
 * compliments, approvals, CRM notes, webhooks, settings, and the audit entries they all write.
 * Returns the reads whose answers the fixture records.
 */
export async function seedThroughApi(server: TestServer, crm: CrmStandIn): Promise<Seeded> {
  const webm = tinyWebm();
  const ana = await buildAdvisor(server, {
    advisorName: 'Ana Diaz',
    email: 'ana@fixture.example.com',
  });
  const ben = await buildAdvisor(server, {
    advisorName: 'Ben Okafor',
    email: 'ben@fixture.example.com',
  });
  const casey = await buildAdvisor(server, {
    advisorName: 'Casey Principal',
    email: 'casey@fixture.example.com',
  });
  // The one step that is not HTTP: the role is granted by the operator's CLI.
  await setComplianceRole(server.deps, casey.advisor.email, true);

  // Settings of every kind.
  const patch = (who: SignedInAdvisor, p: string, body: unknown) =>
    server.send('PATCH', `/api/settings/${p}`, body, as(who));
  await expectStatus(
    await patch(ana, 'contact', {
      advisorName: 'Ana Diaz',
      companyName: 'Diaz Wealth Partners',
      phone: '+1 415 555 0100',
      calendarLink: 'https://cal.example.com/ana',
    }),
    'ok',
    'contact',
  );
  await expectStatus(
    await patch(ana, 'compliance', {
      disclosureText: 'Advisory services offered through Diaz Wealth Partners, an RIA.',
    }),
    'ok',
    'disclosure',
  );
  await expectStatus(
    await patch(ben, 'notifications', { notifyOnActivity: false }),
    'ok',
    'notify',
  );
  const logo = toDataUrl('image/png', makePng({ size: 24, rgb: [20, 80, 160] }));
  await expectStatus(
    await patch(ana, 'branding', {
      logoUrl: logo,
      profilePictureUrl: null,
      primaryColor: '#115e59',
      secondaryColor: '#134e4a',
    }),
    'ok',
    'branding',
  );
  await expectStatus(
    await server.send('PUT', '/api/billing/plan', { planId: 'professional' }, as(ana)),
    'ok',
    'plan',
  );
  await expectStatus(await server.post('/api/pricing/view', {}), 'ok', 'pricing view');
  await expectStatus(
    await server.post('/api/pricing/select', { planId: 'premium' }),
    'ok',
    'pricing select',
  );
  await expectStatus(
    await server.post('/api/auth/forgot-password', { email: ben.advisor.email }),
    'ok',
    'forgot password',
  );

  // Integrations: a CRM connection (against the stand-in) and a webhook.
  await expectStatus(
    await server.send(
      'PUT',
      '/api/integrations/connections/redtail',
      crm.accepted.redtail,
      as(ana),
    ),
    'ok',
    'redtail',
  );
  const hook = await expectStatus(
    await server.post(
      '/api/integrations/webhooks',
      { url: `${crm.url}/hooks/briefcast`, events: ['video.sent', 'video.first_viewed'] },
      as(ana),
    ),
    'ok',
    'webhook',
  );
  const webhookId = ((await hook.json()) as { webhook: { id: string } }).webhook.id;

  // Videos in every state.
  const awaitingUpload = await saved(server, ana, webm, {
    title: 'Not uploaded yet',
    clientName: 'Pat Lee',
  });
  const halfUploaded = await saved(server, ana, webm, { title: 'Half uploaded' });
  await upload(server, ana, halfUploaded, webm, { half: true });
  // Recordings of screen and camera: both files stored; the screen's stored and the camera's
  // awaited; the camera's half sent and the screen's not begun. And one of the camera alone.
  const camera = {
    size: webm.length,
    sha256: sha256(webm),
    contentType: 'video/webm',
    offsetMs: 250,
  };
  const twoStream = { source: 'screen_and_camera', camera };
  const withCamera = await saved(server, ana, webm, {
    ...twoStream,
    title: 'Screen and camera',
    layout: { kind: 'bubble', corner: 'top_left', size: 'small' },
  });
  const cameraAwaited = await saved(server, ana, webm, {
    ...twoStream,
    title: 'Camera file awaited',
  });
  const cameraHalf = await saved(server, ana, webm, { ...twoStream, title: 'Camera half sent' });
  const cameraOnly = await saved(server, ana, webm, { source: 'camera', title: 'Camera alone' });
  await upload(server, ana, withCamera, webm, CAMERA_TRACK);
  await upload(server, ana, withCamera, webm);
  await upload(server, ana, cameraAwaited, webm);
  await upload(server, ana, cameraHalf, webm, { ...CAMERA_TRACK, half: true });
  await upload(server, ana, cameraOnly, webm);
  const ready = await saved(server, ana, webm, {
    title: 'Quarterly review',
    description: 'Where your accounts stand.',
    clientName: 'Jordan Smith',
    captionsData: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nGood morning, Jordan.\n',
  });
  const locked = await saved(server, ana, webm, {
    title: 'Estate plan, password',
    password: 'fixture pass 42',
  });
  const untitled = await saved(server, ana, webm, { title: '', timeZone: 'America/New_York' });
  const revoked = await saved(server, ana, webm, { title: 'Revoked link' });
  const renewed = await saved(server, ana, webm, { title: 'Renewed link' });
  const expiring = await saved(server, ana, webm, { title: 'Expiring link' });
  const broken = await saved(server, ben, undecodable(), { title: 'Broken recording' });
  for (const video of [ready, locked, untitled, revoked, renewed, expiring]) {
    await upload(server, ana, video, webm);
  }
  await upload(server, ben, broken, undecodable());
  await drainJobs(server);
  // Uploaded, its processing still queued.
  const queued = await saved(server, ben, webm, { title: 'Waiting for the worker' });
  await upload(server, ben, queued, webm);

  // The advisor's edits: text, captions (a new version), the link's password, expiry, revocation.
  const video = (id: string) => `/api/videos/${id}`;
  await expectStatus(
    await server.send('PATCH', video(ready.id), { description: 'Edited description' }, as(ana)),
    'ok',
    'edit',
  );
  await expectStatus(
    await server.send(
      'PUT',
      `${video(ready.id)}/captions`,
      { captionsData: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nGood morning, Jordan!\n' },
      as(ana),
    ),
    'ok',
    'captions',
  );
  await expectStatus(
    await server.send(
      'PATCH',
      video(expiring.id),
      { shareExpiresAt: new Date(server.clock.now().getTime() + HOUR).toISOString() },
      as(ana),
    ),
    'ok',
    'expiry',
  );
  await expectStatus(
    await server.send(
      'PATCH',
      video(untitled.id),
      { shareExpiresAt: '2027-12-31T17:00:00.000Z', password: 'another pass 7' },
      as(ana),
    ),
    'ok',
    'password',
  );
  await expectStatus(
    await server.post(`${video(revoked.id)}/share-link/revoke`, undefined, as(ana)),
    'ok',
    'revoke',
  );
  await expectStatus(
    await server.post(`${video(renewed.id)}/share-link/revoke`, undefined, as(ana)),
    'ok',
    'revoke',
  );
  await expectStatus(
    await server.post(`${video(renewed.id)}/share-link/renew`, undefined, as(ana)),
    'ok',
    'renew',
  );
  await expectStatus(
    await server.send(
      'PATCH',
      `${video(ready.id)}/crm`,
      { contact: { provider: 'redtail', contactId: '1001', displayName: 'Jordan Example 2' } },
      as(ana),
    ),
    'ok',
    'crm link',
  );

  // Clients watch: terms, a password, events, progress, compliments.
  const links = new Map<string, string>();
  for (const v of [ready, locked, untitled, renewed, expiring]) {
    const response = await server.fetch(video(v.id), { headers: as(ana) });
    links.set(v.id, ((await response.json()) as { video: VideoView }).video.shareLink);
  }
  const link = (v: VideoView) => links.get(v.id) ?? v.shareLink;
  const jordan = new ShareVisitor(server);
  await expectStatus(await jordan.accept(link(ready)), 'ok', 'accept');
  for (const event of ['VIDEO_PLAYED', 'CAPTIONS_OFF', 'VIDEO_PAUSED', 'VIDEO_COMPLETED']) {
    await expectStatus(await jordan.event(link(ready), event, { position: 1 }), 204, event);
  }
  await expectStatus(
    await jordan.event(link(ready), 'SPEED_CHANGED', { speed: 1.5 }),
    'ok',
    'speed',
  );
  await expectStatus(
    await jordan.post(`/api/share/${link(ready)}/progress`, {
      sessionId: jordan.sessionId,
      position: 0.8,
    }),
    'ok',
    'progress',
  );
  await expectStatus(
    await jordan.post(`/api/share/${link(ready)}/compliments`, {
      sessionId: jordan.sessionId,
      type: 'thumbs_up',
    }),
    'ok',
    'compliment',
  );
  await expectStatus(
    await jordan.post(`/api/share/${link(ready)}/compliments`, {
      sessionId: jordan.sessionId,
      type: 'custom',
      message: 'Thanks, that answers my question about the IRA.',
    }),
    'ok',
    'comment',
  );
  const guest = new ShareVisitor(server, { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0) fixture' });
  await expectStatus(await guest.accept(link(locked)), 'ok', 'accept locked');
  await expectStatus(await guest.verify(link(locked), 'wrong guess'), 401, 'wrong password');
  await expectStatus(await guest.verify(link(locked), 'fixture pass 42'), 'ok', 'password');
  await expectStatus(await guest.event(link(locked), 'VIDEO_PLAYED'), 'ok', 'locked play');
  await drainJobs(server);

  // Supervision: approval required from now on; one approved, one rejected, one reviewed.
  const principal = { Cookie: casey.cookie };
  await expectStatus(
    await server.send('PUT', '/api/compliance/settings', { requireApproval: true }, principal),
    'ok',
    'require approval',
  );
  const approved = await saved(server, ben, webm, { title: 'Needs approval, approved' });
  const rejected = await saved(server, ben, webm, { title: 'Needs approval, rejected' });
  const pending = await saved(server, ben, webm, { title: 'Needs approval, pending' });
  for (const v of [approved, rejected, pending]) await upload(server, ben, v, webm);
  await drainJobs(server);
  const compliance = (id: string, what: string) => `/api/compliance/videos/${id}/${what}`;
  await expectStatus(
    await server.post(
      compliance(ready.id, 'review'),
      { note: 'Disclosure present, fine.' },
      principal,
    ),
    'ok',
    'review',
  );
  await expectStatus(
    await server.post(
      compliance(approved.id, 'approval'),
      { decision: 'approved', note: '' },
      principal,
    ),
    'ok',
    'approve',
  );
  await expectStatus(
    await server.post(
      compliance(rejected.id, 'approval'),
      { decision: 'rejected', note: 'Performance claim without a disclaimer.' },
      principal,
    ),
    'ok',
    'reject',
  );
  // Time passes: the expiring link runs out, activity mail goes, deliveries are made.
  server.clock.advance(3 * HOUR);
  await drainJobs(server);
  // The clients come back (their passes ran out meanwhile), so the reads see open passes too.
  await expectStatus(await jordan.accept(link(ready)), 'ok', 'accept again');
  await expectStatus(await guest.accept(link(locked)), 'ok', 'accept locked again');
  await expectStatus(await guest.verify(link(locked), 'fixture pass 42'), 'ok', 'password again');
  const settings = await server.fetch('/api/settings', { headers: as(ana) });
  const { logoUrl } = ((await settings.json()) as { settings: { logoUrl: string } }).settings;

  const all = [
    awaitingUpload,
    halfUploaded,
    withCamera,
    cameraAwaited,
    cameraHalf,
    cameraOnly,
    ready,
    locked,
    untitled,
    revoked,
    renewed,
    expiring,
    broken,
    queued,
    approved,
    rejected,
    pending,
  ];
  const owner = (v: VideoView) =>
    [broken, queued, approved, rejected, pending].includes(v) ? ben : ana;
  const reads: FixtureRead[] = [];
  const read = (who: string, cookie: string | undefined, p: string) =>
    reads.push({ who, cookie: cookie ?? null, path: p });
  // First: the export holds the audit entries, and some reads below append one (a stranger
  // opening an expired link records the expiry) under a random id.
  read('casey', casey.cookie, '/api/compliance/export?from=2020-01-01&to=2030-12-31');
  for (const [name, who] of [
    ['ana', ana],
    ['ben', ben],
    ['casey', casey],
  ] as const) {
    for (const p of [
      '/api/auth/me',
      '/api/billing/plan',
      '/api/settings',
      '/api/videos',
      '/api/videos?status=ready',
      '/api/videos?status=uploading',
      '/api/videos?status=failed',
      '/api/videos?limit=2',
      '/api/videos?q=review',
      '/api/videos/summary',
      '/api/integrations',
      '/api/integrations/webhooks',
      '/api/compliance/access',
    ]) {
      read(name, who.cookie, p);
    }
  }
  read('ana', ana.cookie, `/api/integrations/webhooks/${webhookId}/deliveries`);
  for (const v of all) {
    const who = owner(v);
    const name = who === ana ? 'ana' : 'ben';
    for (const p of ['', '/captions', '/activity', '/versions', '/crm', '/thumbnail', '/media']) {
      read(name, who.cookie, `${video(v.id)}${p}`);
    }
    for (const n of [1, 2]) {
      for (const file of ['original', 'mp4', 'thumbnail', 'captions']) {
        read(name, who.cookie, `${video(v.id)}/versions/${n}/${file}`);
      }
    }
    read('casey', casey.cookie, `/api/compliance/videos/${v.id}`);
    const shareLink = link(v);
    read('stranger', undefined, `/api/share/${shareLink}`);
    read('stranger', undefined, `/share/${shareLink}`);
    read('stranger', undefined, `/media/share/${shareLink}/thumbnail.jpg`);
  }
  for (const [name, visitor, v] of [
    ['jordan', jordan, ready],
    ['guest', guest, locked],
  ] as const) {
    const cookie = [...visitor.cookies].map(([k, val]) => `${k}=${val}`).join('; ');
    for (const p of ['', '/video', '/captions.vtt', '/thumbnail.jpg']) {
      read(name, cookie, p === '' ? `/api/share/${link(v)}` : `/media/share/${link(v)}${p}`);
    }
  }
  for (const p of [
    '/api/compliance/videos',
    '/api/compliance/videos?filter=awaiting_approval',
    '/api/compliance/videos?filter=reviewed',
    '/api/compliance/settings',
    `/media/compliance/videos/${ready.id}/video`,
  ]) {
    read('casey', casey.cookie, p);
  }
  read('stranger', undefined, '/api/firm');
  read('stranger', undefined, logoUrl);
  return { reads };
}
