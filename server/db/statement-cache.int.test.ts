import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** The same SQL text each call, so on SQLite the second call onwards reuses the statement. */
const notesOf = (owner: string) =>
  sql<Record<string, unknown>>`select * from cache_probe where owner = ${owner} order by body`
    .execute(database.db)
    .then((result) => result.rows);

describe('queries repeated with the same SQL text', () => {
  it('answer for each call’s own parameters, and see columns and tables changed in between', async () => {
    const { db } = database;
    await sql`create table cache_probe (owner text not null, body text not null)`.execute(db);
    await sql`insert into cache_probe (owner, body) values ('ann', 'a1'), ('ann', 'a2'), ('bob', 'b1')`.execute(
      db,
    );
    expect(await notesOf('ann')).toEqual([
      { owner: 'ann', body: 'a1' },
      { owner: 'ann', body: 'a2' },
    ]);
    expect(await notesOf('bob')).toEqual([{ owner: 'bob', body: 'b1' }]);
    expect(await notesOf('cat')).toEqual([]);

    // A migration adding a column: `select *` must now return it.
    await sql`alter table cache_probe add column pinned integer not null default 0`.execute(db);
    expect(await notesOf('bob')).toEqual([{ owner: 'bob', body: 'b1', pinned: 0 }]);

    // The table dropped and made again with other rows and columns.
    await sql`drop table cache_probe`.execute(db);
    await sql`create table cache_probe (owner text not null, body text not null, extra text)`.execute(
      db,
    );
    await sql`insert into cache_probe (owner, body, extra) values ('bob', 'b9', 'x')`.execute(db);
    expect(await notesOf('bob')).toEqual([{ owner: 'bob', body: 'b9', extra: 'x' }]);
    expect(await notesOf('ann')).toEqual([]);
  });
});
