import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../bench/lib/processes.ts';
import { signupBody } from '../test/factories.ts';
import { startServerProcess } from '../test/server-process.ts';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database.ts';

// Several web processes share one database only on PostgreSQL; there a limit is worth only
// what holds across all of them, so the burst is split between two.
describe.runIf(testDialect() === 'postgres')('a limit shared by two web processes', () => {
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const webs: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.databaseUrl ?? '');
    url.searchParams.set('options', `-c search_path=${database.pgSchema ?? ''}`);
    // Processes on one database seal integrations with one key, or the second refuses to start.
    const integrationsKey = randomBytes(32).toString('base64');
    const start = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-limits-'));
      dataDirs.push(dataDir);
      const env = {
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        INTEGRATIONS_KEY: integrationsKey,
      };
      return startServerProcess(env, ['--role', 'web']);
    };
    webs.push(await start(), await start());
  }, 120_000);
  afterAll(async () => {
    await Promise.all(webs.map((web) => web.stop('SIGKILL')));
    await database.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const post = (web: ServerProcess, to: string, body: unknown) =>
    fetch(`${web.url}${to}`, {
      method: 'POST',
      headers: { Origin: web.url, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('compares at most 10 of 60 wrong passwords sent at once to both processes, and exactly 10 in all', async () => {
    const [first, second] = webs as [ServerProcess, ServerProcess];
    const account = signupBody();
    expect((await post(first, '/api/signup', account)).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(i % 2 === 0 ? first : second, '/api/auth/login', {
          email: account.email,
          password: `wrong guess ${i}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // At most 10 compared (fewer is possible: a refused request hands its counters back only
    // after its neighbours may have seen them), and nothing refused was counted: exactly the
    // rest of the 10 are compared one at a time, on either process.
    const compared = statuses.filter((status) => status === 401).length;
    expect(compared).toBeLessThanOrEqual(10);
    expect(compared + statuses.filter((status) => status === 429).length).toBe(60);
    for (let i = compared; i < 10; i += 1) {
      const late = { email: account.email, password: `late guess ${i}` };
      expect((await post(i % 2 === 0 ? first : second, '/api/auth/login', late)).status).toBe(401);
    }
    const right = { email: account.email, password: account.password };
    expect((await post(second, '/api/auth/login', right)).status).toBe(429);
  }, 120_000);
});
