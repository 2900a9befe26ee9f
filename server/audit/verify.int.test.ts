import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHARED_CAPTIONS,
  ShareVisitor,
  startServerWithSharedVideo,
  type SharedVideo,
} from '../test/shares.ts';
import { bypassingTriggers, runVerifyCommand } from '../test/audit-chain.ts';
import type { TestServer } from '../test/test-server.ts';
import { verifyAuditChain } from './verify.ts';
import { HOUR_MS } from '../../shared/constants/time.ts';

let server: TestServer;
let shared: SharedVideo;
beforeAll(async () => {
  ({ server, shared } = await startServerWithSharedVideo());
});
afterAll(() => server.close());

const asAdvisor = (method: string, path: string, body?: unknown) =>
  server.send(method, path, body, { Cookie: shared.advisor.cookie });

/** What a week of one video looks like: the advisor's edits, a client's visit, the link's end. */
async function realisticSession(): Promise<void> {
  const video = `/api/videos/${shared.video.id}`;
  const ok = async (response: Promise<Response>) =>
    expect((await response).status).toBeLessThan(300);
  await ok(asAdvisor('PATCH', video, { title: 'Your Q3 review', password: 'jordan-2026' }));
  await ok(
    asAdvisor('PUT', `${video}/captions`, {
      captionsData: SHARED_CAPTIONS.replace('Good', 'Fine'),
    }),
  );
  await ok(
    asAdvisor('PATCH', '/api/settings/compliance', {
      disclosureText: 'Past performance is no guarantee of future results. Read the prospectus.',
    }),
  );
  const client = new ShareVisitor(server);
  await ok(client.accept(shared.link));
  await ok(client.verify(shared.link, 'jordan-2026'));
  const send = (body: object) =>
    client.post(`/api/share/${shared.link}/compliments`, { sessionId: client.sessionId, ...body });
  await ok(send({ type: 'clap' }));
  await ok(send({ type: 'custom', message: 'Can we talk about the Roth?' }));
  expect((await asAdvisor('DELETE', video)).status).toBe(409);
  await ok(asAdvisor('POST', `${video}/share-link/revoke`));
  const renewed = await asAdvisor('POST', `${video}/share-link/renew`);
  const { video: view } = (await renewed.json()) as { video: { shareLink: string } };
  const expiresAt = new Date(server.clock.now().getTime() + HOUR_MS).toISOString();
  await ok(asAdvisor('PATCH', video, { shareExpiresAt: expiresAt, password: null }));
  server.clock.advance(2 * HOUR_MS);
  // Seen expired twice: recorded once.
  expect((await client.get(`/api/share/${view.shareLink}`)).status).toBe(404);
  expect((await client.get(`/share/${view.shareLink}`)).status).toBe(404);
}

const entries = () =>
  server.deps.db.selectFrom('auditLog').selectAll().orderBy('seq', 'asc').execute();

describe('npm run audit:verify', () => {
  it('records every action of a realistic session and verifies the whole chain', async () => {
    await realisticSession();
    const actions = (await entries()).map((e) => e.action);
    expect(new Set(actions)).toEqual(
      new Set([
        'video.created',
        'video.updated',
        'video.captions_edited',
        'disclosure.changed',
        'share.terms_accepted',
        'share.password_verified',
        'share.compliment_received',
        'share.comment_received',
        'video.delete_refused',
        'video.link_revoked',
        'video.link_renewed',
        'video.link_expired',
      ]),
    );
    expect(actions.filter((a) => a === 'video.link_expired')).toHaveLength(1);
    const all = await entries();
    expect(await verifyAuditChain(server.deps.db)).toEqual({
      ok: true,
      count: all.length,
      headHash: all.at(-1)?.hash,
    });
    const run = runVerifyCommand(server);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out.trim()).toBe(
      `Audit chain OK: ${all.length} entries, head hash ${all.at(-1)?.hash}`,
    );
    // It starts the real command (a Node process through tsx): seconds on a busy machine.
  }, 30_000);

  it('finds an entry edited directly in the database, by its seq', async () => {
    const all = await entries();
    const target = all.find((e) => e.action === 'share.terms_accepted');
    if (!target) throw new Error('expected an acceptance');
    const original = target.payload;
    await bypassingTriggers(server, () =>
      server.deps.db
        .updateTable('auditLog')
        .set({ payload: original.replace(/"ip":"[^"]*"/, '"ip":"10.9.9.9"') })
        .where('seq', '=', target.seq)
        .execute(),
    );
    const report = await verifyAuditChain(server.deps.db);
    expect(report).toMatchObject({
      ok: false,
      count: all.indexOf(target),
      broken: { seq: Number(target.seq), id: target.id },
    });
    expect(!report.ok && report.broken.problem).toMatch(/the entry was changed/);
    // Put back, the chain is whole again.
    await bypassingTriggers(server, () =>
      server.deps.db
        .updateTable('auditLog')
        .set({ payload: original })
        .where('seq', '=', target.seq)
        .execute(),
    );
    expect((await verifyAuditChain(server.deps.db)).ok).toBe(true);
  });

  it('catches the newest entries removed, against a head hash kept outside the database', async () => {
    const all = await entries();
    const head = all.at(-1);
    if (!head) throw new Error('expected entries');
    expect(runVerifyCommand(server, ['--head', head.hash]).code).toBe(0);
    await bypassingTriggers(server, () =>
      server.deps.db.deleteFrom('auditLog').where('seq', '=', head.seq).execute(),
    );
    // The shorter chain holds together: only the anchor shows what is missing.
    expect((await verifyAuditChain(server.deps.db)).ok).toBe(true);
    const report = await verifyAuditChain(server.deps.db, { anchoredHead: head.hash });
    expect(report).toMatchObject({ ok: false, count: all.length - 1 });
    expect(!report.ok && report.broken.problem).toMatch(/no entry has the anchored head hash/);
    const run = runVerifyCommand(server, ['--head', head.hash]);
    expect(run.code).toBe(1);
    expect(run.out).toContain('Audit chain BROKEN');
    expect(runVerifyCommand(server, ['--head', 'not-a-hash']).code).toBe(2);
  }, 60_000);

  it('finds a removed entry at the one after it, and the command exits 1 naming it', async () => {
    const all = await entries();
    const at = all.findIndex((e) => e.action === 'video.delete_refused');
    const [removed, next] = [all[at], all[at + 1]];
    if (at < 0 || !removed || !next) throw new Error('expected entries around the refusal');
    await bypassingTriggers(server, () =>
      server.deps.db.deleteFrom('auditLog').where('seq', '=', removed.seq).execute(),
    );
    const report = await verifyAuditChain(server.deps.db);
    expect(report).toMatchObject({ ok: false, broken: { seq: Number(next.seq), id: next.id } });
    expect(!report.ok && report.broken.problem).toMatch(/removed or changed/);
    const run = runVerifyCommand(server);
    expect(run.code).toBe(1);
    expect(run.out).toContain(`Audit chain BROKEN at seq ${Number(next.seq)} (id ${next.id})`);
  });
});
