import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DISCLOSURE_TEXT } from '../../shared/constants/disclosure.ts';
import { buildAdvisor, sessionCookie, signupBody } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const countAdvisors = async () =>
  Number(
    (
      await server.deps.db
        .selectFrom('advisors')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/signup', () => {
  it('creates the advisor, their plan, a sign-up event and default settings, and signs them in', async () => {
    const body = signupBody({
      email: '  New.Advisor@Example.COM ',
      plan: 'professional',
      marketingEmails: true,
    });
    const response = await server.post('/api/signup', body);
    expect(response.status).toBe(201);
    const json = (await response.json()) as { success: boolean; advisor: Record<string, string> };
    expect(json.success).toBe(true);
    expect(json.advisor).toEqual({
      id: expect.any(String),
      advisorName: body.advisorName,
      companyName: body.companyName,
      email: 'new.advisor@example.com',
    });

    const { db } = server.deps;
    const id = json.advisor.id ?? '';
    const subscription = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('advisorId', '=', id)
      .executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({
      planName: 'professional',
      amountCents: 4500,
      status: 'active',
    });
    const event = await db
      .selectFrom('signupEvents')
      .selectAll()
      .where('advisorId', '=', id)
      .executeTakeFirstOrThrow();
    expect(event.event).toBe('SIGNUP_COMPLETED');
    expect(JSON.parse(event.metadata ?? '{}')).toEqual({
      plan: 'professional',
      marketingEmails: true,
    });
    const settings = await db
      .selectFrom('advisorSettings')
      .selectAll()
      .where('advisorId', '=', id)
      .executeTakeFirstOrThrow();
    expect(settings).toMatchObject({
      disclosureText: DEFAULT_DISCLOSURE_TEXT,
      primaryColor: '#2563eb',
      secondaryColor: '#1e40af',
      updatedAt: null,
    });

    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await server.fetch('/api/auth/me', { headers: { Cookie: sessionCookie(response) } });
    expect(((await me.json()) as { advisor: unknown }).advisor).toEqual(json.advisor);
  });

  it('defaults to the starter plan and stores the password only as a scrypt hash', async () => {
    const { advisor, password } = await buildAdvisor(server);
    const { db } = server.deps;
    const subscription = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('advisorId', '=', advisor.id)
      .executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({ planName: 'starter', amountCents: 2000 });
    const row = await db
      .selectFrom('advisors')
      .select('passwordHash')
      .where('id', '=', advisor.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(password);
  });

  it('refuses an email already registered, whatever its case, and writes nothing', async () => {
    const { advisor } = await buildAdvisor(server);
    const before = await countAdvisors();
    const response = await server.post(
      '/api/signup',
      signupBody({ email: advisor.email.toUpperCase() }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'EMAIL_ALREADY_EXISTS' });
    expect(await countAdvisors()).toBe(before);
  });

  it.each([
    ['missing fields', {}],
    ['wrong types', { ...signupBody(), advisorName: 42, agreeToTerms: 'yes' }],
    ['an extra field', { ...signupBody(), isAdmin: true }],
    ['a 1 MB name', { ...signupBody(), advisorName: 'x'.repeat(1024 * 1024) }],
    ['an email with unicode', { ...signupBody(), email: 'ána@exämple.com' }],
    ['SQL-looking text as the email', { ...signupBody(), email: "x' OR 1=1; --@example.com" }],
    ['terms not agreed', { ...signupBody(), agreeToTerms: false }],
    ['an unknown plan', { ...signupBody(), plan: 'platinum' }],
  ])('answers %s with 400 VALIDATION_ERROR and writes nothing', async (_, body) => {
    const before = await countAdvisors();
    const response = await server.post('/api/signup', body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as {
      code: string;
      errors: { path: string; message: string }[];
    };
    expect(json.code).toBe('VALIDATION_ERROR');
    expect(json.errors.length).toBeGreaterThan(0);
    expect(await countAdvisors()).toBe(before);
  });

  it("lists every missing field with the spec's message", async () => {
    const response = await server.post('/api/signup', {});
    const json = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(json.errors).toEqual([
      { path: 'advisorName', message: 'Advisor name is required' },
      { path: 'companyName', message: 'Company name is required' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
      { path: 'agreeToTerms', message: 'You must agree to the Terms and Privacy Policy' },
    ]);
  });
});

describe('GET /api/billing/plan', () => {
  it('shows the plan chosen at sign-up, to its advisor only', async () => {
    expect((await server.fetch('/api/billing/plan')).status).toBe(401);
    const pro = await buildAdvisor(server, { plan: 'professional' });
    const response = await server.fetch('/api/billing/plan', { headers: { Cookie: pro.cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      planId: 'professional',
      planName: 'Professional',
      monthlyPrice: 45,
    });
    const starter = await buildAdvisor(server);
    const plan = await server.fetch('/api/billing/plan', { headers: { Cookie: starter.cookie } });
    expect(await plan.json()).toMatchObject({ planId: 'starter', monthlyPrice: 20 });
  });
});

describe('PUT /api/billing/plan', () => {
  it('records a plan chosen while signed in, for that advisor only, and Billing shows it', async () => {
    const asker = await buildAdvisor(server);
    const other = await buildAdvisor(server);
    const choose = (cookie: string | undefined, body: unknown) =>
      server.send('PUT', '/api/billing/plan', body, cookie ? { Cookie: cookie } : {});

    expect((await choose(undefined, { planId: 'premium' })).status).toBe(401);
    for (const body of [{ planId: 'platinum' }, {}, { planId: 'premium', price: 0 }]) {
      const refused = await choose(asker.cookie, body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const chosen = await choose(asker.cookie, { planId: 'premium' });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({ planId: 'premium', monthlyPrice: 60 });
    // Many choices in parallel leave one row and the account's own plan.
    const burst = await Promise.all(
      ['professional', 'premium', 'professional'].map((planId) => choose(asker.cookie, { planId })),
    );
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200]);
    await choose(asker.cookie, { planId: 'professional' });

    const shown = async (cookie: string) =>
      (await server.fetch('/api/billing/plan', { headers: { Cookie: cookie } })).json();
    expect(await shown(asker.cookie)).toMatchObject({ planId: 'professional', monthlyPrice: 45 });
    expect(await shown(other.cookie)).toMatchObject({ planId: 'starter' });
    const rows = await server.deps.db
      .selectFrom('subscriptions')
      .select('id')
      .where('advisorId', '=', asker.advisor.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('sign-ups from one address', () => {
  it('allows 10 an hour (each sends a welcome email), then refuses with 429 and stores nothing', async () => {
    // The product's default limit, behind a proxy so the test can be two addresses.
    const limited = await startTestServer({ env: { SIGNUPS_PER_HOUR: '', TRUST_PROXY: 'true' } });
    const from = (address: string) =>
      limited.post('/api/signup', signupBody(), { 'X-Forwarded-For': address });
    for (let i = 0; i < 10; i += 1) expect((await from('198.51.100.7')).status).toBe(201);
    const refused = await from('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many sign-ups from this address. Please wait an hour and try again.',
    });
    const advisors = await limited.deps.db
      .selectFrom('advisors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(advisors.n)).toBe(10);
    expect((await from('198.51.100.8')).status).toBe(201);
    limited.clock.advance(60 * 60_000 + 1000);
    expect((await from('198.51.100.7')).status).toBe(201);
    await limited.close();
  }, 120_000);
});
