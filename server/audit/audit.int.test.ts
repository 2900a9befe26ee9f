import { writeTransaction } from '../db/write-transaction.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { TestClock } from '../test/test-clock.ts';
import { appendAudit, auditEntryHash, GENESIS_HASH } from './service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const chain = () => database.db.selectFrom('auditLog').selectAll().orderBy('seq', 'asc').execute();

describe('the audit log', () => {
  it('links every entry to the one before, even when many writers append at once', async () => {
    const clock = new TestClock();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        writeTransaction(database.db, database.dialect, (trx) =>
          appendAudit(trx, clock, {
            actor: { type: 'advisor', id: `advisor-${i}` },
            action: 'video.created',
            subject: { type: 'video', id: `video-${i}` },
            payload: { title: `Review ${i}`, sizes: { b: 2, a: 1 } },
          }),
        ),
      ),
    );

    const entries = await chain();
    expect(entries).toHaveLength(12);
    expect(entries[0]?.prevHash).toBe(GENESIS_HASH);
    entries.forEach((entry, i) => {
      if (i > 0) expect(entry.prevHash).toBe(entries[i - 1]?.hash);
      expect(auditEntryHash(entry)).toBe(entry.hash);
    });
    // Keys are sorted, so the same payload always hashes the same way.
    expect(entries[0]?.payload).toMatch(/"sizes":\{"a":1,"b":2\}/);
  });

  it('shows an edited entry: its hash no longer matches its content', async () => {
    const [first] = await chain();
    if (!first) throw new Error('expected an entry');
    const edited = { ...first, payload: first.payload.replace('Review', 'Revised') };
    expect(auditEntryHash(edited)).not.toBe(first.hash);
  });

  it('leaves no entry when the change it records is rolled back', async () => {
    const before = (await chain()).length;
    await expect(
      writeTransaction(database.db, database.dialect, async (trx) => {
        await appendAudit(trx, new TestClock(), {
          actor: { type: 'system' },
          action: 'video.failed',
          subject: { type: 'video', id: 'video-x' },
          payload: {},
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await chain()).toHaveLength(before);
  });
});
