import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compliancePaths } from '../../shared/api/compliance.ts';
import { REVIEW_NOTE_MAX_LENGTH } from '../../shared/schemas/compliance.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { adminCli } from '../test/admin-cli.ts';
import { buildComplianceUser, ComplianceClient } from '../test/compliance.ts';
import { buildAdvisor } from '../test/factories.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let reviewer: ComplianceClient;
beforeAll(async () => {
  server = await startTestServer();
  reviewer = new ComplianceClient(server, await buildComplianceUser(server));
});
afterAll(() => server.close());

const audited = async (subjectId: string, action: string) =>
  (await findAuditEntries(server.deps.db, subjectId)).filter((e) => e.action === action);

describe('the compliance role gate', () => {
  it('answers 401 without a session and 403 to an advisor, whose attempt is audited', async () => {
    const { video } = await buildSharedVideo(server);
    expect((await server.fetch(compliancePaths.videos)).status).toBe(401);
    expect((await server.fetch(compliancePaths.media(video.id))).status).toBe(401);

    const advisor = new ComplianceClient(server, await buildAdvisor(server));
    const denied = await advisor.get(compliancePaths.videos);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await advisor.get(compliancePaths.video(video.id))).status).toBe(403);
    expect((await advisor.get(compliancePaths.media(video.id))).status).toBe(403);
    const review = await advisor.send('POST', compliancePaths.review(video.id), { note: 'ok' });
    expect(review.status).toBe(403);
    expect((await advisor.requireApproval(true)).status).toBe(403);

    const attempts = await audited(advisor.user.advisor.id, 'compliance.access_denied');
    expect(attempts.map((a) => JSON.parse(a.payload).path)).toEqual([
      compliancePaths.videos,
      compliancePaths.video(video.id),
      compliancePaths.media(video.id),
      compliancePaths.review(video.id),
      compliancePaths.settings,
    ]);
    expect(attempts[0]).toMatchObject({ actorType: 'advisor', actorId: advisor.user.advisor.id });
    expect(await audited(video.id, 'compliance.reviewed')).toEqual([]);
    const access = await (await advisor.get(compliancePaths.access)).json();
    expect(access).toEqual({ compliance: false });
    expect(await (await reviewer.get(compliancePaths.access)).json()).toEqual({ compliance: true });

    // Probing in a loop is slowed down rather than allowed to fill the audit log.
    for (let i = attempts.length; i < 30; i += 1) {
      expect((await advisor.get(compliancePaths.videos)).status).toBe(403);
    }
    expect((await advisor.get(compliancePaths.videos)).status).toBe(429);
    expect(await audited(advisor.user.advisor.id, 'compliance.access_denied')).toHaveLength(30);
  });

  it('is granted and revoked by `npm run admin` on the configured database, audited', async () => {
    const admin = adminCli(server.database);
    const person = await buildAdvisor(server);
    const client = new ComplianceClient(server, person);
    expect((await client.get(compliancePaths.videos)).status).toBe(403);

    const granted = await admin('grant-compliance', person.advisor.email.toUpperCase());
    expect(granted).toEqual({ code: 0, out: `${person.advisor.email} has the compliance role\n` });
    expect((await client.get(compliancePaths.videos)).status).toBe(200);
    const entries = await findAuditEntries(server.deps.db, person.advisor.id);
    expect(entries.map((e) => e.action)).toContain('account.compliance_granted');

    const [again, nobody, notEmail, unknown] = await Promise.all([
      admin('grant-compliance', person.advisor.email),
      admin('grant-compliance', 'nobody@example.com'),
      admin('grant-compliance', 'not-an-email'),
      admin('promote', person.advisor.email),
    ]);
    expect(again.out).toMatch(/no change/);
    expect(nobody).toEqual({
      code: 1,
      out: 'admin: No account has the email nobody@example.com\n',
    });
    expect(notEmail).toMatchObject({ code: 2 });
    expect(unknown).toMatchObject({ code: 2, out: expect.stringMatching(/usage: npm run admin/) });

    expect((await admin('revoke-compliance', person.advisor.email)).code).toBe(0);
    expect((await client.get(compliancePaths.videos)).status).toBe(403);
    const after = await findAuditEntries(server.deps.db, person.advisor.id);
    expect(after.map((e) => e.action)).toContain('account.compliance_revoked');
  }, 60_000);
});

