import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationsResponse } from '../../shared/api/integrations.ts';
import { buildComplianceUser, ComplianceClient } from '../test/compliance.ts';
import { as, CrmTestApp, NOTE_ATTEMPTS } from '../test/crm-test-app.ts';
import { runDueJobs } from '../test/due-jobs.ts';
import { buildAdvisor } from '../test/factories.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { readableMail } from '../test/smtp-sink.ts';

// Notes on CRM contacts, delivered to a local stand-in for the vendor's API (see CrmTestApp).
let app: CrmTestApp;
beforeAll(async () => {
  app = await CrmTestApp.start();
});
afterAll(() => app.close());

describe('notes on the linked contact', () => {
  it('adds a Wealthbox note linked to the contact when a video is linked, then on first view', async () => {
    const shared = await app.linkedVideo('wealthbox', '1000');
    expect(await app.runNoteJobs()).toEqual(['succeeded']);
    const [sent] = app.requestsTo(/^POST \/wealthbox\/notes$/).slice(-1);
    expect(sent?.headers.access_token).toBe(app.standIn.accepted.wealthbox);
    const payload = JSON.parse(sent?.body ?? '{}') as { content: string; linked_to: unknown };
    expect(payload.linked_to).toEqual([{ id: 1000, type: 'Contact' }]);
    expect(payload.content).toContain('Video sent');
    expect(payload.content).toContain(shared.video.title);
    expect(payload.content).toContain(`/share/${shared.link}`);

    const client = new ShareVisitor(app.server);
    await client.accept(shared.link);
    await client.event(shared.link, 'VIDEO_PLAYED');
    await client.event(shared.link, 'VIDEO_COMPLETED');
    expect(await app.runNoteJobs()).toEqual(['succeeded', 'succeeded']);
    const { contact, notes } = await app.crmOf(shared);
    expect(contact).toMatchObject({ provider: 'wealthbox', contactId: '1000' });
    expect(notes.map((n) => [n.event, n.state, n.attempts])).toEqual(
      expect.arrayContaining([
        ['video.sent', 'delivered', 1],
        ['video.first_viewed', 'delivered', 1],
        ['video.completed', 'delivered', 1],
      ]),
    );
  });

  it('holds the "sent" note of a video awaiting approval until a principal approves it', async () => {
    const principal = new ComplianceClient(app.server, await buildComplianceUser(app.server));
    expect((await principal.requireApproval(true)).status).toBe(200);
    try {
      const shared = await app.linkedVideo('wealthbox', '1000');
      expect(await app.runNoteJobs()).toEqual([]);
      expect((await app.crmOf(shared)).notes).toEqual([]);

      expect((await principal.decide(shared.video.id, 'approved')).status).toBe(200);
      expect(await app.runNoteJobs()).toEqual(['succeeded']);
      const [sent] = app.requestsTo(/^POST \/wealthbox\/notes$/).slice(-1);
      expect(sent?.body).toContain('Video sent');
      expect(sent?.body).toContain(shared.video.title);
      expect((await app.crmOf(shared)).notes.map((n) => [n.event, n.state])).toEqual([
        ['video.sent', 'delivered'],
      ]);
    } finally {
      // The setting is the firm's: the other tests' videos must not wait for approval.
      expect((await principal.requireApproval(false)).status).toBe(200);
    }
  });

  it('writes a Salesforce Task on the contact for a comment', async () => {
    const contactId = '003000000000001000';
    const shared = await app.linkedVideo('salesforce', contactId);
    await app.runNoteJobs();
    const client = new ShareVisitor(app.server);
    await client.accept(shared.link);
    await client.post(`/api/share/${shared.link}/compliments`, {
      sessionId: client.sessionId,
      type: 'custom',
      message: 'Can we meet on Friday?',
    });
    expect(await app.runNoteJobs()).toEqual(['succeeded']);
    const [task] = app.requestsTo(/^POST \/services\/data\/v60\.0\/sobjects\/Task$/).slice(-1);
    expect(task?.headers.authorization).toBe(`Bearer ${app.standIn.accepted.salesforce}`);
    const body = JSON.parse(task?.body ?? '{}') as Record<string, string>;
    expect(body).toMatchObject({ WhoId: contactId, Status: 'Completed' });
    expect(body.Subject).toContain('Comment from Jordan Smith');
    expect(body.Description).toContain('Can we meet on Friday?');
    expect(body.ActivityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('retries a note after a CRM 500, with backoff, and delivers it', async () => {
    const shared = await app.linkedVideo('redtail', '1002');
    app.standIn.failNextNotes.push(500);
    expect(await app.runNoteJobs()).toEqual(['retry']);
    const [pending] = (await app.crmOf(shared)).notes;
    expect(pending).toMatchObject({ state: 'pending', attempts: 1 });
    expect(pending?.lastError).toContain('HTTP 500');
    // Not before its backoff is up.
    expect(await app.runNoteJobs()).toEqual([]);
    app.server.clock.advance(2 * 60 * 1000);
    expect(await app.runNoteJobs()).toEqual(['succeeded']);
    const [delivered] = (await app.crmOf(shared)).notes;
    expect(delivered).toMatchObject({ state: 'delivered', attempts: 2, lastError: null });
    const posts = app.requestsTo(/^POST \/redtail\/contacts\/1002\/notes$/);
    expect(posts).toHaveLength(2);
    expect(JSON.parse(posts[1]?.body ?? '{}')).toMatchObject({ note_type: 1 });
  });

  it('marks the connection broken on a 401 and emails the advisor once', async () => {
    const shared = await app.linkedVideo('wealthbox', '1003');
    await app.runNoteJobs();
    const saved = app.standIn.accepted.wealthbox;
    app.standIn.accepted.wealthbox = 'rotated-elsewhere';
    try {
      const client = new ShareVisitor(app.server);
      await client.accept(shared.link);
      await client.event(shared.link, 'VIDEO_PLAYED');
      await client.event(shared.link, 'VIDEO_COMPLETED');
      expect(await app.runNoteJobs()).toEqual(['succeeded', 'succeeded']);
    } finally {
      app.standIn.accepted.wealthbox = saved;
    }
    const { notes } = await app.crmOf(shared);
    const byEvent = Object.fromEntries(notes.map((n) => [n.event, n]));
    expect(byEvent['video.first_viewed']).toMatchObject({ state: 'failed' });
    expect(byEvent['video.completed']).toMatchObject({ state: 'failed' });
    const overview = await app.server.fetch('/api/integrations', { headers: as(shared.advisor) });
    const { connections } = (await overview.json()) as IntegrationsResponse;
    expect(connections.find((c) => c.provider === 'wealthbox')?.status).toBe('broken');
    const mails = app.smtp.messages
      .map(readableMail)
      .filter((mail) => mail.includes('can no longer write to Wealthbox'));
    // Two notes were refused; the advisor hears of it once.
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${shared.advisor.advisor.email}`);
    expect(mails[0]).toContain(`${app.server.url}/settings`);

    // Reconnected, the notes refused meanwhile go after all: delayed, not lost.
    expect((await app.connect(shared.advisor, 'wealthbox')).status).toBe(200);
    expect(await app.runNoteJobs()).toEqual(['succeeded', 'succeeded']);
    const after = Object.fromEntries(
      (await app.crmOf(shared)).notes.map((n) => [n.event, n.state]),
    );
    expect(after).toMatchObject({
      'video.first_viewed': 'delivered',
      'video.completed': 'delivered',
    });
  });

  it('sends notes that outlasted their retries once a test call goes through again', async () => {
    const shared = await app.linkedVideo('wealthbox', '1004');
    // An outage longer than every retry: the queue gives the note up after its last attempt.
    app.standIn.failNextNotes.push(...Array.from({ length: NOTE_ATTEMPTS }, () => 503));
    for (let attempt = 0; attempt < NOTE_ATTEMPTS; attempt += 1) {
      await app.runNoteJobs();
      app.server.clock.advance(2 * 60 * 60 * 1000);
    }
    expect((await app.crmOf(shared)).notes[0]).toMatchObject({
      event: 'video.sent',
      state: 'failed',
    });
    const tested = await app.server.post(
      '/api/integrations/connections/wealthbox/test',
      undefined,
      as(shared.advisor),
    );
    expect(tested.status).toBe(200);
    expect(await app.runNoteJobs()).toEqual(['succeeded']);
    expect((await app.crmOf(shared)).notes[0]).toMatchObject({ state: 'delivered' });
  });

  it('makes no outgoing request for a video with no contact linked and no webhook', async () => {
    const advisor = await buildAdvisor(app.server);
    await app.connect(advisor, 'wealthbox');
    const shared = await buildSharedVideo(app.server, { advisor });
    const before = app.standIn.requests.length;
    const client = new ShareVisitor(app.server);
    await client.accept(shared.link);
    await client.event(shared.link, 'VIDEO_PLAYED');
    await client.post(`/api/share/${shared.link}/compliments`, {
      sessionId: client.sessionId,
      type: 'heart',
    });
    expect(
      await runDueJobs(app.server.deps, ['integrations.crm_note', 'integrations.webhook']),
    ).toEqual([]);
    expect(app.standIn.requests.length).toBe(before);
    expect((await app.crmOf(shared)).notes).toEqual([]);
  });

  it('lets only the video’s advisor see or change its contact', async () => {
    const shared = await app.linkedVideo('wealthbox', '1004');
    const other = await buildAdvisor(app.server);
    await app.connect(other, 'wealthbox');
    const read = await app.server.fetch(`/api/videos/${shared.video.id}/crm`, {
      headers: as(other),
    });
    expect(read.status).toBe(404);
    const write = await app.server.send(
      'PATCH',
      `/api/videos/${shared.video.id}/crm`,
      { contact: null },
      as(other),
    );
    expect(write.status).toBe(404);
    expect((await app.crmOf(shared)).contact?.contactId).toBe('1004');
  });

  it('fails pending notes after a disconnect, without calling the CRM', async () => {
    const shared = await app.linkedVideo('redtail', '1005');
    const disconnect = () =>
      app.server.send(
        'DELETE',
        '/api/integrations/connections/redtail',
        undefined,
        as(shared.advisor),
      );
    expect((await disconnect()).status).toBe(204);
    await app.runNoteJobs();
    expect(app.requestsTo(/\/contacts\/1005\//)).toEqual([]);
    const [note] = (await app.crmOf(shared)).notes;
    expect(note).toMatchObject({ state: 'failed', lastError: 'Redtail CRM is not connected' });
    expect((await disconnect()).status).toBe(404);
  });

  it('refuses a link to a CRM the advisor has not connected', async () => {
    const shared = await buildSharedVideo(app.server);
    const response = await app.server.send(
      'PATCH',
      `/api/videos/${shared.video.id}/crm`,
      { contact: { provider: 'salesforce', contactId: '003x', displayName: 'J' } },
      as(shared.advisor),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Connect Salesforce in Settings first');
    expect((await app.crmOf(shared)).contact).toBeNull();
  });
});
