import { sql } from 'kysely';
import { writeTransaction } from '../db/write-transaction.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database.ts';
import { TestClock } from '../test/test-clock.ts';
import { appendAudit } from './service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await writeTransaction(database.db, database.dialect, (trx) =>
    appendAudit(trx, new TestClock(), {
      actor: { type: 'advisor', id: 'advisor-1' },
      action: 'video.created',
      subject: { type: 'video', id: 'video-1' },
      payload: { title: 'Quarterly review' },
    }),
  );
});
afterAll(() => database.drop());

const entries = () => database.db.selectFrom('auditLog').selectAll().execute();
const REFUSED = /audit_log is append-only/;

describe('the audit log in the database itself', () => {
  it('refuses to change an entry, whoever asks', async () => {
    await expect(
      database.db.updateTable('auditLog').set({ payload: '{"title":"Edited"}' }).execute(),
    ).rejects.toThrow(REFUSED);
    expect((await entries())[0]?.payload).toBe('{"title":"Quarterly review"}');
  });

  it.runIf(testDialect() === 'sqlite')(
    'refuses INSERT OR REPLACE, which on SQLite deletes the old row without a delete trigger',
    async () => {
      const [entry] = await entries();
      if (!entry) throw new Error('the log has its first entry');
      for (const verb of ['insert or replace', 'replace']) {
        await expect(
          sql`${sql.raw(verb)} into audit_log (seq, id, actor_type, action, payload, prev_hash, hash, created_at)
            values (${entry.seq}, ${entry.id}, 'system', 'video.created', '{"title":"Rewritten"}', ${entry.prevHash}, ${entry.hash}, ${entry.createdAt})`.execute(
            database.db,
          ),
        ).rejects.toThrow(REFUSED);
      }
      expect((await entries())[0]?.payload).toBe('{"title":"Quarterly review"}');
    },
  );

  it('refuses to delete an entry, or all of them', async () => {
    await expect(
      database.db.deleteFrom('auditLog').where('subjectId', '=', 'video-1').execute(),
    ).rejects.toThrow(REFUSED);
    await expect(database.db.deleteFrom('auditLog').execute()).rejects.toThrow(REFUSED);
    expect(await entries()).toHaveLength(1);
  });

  it.runIf(testDialect() === 'postgres')('refuses TRUNCATE on PostgreSQL', async () => {
    await expect(sql`truncate audit_log`.execute(database.db)).rejects.toThrow(REFUSED);
    expect(await entries()).toHaveLength(1);
  });

  it('still takes new entries', async () => {
    await writeTransaction(database.db, database.dialect, (trx) =>
      appendAudit(trx, new TestClock(), {
        actor: { type: 'system' },
        action: 'video.failed',
        subject: { type: 'video', id: 'video-1' },
        payload: {},
      }),
    );
    expect(await entries()).toHaveLength(2);
  });
});