describe('the review queue', () => {
  it("lists every advisor's sent videos, newest first, with transcript and viewer record", async () => {
    const first = await buildSharedVideo(server, { overrides: { clientName: 'Pat Lee' } });
    server.clock.advance(1000);
    const second = await buildSharedVideo(server, { overrides: { title: 'Rollover options' } });
    server.clock.advance(1000);
    const unsent = await buildSharedVideo(server, { status: 'published' });

    const client = new ShareVisitor(server, { 'User-Agent': 'Mozilla/5.0 (iPad) reviewer-test' });
    expect((await client.accept(first.link)).status).toBe(200);
    const progress = { sessionId: client.sessionId, position: 2 };
    expect((await client.post(`/api/share/${first.link}/progress`, progress)).status).toBe(204);
    const comment = { sessionId: client.sessionId, type: 'custom', message: 'Call me Tuesday' };
    expect((await client.post(`/api/share/${first.link}/compliments`, comment)).status).toBe(201);

    const { videos } = await reviewer.queue('?limit=50');
    const ids = videos.map((v) => v.id);
    expect(ids).toContain(first.video.id);
    expect(ids.indexOf(second.video.id)).toBeLessThan(ids.indexOf(first.video.id));
    expect(ids).not.toContain(unsent.video.id);
    expect(videos.find((v) => v.id === second.video.id)).toMatchObject({
      title: 'Rollover options',
      advisor: { id: second.advisor.advisor.id, name: second.advisor.advisor.advisorName },
      lastReview: null,
      approval: { state: 'not_required' },
    });

    const detail = await reviewer.video(first.video.id);
    expect(detail).toMatchObject({
      clientName: 'Pat Lee',
      advisor: { id: first.advisor.advisor.id, email: first.advisor.advisor.email },
      transcriptText: 'Good morning, Jordan.',
      recentRecipients: 1,
      visits: [
        {
          sessionId: client.sessionId,
          userAgent: 'Mozilla/5.0 (iPad) reviewer-test',
          furthestSecond: 2,
        },
      ],
      acceptances: [
        {
          sessionId: client.sessionId,
          userAgent: 'Mozilla/5.0 (iPad) reviewer-test',
          disclosureVersion: 1,
        },
      ],
      comments: [{ type: 'custom', message: 'Call me Tuesday' }],
    });
    expect(detail.acceptances[0]?.ip).toMatch(/127\.0\.0\.1/);
    expect(detail.visits[0]?.termsAcceptedAt).toBe(detail.acceptances[0]?.acceptedAt);
    expect(detail.disclosures).toHaveLength(1);
    expect(detail.disclosures[0]).toMatchObject({ version: 1, acceptances: 1 });
    expect(detail.disclosures[0]?.sha256).toBe(detail.acceptances[0]?.disclosureSha256);
    expect(detail.disclosures[0]?.text.length).toBeGreaterThan(20);

    const media = await reviewer.get(detail.playbackUrl ?? '');
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer()).equals(first.mp4)).toBe(true);
    const range = await server.fetch(detail.playbackUrl ?? '', {
      headers: { Cookie: reviewer.user.cookie, Range: 'bytes=0-9' },
    });
    expect(range.status).toBe(206);
    expect((await reviewer.get(compliancePaths.video(unsent.video.id))).status).toBe(404);
  });

  it('pages with a cursor, every video once', async () => {
    for (let i = 0; i < 3; i += 1) await buildSharedVideo(server);
    const all = (await reviewer.queue('?limit=50')).videos.map((v) => v.id);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await reviewer.queue(query);
      expect(page.videos.length).toBeLessThanOrEqual(2);
      walked.push(...page.videos.map((v) => v.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all);
  });

  it('records a review note, audited, and filters reviewed from unreviewed', async () => {
    const { video } = await buildSharedVideo(server);
    const note = 'Balanced, no performance promises. Disclosure shown.';
    const response = await reviewer.send('POST', compliancePaths.review(video.id), {
      note: `  ${note}  `,
    });
    expect(response.status).toBe(201);
    const { video: reviewed } = (await response.json()) as {
      video: { reviews: { note: string; reviewerName: string }[] };
    };
    expect(reviewed.reviews).toEqual([
      expect.objectContaining({ note, reviewerName: reviewer.user.advisor.advisorName }),
    ]);
    const [entry] = await audited(video.id, 'compliance.reviewed');
    expect(entry).toMatchObject({ actorType: 'advisor', actorId: reviewer.user.advisor.id });
    expect(JSON.parse(entry?.payload ?? '{}')).toMatchObject({ note });

    const reviewedIds = (await reviewer.queue('?filter=reviewed&limit=50')).videos.map((v) => v.id);
    const open = (await reviewer.queue('?filter=unreviewed&limit=50')).videos.map((v) => v.id);
    expect(reviewedIds).toContain(video.id);
    expect(open).not.toContain(video.id);
    const item = (await reviewer.queue('?filter=reviewed&limit=50')).videos.find(
      (v) => v.id === video.id,
    );
    expect(item?.lastReview?.note).toBe(note);
  });

  it('refuses bad input with a 400 that changes nothing', async () => {
    const { video } = await buildSharedVideo(server);
    const review = (body: unknown) => reviewer.send('POST', compliancePaths.review(video.id), body);
    const bad = [
      await review({ note: '   ' }),
      await review({ note: 'x'.repeat(REVIEW_NOTE_MAX_LENGTH + 1) }),
      await review({ note: 42 }),
      await review({ note: 'fine', reviewed: true }),
      await review(undefined),
      await reviewer.get(`${compliancePaths.videos}?filter=everything`),
      await reviewer.get(`${compliancePaths.videos}?limit=500`),
      await reviewer.get(`${compliancePaths.videos}?cursor=bm90LWEtY3Vyc29y`),
      await reviewer.get(`${compliancePaths.videos}?sort=oldest`),
      await reviewer.send('POST', compliancePaths.approval(video.id), { decision: 'maybe' }),
      await reviewer.send('PUT', compliancePaths.settings, { requireApproval: 'yes' }),
    ];
    expect(bad.map((r) => r.status)).toEqual(bad.map(() => 400));
    expect(await bad[0]?.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please write a review note',
    });
    expect(
      (await review({ note: 'ok' }).then(() => reviewer.video(video.id))).reviews,
    ).toHaveLength(1);
    expect(await audited(video.id, 'compliance.reviewed')).toHaveLength(1);
    expect((await reviewer.get(compliancePaths.video('not-a-uuid'))).status).toBe(404);
    const missing = compliancePaths.review('00000000-0000-4000-8000-000000000000');
    expect((await reviewer.send('POST', missing, { note: 'ok' })).status).toBe(404);
    expect((await reviewer.decide(video.id, 'approved')).status).toBe(409);
  });
});
