import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WEBHOOK_RESPONSE_BODY_KEPT,
  type CreatedWebhookResponse,
  type WebhookDeliveriesResponse,
  type WebhookPayload,
  type WebhooksResponse,
} from '../../shared/api/integrations.ts';
import { runDueJobs } from '../test/due-jobs.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

/*
 * A receiver on 127.0.0.1 stands in for the firm's endpoint; the server under test allows
 * private addresses and plain http for it explicitly (safe-fetch.test.ts proves the refusal).
 * The receiver checks each delivery with the exported verifyWebhookSignature, as a firm's
 * receiver would, against its own clock.
 */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: TestServer;
let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];
const answers: { status: number; body: string }[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.shift() ?? { status: 200, body: 'ok' };
      res.writeHead(answer.status, { 'Content-Type': 'text/plain' });
      res.end(answer.body);
    });
  });
  receiver.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => receiver.once('listening', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/briefcast`;
  server = await startTestServer({
    env: {
      INTEGRATIONS_KEY: randomBytes(32).toString('base64'),
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOW_HTTP: 'true',
    },
  });
});
afterAll(async () => {
  await server.close();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const as = (advisor: SignedInAdvisor) => ({ Cookie: advisor.cookie });

async function register(advisor: SignedInAdvisor, body: unknown = { url: receiverUrl }) {
  const response = await server.post('/api/integrations/webhooks', body, as(advisor));
  return { status: response.status, text: await response.text() };
}

async function deliveriesOf(advisor: SignedInAdvisor, id: string) {
  const response = await server.fetch(`/api/integrations/webhooks/${id}/deliveries`, {
    headers: as(advisor),
  });
  return ((await response.json()) as WebhookDeliveriesResponse).deliveries;
}

const runWebhookJobs = () => runDueJobs(server.deps, ['integrations.webhook']);

describe('signed webhooks', () => {
  it('shows the secret once, signs each delivery, and the receiver can verify it', async () => {
    const advisor = await buildAdvisor(server);
    const created = await register(advisor);
    expect(created.status).toBe(201);
    const { webhook, secret } = JSON.parse(created.text) as CreatedWebhookResponse;
    expect(secret).toMatch(/^whsec_/);
    expect(webhook.secretHint).toBe(`••••${secret.slice(-4)}`);
    expect(webhook.events).toEqual([
      'video.sent',
      'video.first_viewed',
      'video.completed',
      'video.commented',
    ]);
    const listed = await (
      await server.fetch('/api/integrations/webhooks', { headers: as(advisor) })
    ).text();
    expect(listed).not.toContain(secret);
    expect((JSON.parse(listed) as WebhooksResponse).webhooks).toHaveLength(1);
    const stored = await server.deps.db
      .selectFrom('webhooks')
      .select('secret')
      .where('id', '=', webhook.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret.slice('whsec_'.length));

    // A new video is "sent"; a comment arrives.
    const shared = await buildSharedVideo(server, { advisor });
    const client = new ShareVisitor(server);
    await client.accept(shared.link);
    await client.post(`/api/share/${shared.link}/compliments`, {
      sessionId: client.sessionId,
      type: 'custom',
      message: 'Thanks, see you Friday',
    });
    const before = received.length;
    expect(await runWebhookJobs()).toEqual(['succeeded', 'succeeded']);
    const deliveries = received.slice(before);
    const bodies = deliveries.map((d) => JSON.parse(d.body) as WebhookPayload);
    expect(bodies.map((b) => b.event).sort()).toEqual(['video.commented', 'video.sent']);
    const comment = bodies.find((b) => b.event === 'video.commented');
    expect(comment?.comment).toEqual({ type: 'custom', message: 'Thanks, see you Friday' });
    expect(comment?.video).toMatchObject({
      id: shared.video.id,
      shareUrl: `${server.url}/share/${shared.link}`,
    });

    for (const delivery of deliveries) {
      const header = delivery.headers['briefcast-signature'] as string;
      // The server's test clock is "now" for the receiver too.
      const nowMs = server.clock.now().getTime();
      expect(verifyWebhookSignature({ secret, body: delivery.body, header, nowMs })).toBe(true);
      expect(delivery.headers['briefcast-delivery']).toBe(JSON.parse(delivery.body).id);
      // Replayed ten minutes later, the same request is refused.
      const later = nowMs + 10 * 60 * 1000;
      expect(verifyWebhookSignature({ secret, body: delivery.body, header, nowMs: later })).toBe(
        false,
      );
      // And a forged body fails the HMAC.
      const forged = delivery.body.replace('Friday', 'Monday');
      if (forged !== delivery.body) {
        expect(verifyWebhookSignature({ secret, body: forged, header, nowMs })).toBe(false);
      }
    }
    const listedDeliveries = await deliveriesOf(advisor, webhook.id);
    expect(listedDeliveries.map((d) => [d.state, d.responseStatus, d.responseBody])).toEqual([
      ['delivered', 200, 'ok'],
      ['delivered', 200, 'ok'],
    ]);
  });

  it('retries a delivery the receiver failed, and lists each answer truncated', async () => {
    const advisor = await buildAdvisor(server);
    const { webhook } = JSON.parse(
      (await register(advisor, { url: receiverUrl, events: ['video.sent'] })).text,
    ) as CreatedWebhookResponse;
    answers.push({ status: 503, body: 'x'.repeat(5000) });
    await buildSharedVideo(server, { advisor });
    expect(await runWebhookJobs()).toEqual(['retry']);
    const [failed] = await deliveriesOf(advisor, webhook.id);
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, responseStatus: 503 });
    expect(failed?.responseBody).toHaveLength(WEBHOOK_RESPONSE_BODY_KEPT);
    server.clock.advance(2 * 60 * 1000);
    expect(await runWebhookJobs()).toEqual(['succeeded']);
    const [delivered] = await deliveriesOf(advisor, webhook.id);
    expect(delivered).toMatchObject({ state: 'delivered', attempts: 2, responseStatus: 200 });
    // Both attempts carried the same body, each signed with its own timestamp.
    const [first, second] = received.slice(-2);
    expect(first?.body).toBe(second?.body);
  });

  it('refuses plain http and private addresses when the server does not allow them', async () => {
    const strict = await startTestServer({
      env: { INTEGRATIONS_KEY: randomBytes(32).toString('base64') },
    });
    try {
      const advisor = await buildAdvisor(strict);
      for (const [url, message] of [
        ['http://hooks.example.com/x', 'must start with https://'],
        ['https://10.0.0.5/x', 'private or local'],
        ['https://169.254.169.254/latest', 'private or local'],
        ['https://[::1]/x', 'private or local'],
        ['https://localhost/x', 'private or local'],
        ['https://localhost.:8443/x', 'private or local'],
        ['https://LOCALHOST../x', 'private or local'],
        ['https://api.localhost/x', 'private or local'],
        ['ftp://example.com/x', 'Please enter a URL'],
      ] as const) {
        const response = await strict.post('/api/integrations/webhooks', { url }, as(advisor));
        expect(response.status, url).toBe(400);
        expect(await response.text(), url).toContain(message);
      }
      const listed = await strict.fetch('/api/integrations/webhooks', { headers: as(advisor) });
      expect(((await listed.json()) as WebhooksResponse).webhooks).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('keeps each advisor’s webhooks to themselves', async () => {
    const owner = await buildAdvisor(server);
    const { webhook } = JSON.parse((await register(owner)).text) as CreatedWebhookResponse;
    const other = await buildAdvisor(server);
    const read = await server.fetch(`/api/integrations/webhooks/${webhook.id}/deliveries`, {
      headers: as(other),
    });
    expect(read.status).toBe(404);
    const remove = await server.send(
      'DELETE',
      `/api/integrations/webhooks/${webhook.id}`,
      undefined,
      as(other),
    );
    expect(remove.status).toBe(404);
    const mine = await server.send(
      'DELETE',
      `/api/integrations/webhooks/${webhook.id}`,
      undefined,
      as(owner),
    );
    expect(mine.status).toBe(204);
  });
});
