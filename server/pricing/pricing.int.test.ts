import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { countPricingEvents } from './repo.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

describe('pricing funnel events', () => {
  it('stores a view, a plan choice and the move to sign-up', async () => {
    expect((await server.post('/api/pricing/view')).status).toBe(204);
    expect((await server.post('/api/pricing/select', { planId: 'professional' })).status).toBe(204);
    expect(
      (await server.post('/api/pricing/navigate-signup', { planId: 'professional' })).status,
    ).toBe(204);
    const { db } = server.deps;
    expect(await countPricingEvents(db, 'PRICING_VIEWED')).toBe(1);
    expect(await countPricingEvents(db, 'PLAN_SELECTED', 'professional')).toBe(1);
    expect(await countPricingEvents(db, 'NAVIGATED_TO_SIGNUP', 'professional')).toBe(1);
  });

  it('refuses an unknown plan, a missing plan or extra fields, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ planId: 'platinum' }, 'Please choose a valid plan'],
      [{}, 'Please choose a valid plan'],
      [{ planId: 'starter', price: 0 }, 'This field is not accepted'],
    ];
    for (const [body, message] of cases) {
      const response = await server.post('/api/pricing/select', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect(await countPricingEvents(server.deps.db, 'PLAN_SELECTED', 'starter')).toBe(0);
    expect(await countPricingEvents(server.deps.db, 'PLAN_SELECTED', 'platinum')).toBe(0);
  });
});

describe('pricing funnel events from one address', () => {
  it('takes 60 an hour, then answers 429 and stores nothing more', async () => {
    const { db } = server.deps;
    const before = await countPricingEvents(db, 'PRICING_VIEWED');
    const view = (address: string) =>
      server.post('/api/pricing/view', undefined, { 'X-Forwarded-For': address });
    const answers = await Promise.all(Array.from({ length: 80 }, () => view('198.51.100.30')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(await countPricingEvents(db, 'PRICING_VIEWED')).toBe(before + 60);
    const choice = await server.post(
      '/api/pricing/select',
      { planId: 'starter' },
      { 'X-Forwarded-For': '198.51.100.30' },
    );
    expect(choice.status).toBe(429);
    expect((await view('198.51.100.31')).status).toBe(204);
  }, 60_000);
});
