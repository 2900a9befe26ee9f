import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdvisor } from '../test/factories.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// Behind a trusted proxy: the client's address is the last X-Forwarded-For entry (the one the
// proxy wrote), and a video's password also has a cap per link that no number of addresses
// gets past, without letting strangers lock the client out.
let server: TestServer;
let twoHops: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true', SIGNUPS_PER_HOUR: '5' } });
  twoHops = await startTestServer({ env: { TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' } });
});
afterAll(async () => {
  await server.close();
  await twoHops.close();
});

const PASSWORD = 'tulip-42-harbour';
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
let forged = 0;
/** A left-hand X-Forwarded-For entry the client made up: a new one each time. */
const madeUp = () => {
  forged += 1;
  return `10.${forged % 250}.${(forged * 7) % 250}.${(forged * 13) % 250}`;
};

/** A protected video, and the gate cookies of a visitor who accepted its terms. */
async function protectedShare(on: TestServer = server) {
  const { link } = await buildSharedVideo(on, { overrides: { password: PASSWORD } });
  const first = new ShareVisitor(on, { 'X-Forwarded-For': '192.0.2.200' });
  expect((await first.accept(link)).status).toBe(200);
  return { link, cookies: first.cookies };
}

/** A visitor holding `cookies` (a passed terms gate) whose requests carry `forwardedFor`. */
function visitorAt(on: TestServer, cookies: Map<string, string>, forwardedFor: () => string) {
  return {
    verify: (link: string, password: string) => {
      const visitor = new ShareVisitor(on, { 'X-Forwarded-For': forwardedFor() });
      for (const [name, value] of cookies) visitor.cookies.set(name, value);
      return visitor.verify(link, password);
    },
  };
}

describe('made-up X-Forwarded-For entries left of the proxy’s', () => {
  it('do not make new addresses: 60 share-password guesses, at most 10 compared', async () => {
    const { link, cookies } = await protectedShare();
    const attacker = visitorAt(server, cookies, () => `${madeUp()}, 198.51.100.60`);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attacker.verify(link, `guess-${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 401)).toBe(10);
    expect(count(statuses, 429)).toBe(50);
  }, 120_000);

  it('do not make new addresses: 40 wrong sign-ins, at most 10 compared', async () => {
    const account = await buildAdvisor(server);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server.post(
          '/api/auth/login',
          { email: account.advisor.email, password: `guess ${i}` },
          { 'X-Forwarded-For': `${madeUp()}, ${madeUp()}, 198.51.100.61` },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(10);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(30);
  }, 120_000);

  it('do not make new addresses: 15 sign-ups, 5 made (SIGNUPS_PER_HOUR)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        server.post(
          '/api/signup',
          {
            advisorName: `Spoof ${i}`,
            companyName: 'Spoof LLC',
            email: `spoof.${i}.${Date.now()}@example.com`,
            password: 'correct horse',
            agreeToTerms: true,
          },
          { 'X-Forwarded-For': `${madeUp()}, 198.51.100.62` },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 201)).toBe(5);
    expect(count(statuses, 429)).toBe(10);
  }, 120_000);

  it('with TRUST_PROXY_HOPS=2, the address is the second entry from the right', async () => {
    const { link, cookies } = await protectedShare(twoHops);
    // The client made up the first entry; the firm's outer proxy wrote 198.51.100.63 and its
    // inner one the balancer's own address, which differs per request.
    const attacker = visitorAt(
      twoHops,
      cookies,
      () => `${madeUp()}, 198.51.100.63, 10.0.0.${(forged % 5) + 1}`,
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attacker.verify(link, `guess-${i}`)),
    );
    expect(
      count(
        answers.map((a) => a.status),
        401,
      ),
    ).toBe(10);
    const other = visitorAt(twoHops, cookies, () => `${madeUp()}, 198.51.100.64, 10.0.0.9`);
    expect((await other.verify(link, 'guess-other')).status).toBe(401);
  }, 120_000);
});

describe('a share password guessed from many addresses', () => {
  it('is capped per link, and the client who types it right still gets in', async () => {
    const { link, cookies } = await protectedShare();
    // 20 addresses, 5 guesses each, all at once: the link's 30 and then one try per address.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const address = `198.51.100.${100 + (i % 20)}`;
        return visitorAt(server, cookies, () => address).verify(link, `guess-${i}`);
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(30 + 20);
    expect(count(statuses, 401)).toBeGreaterThanOrEqual(30);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(100);

    // The same 20 addresses again: nothing more is compared this hour.
    const again = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const address = `198.51.100.${100 + (i % 20)}`;
        return visitorAt(server, cookies, () => address).verify(link, `again-${i}`);
      }),
    );
    expect(again.map((a) => a.status)).toEqual(Array<number>(60).fill(429));
    // Even with the right password, for a guessing address: it had its try.
    const guesser = visitorAt(server, cookies, () => '198.51.100.100');
    expect((await guesser.verify(link, PASSWORD)).status).toBe(429);

    // The client, at an address of its own, types the password right: in.
    const client = visitorAt(server, cookies, () => '192.0.2.77');
    expect((await client.verify(link, PASSWORD)).status).toBe(200);
  }, 600_000);
});
