import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareResponse } from '../../shared/api/share.ts';
import { compliancePaths } from '../../shared/api/compliance.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { buildComplianceUser, ComplianceClient } from '../test/compliance.ts';
import { buildAdvisor } from '../test/factories.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { DAY_MS } from '../../shared/constants/time.ts';

let server: TestServer;
let principal: ComplianceClient;
beforeAll(async () => {
  // Behind a proxy that names each client's address, so visitors can come from many.
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  principal = new ComplianceClient(server, await buildComplianceUser(server));
});
afterAll(() => server.close());

const actions = async (subjectId: string) =>
  (await findAuditEntries(server.deps.db, subjectId)).map((e) => e.action);

const mediaStatus = async (visitor: ShareVisitor, link: string) =>
  (await visitor.get(`/media/share/${link}/video`)).status;

async function pageText(visitor: ShareVisitor, link: string): Promise<string> {
  return (await visitor.get(`/share/${link}`)).text();
}

describe("the firm's 'require approval before sharing'", () => {
  it('holds a new video on its share page and media until a principal approves it', async () => {
    const before = await buildSharedVideo(server);
    server.clock.advance(1000);
    expect((await principal.requireApproval(true)).status).toBe(200);
    expect(await (await principal.get(compliancePaths.settings)).json()).toMatchObject({
      requireApproval: true,
    });
    server.clock.advance(1000);
    const held = await buildSharedVideo(server);
    const client = new ShareVisitor(server);

    expect(await pageText(client, held.link)).toContain(
      'This video is awaiting compliance approval.',
    );
    const share = await client.share(held.link);
    expect(share.video).toMatchObject({ state: 'awaiting_approval', fileUrl: null });
    const refused = await client.accept(held.link);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: 'This video is awaiting compliance approval.',
    });
    expect(await mediaStatus(client, held.link)).toBe(403);

    // A video sent before the setting was turned on is not pulled back.
    const earlier = new ShareVisitor(server);
    expect((await earlier.accept(before.link)).status).toBe(200);
    expect(await mediaStatus(earlier, before.link)).toBe(200);

    const awaiting = await principal.queue('?filter=awaiting_approval&limit=50');
    const item = awaiting.videos.find((v) => v.id === held.video.id);
    expect(item?.approval).toMatchObject({ state: 'pending', reasons: ['firm_setting'] });
    expect(awaiting.videos.map((v) => v.id)).not.toContain(before.video.id);

    // Only a principal decides.
    const advisor = await buildAdvisor(server);
    const notAllowed = await server.send(
      'POST',
      compliancePaths.approval(held.video.id),
      { decision: 'approved' },
      { Cookie: advisor.cookie },
    );
    expect(notAllowed.status).toBe(403);

    const approved = await principal.decide(held.video.id, 'approved', 'Fair and balanced.');
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({
      video: { approval: { state: 'approved', note: 'Fair and balanced.' } },
    });
    expect(await actions(held.video.id)).toContain('compliance.approved');
    expect(await pageText(client, held.link)).not.toContain('awaiting compliance approval');
    const accepted = await client.accept(held.link);
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as ShareResponse).video.fileUrl).not.toBeNull();
    expect(await mediaStatus(client, held.link)).toBe(200);

    const rejected = await buildSharedVideo(server);
    expect((await principal.decide(rejected.video.id, 'rejected', 'Promissory')).status).toBe(200);
    expect(await actions(rejected.video.id)).toContain('compliance.rejected');
    expect((await client.share(rejected.link)).video.state).toBe('unavailable');
    expect((await client.accept(rejected.link)).status).toBe(403);

    const pending = await buildSharedVideo(server);
    expect((await principal.requireApproval(false)).status).toBe(200);
    const settingActions = await actions('firm');
    expect(settingActions.filter((a) => a === 'compliance.settings_changed')).toHaveLength(2);
    // Off again: a video waiting only for the firm's setting opens; a rejection stands until
    // a principal changes it.
    const later = new ShareVisitor(server);
    expect((await later.accept(pending.link)).status).toBe(200);
    expect((await later.accept(rejected.link)).status).toBe(403);
    expect((await principal.decide(rejected.video.id, 'approved', 'Revised')).status).toBe(200);
    expect((await later.accept(rejected.link)).status).toBe(200);
    expect((await principal.decide(pending.video.id, 'approved')).status).toBe(409);
  });
});

