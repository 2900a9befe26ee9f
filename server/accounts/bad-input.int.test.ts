import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ENDPOINTS: Record<string, Record<string, unknown>> = {
  '/api/signup': {
    advisorName: 'Ana',
    companyName: 'Diaz',
    email: 'ana@example.com',
    password: 'maple friday',
    agreeToTerms: true,
  },
  '/api/auth/login': { email: 'ana@example.com', password: 'secret1' },
  '/api/auth/forgot-password': { email: 'ana@example.com' },
  '/api/auth/reset-password': {
    email: 'ana@example.com',
    token: '123456',
    newPassword: 'maple friday',
  },
};

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Rows that any request may have written. */
async function rowCounts() {
  const { db } = server.deps;
  const count = async (table: 'advisors' | 'sessions' | 'passwordResetTokens' | 'rateLimits') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    advisors: await count('advisors'),
    sessions: await count('sessions'),
    tokens: await count('passwordResetTokens'),
    limits: await count('rateLimits'),
  };
}

describe.each(Object.entries(ENDPOINTS))(
  '%s refuses bad input and writes nothing',
  (path, valid) => {
    const firstField = Object.keys(valid)[0] ?? '';
    const cases: [string, string | Record<string, unknown>][] = [
      ['an empty object', {}],
      ['a wrong type', { ...valid, [firstField]: 12345 }],
      ['null fields', Object.fromEntries(Object.keys(valid).map((key) => [key, null]))],
      ['an extra field', { ...valid, role: 'admin' }],
      ['a 1 MB string', { ...valid, [firstField]: MEGABYTE }],
      ['an email with unicode', { ...valid, email: 'ána@exämple.com' }],
      ['SQL in the email', { ...valid, email: "'; drop table advisors; --" }],
      ['a body that is not JSON', '{"email": '],
    ];

    it.each(cases)('%s', async (_, body) => {
      const before = await rowCounts();
      const response =
        typeof body === 'string'
          ? await server.fetch(path, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Origin: server.url },
              body,
            })
          : await server.post(path, body);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const json = (await response.json()) as { code: string; message: string };
      expect(json.message.length).toBeGreaterThan(0);
      expect(json.message).not.toMatch(/at .*\.ts|Error:/);
      expect(await rowCounts()).toEqual(before);
    });
  },
);
