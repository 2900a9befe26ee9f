import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'tulip-42';
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** A protected video's link, and a visitor who has accepted its terms. */
async function protectedShare() {
  const { link } = await buildSharedVideo(server, { overrides: { password: PASSWORD } });
  const client = new ShareVisitor(server);
  expect((await client.accept(link)).status).toBe(200);
  return { link, client };
}

// The same address sends every guess at once: a limit that checks before counting would let
// each of them read the same low count, and compare all of them.
describe('share password guesses sent all at once', () => {
  it('compares exactly 10 of 200 wrong guesses, then refuses the right password', async () => {
    const { link, client } = await protectedShare();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => client.verify(link, `guess-${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 401)).toBe(10);
    expect(count(statuses, 429)).toBe(190);
    const right = await client.verify(link, PASSWORD);
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({
      message: 'Too many incorrect passwords. Please wait 15 minutes and try again.',
    });
  }, 120_000);

  it('compares at most 10 of 199 wrong guesses and the right one sent together', async () => {
    const { link, client } = await protectedShare();
    const guesses = [...Array.from({ length: 199 }, (_, i) => `guess-${i}`), PASSWORD];
    const answers = await Promise.all(guesses.map((guess) => client.verify(link, guess)));
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 401) + count(statuses, 200)).toBeLessThanOrEqual(10);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(190);
  }, 120_000);

  it('does not count a right password against the visitor', async () => {
    const { link, client } = await protectedShare();
    for (let i = 0; i < 9; i += 1)
      expect((await client.verify(link, `guess-${i}`)).status).toBe(401);
    expect((await client.verify(link, PASSWORD)).status).toBe(200);
    // Another visitor at the same address still has its tenth guess.
    const neighbour = new ShareVisitor(server);
    await neighbour.accept(link);
    expect((await neighbour.verify(link, 'guess-x')).status).toBe(401);
    expect((await neighbour.verify(link, PASSWORD)).status).toBe(429);
  }, 120_000);
});