let addresses = 0;
/** A client at an address of its own. */
const distinctVisitor = (
  address = `198.51.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`,
) =>
  new ShareVisitor(server, {
    'User-Agent': 'Mozilla/5.0 (iPhone) test',
    'X-Forwarded-For': address,
  });

describe('the 25-recipient rule (FINRA 2210)', () => {
  const acceptAll = async (link: string, count: number) => {
    const visitors = Array.from({ length: count }, () => distinctVisitor());
    for (const visitor of visitors) expect((await visitor.accept(link)).status).toBe(200);
    return visitors;
  };

  it('counts one visitor at one address once, however many visit ids it makes up', async () => {
    const { video, link } = await buildSharedVideo(server);
    const household = '203.0.113.7';
    for (let i = 0; i < 30; i += 1) {
      expect((await distinctVisitor(household).accept(link)).status, `visit ${i}`).toBe(200);
    }
    // An IPv6 subscriber's whole /64 is one recipient too.
    for (let i = 1; i <= 30; i += 1) {
      const visitor = distinctVisitor(`2001:db8:1:2::${i.toString(16)}`);
      expect((await visitor.accept(link)).status).toBe(200);
    }
    // The real client, from an address of their own, still gets in.
    expect((await distinctVisitor('192.0.2.44').accept(link)).status).toBe(200);
    const fresh = new ComplianceClient(server, await buildComplianceUser(server));
    expect((await fresh.video(video.id)).approval.state).toBe('not_required');
  }, 60_000);

  it('requires approval from the 26th distinct recipient within 30 days', async () => {
    const { video, link } = await buildSharedVideo(server);
    // Recipients older than 30 days do not count.
    await acceptAll(link, 10);
    server.clock.advance(31 * DAY_MS);
    // A month on, sessions have lapsed: the principal signs in afresh.
    const principal = new ComplianceClient(server, await buildComplianceUser(server));
    const recent = await acceptAll(link, 25);
    expect((await principal.video(video.id)).approval.state).toBe('not_required');

    const twentySixth = distinctVisitor();
    const refused = await twentySixth.accept(link);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: 'This video is awaiting compliance approval.',
    });
    expect(await actions(video.id)).toContain('compliance.retail_flagged');
    const newcomer = distinctVisitor();
    expect((await newcomer.share(link)).video.state).toBe('awaiting_approval');
    expect(await pageText(newcomer, link)).toContain('This video is awaiting compliance approval.');
    // The first recipients keep what they were sent.
    expect(await mediaStatus(recent[0] as ShareVisitor, link)).toBe(200);

    const flagged = (await principal.queue('?filter=awaiting_approval&limit=50')).videos.find(
      (v) => v.id === video.id,
    );
    expect(flagged).toMatchObject({
      recentRecipients: 25,
      approval: { state: 'pending', reasons: ['retail_communication'] },
    });
    expect(flagged?.approval.retailFlaggedAt).not.toBeNull();

    expect((await principal.decide(video.id, 'approved', 'Retail use approved')).status).toBe(200);
    expect((await twentySixth.accept(link)).status).toBe(200);
    expect(await mediaStatus(twentySixth, link)).toBe(200);
  }, 60_000);

  it('lets only one of several visits accepting at the same moment be the 25th', async () => {
    const { video, link } = await buildSharedVideo(server);
    await acceptAll(link, 20);
    const together = await Promise.all(
      Array.from({ length: 8 }, () => distinctVisitor().accept(link)),
    );
    const statuses = together.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(3);
    // The clock has moved on since the file's principal signed in: a fresh one looks.
    const principal = new ComplianceClient(server, await buildComplianceUser(server));
    expect((await principal.video(video.id)).approval.state).toBe('pending');
  }, 60_000);
});
