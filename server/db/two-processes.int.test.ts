import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../audit/verify.ts';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database.ts';

const WRITES_EACH = 200;

/**
 * A process of its own (as a worker or `npm run admin` is beside the web process) that appends
 * audit entries to the same SQLite file as fast as it can: each append reads the chain's head
 * and writes after it, the pattern a deferred BEGIN breaks with SQLITE_BUSY.
 */
function appendFromAnotherProcess(
  dataDir: string,
  who: string,
): Promise<{ code: number | null; output: string }> {
  const script = `
    import { connectDb } from ${JSON.stringify(path.resolve('server/db/connect.ts'))};
    import { appendAuditAlone } from ${JSON.stringify(path.resolve('server/audit/service.ts'))};
    import { systemClock } from ${JSON.stringify(path.resolve('server/clock.ts'))};
    const { db, dialect } = connectDb({ dataDir: ${JSON.stringify(dataDir)} });
    for (let i = 0; i < ${WRITES_EACH}; i++) {
      await appendAuditAlone({ db, dialect, clock: systemClock }, {
        actor: { type: 'system' },
        action: 'video.failed',
        subject: { type: 'video', id: '${who}-' + i },
        payload: { reason: 'written by ${who}' },
      });
    }
    await db.destroy();
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

describe.runIf(testDialect() === 'sqlite')('two processes on one SQLite file', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it(
    'both write at once, and every write lands in one unbroken chain',
    { timeout: 120_000 },
    async () => {
      const results = await Promise.all([
        appendFromAnotherProcess(database.dataDir, 'web'),
        appendFromAnotherProcess(database.dataDir, 'worker'),
      ]);
      for (const { code, output } of results)
        expect({ code, output }).toEqual({ code: 0, output: '' });
      const report = await verifyAuditChain(database.db);
      expect(report).toMatchObject({ ok: true, count: 2 * WRITES_EACH });
    },
  );
});
