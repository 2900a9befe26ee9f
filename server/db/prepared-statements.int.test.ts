import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { writeTransaction } from './write-transaction.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create table prepared_probe (owner text not null, body text not null)`.execute(
    database.db,
  );
  await sql`insert into prepared_probe (owner, body) values ('ann', 'a1'), ('bob', 'b1')`.execute(
    database.db,
  );
});
afterAll(() => database.drop());

const bodiesOf = (db: TestDatabase['db'], owner: string) =>
  sql<Record<string, unknown>>`select * from prepared_probe where owner = ${owner}`
    .execute(db)
    .then((result) => result.rows);

describe('a query whose table changed inside a transaction', () => {
  it('fails that transaction at most once, and the next one sees the new columns', async () => {
    const { db } = database;
    // Run often enough that every pooled connection has the statement prepared.
    for (let i = 0; i < 12; i += 1)
      expect(await bodiesOf(db, 'ann')).toEqual([{ owner: 'ann', body: 'a1' }]);
    await sql`alter table prepared_probe add column pinned integer not null default 0`.execute(db);

    const inTransaction = () =>
      writeTransaction(db, database.dialect, (trx) => bodiesOf(trx, 'bob'));
    // PostgreSQL aborts a transaction whose prepared statement went stale; SQLite recompiles.
    const first = await inTransaction().catch((err: Error) => err);
    if (first instanceof Error) expect(first.message).toMatch(/cached plan/);
    else expect(first).toEqual([{ owner: 'bob', body: 'b1', pinned: 0 }]);
    expect(await inTransaction()).toEqual([{ owner: 'bob', body: 'b1', pinned: 0 }]);
    expect(await bodiesOf(db, 'ann')).toEqual([{ owner: 'ann', body: 'a1', pinned: 0 }]);
  });

  it('answers correctly past the number of texts kept prepared', async () => {
    const { db } = database;
    // 600 distinct texts: more than are ever named, so the later ones run unnamed.
    for (let i = 0; i < 600; i += 1) {
      const { rows } = await sql<{ n: number }>`select ${sql.lit(i)} + 0 as n`.execute(db);
      expect(Number(rows[0]?.n)).toBe(i);
    }
    expect(await bodiesOf(db, 'bob')).toEqual([{ owner: 'bob', body: 'b1', pinned: 0 }]);
  });
});
