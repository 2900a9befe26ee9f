import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../audit/verify.ts';
import { asComparedToday } from '../test/migration-fixture/answer-changes.ts';
import { askAll, type FixtureAnswer } from '../test/migration-fixture/answers.ts';
import { loadFixture } from '../test/migration-fixture/fixture-db.ts';
import { lostValues, storedValues } from '../test/migration-fixture/stored-values.ts';
import { answersFile, FIXTURE_ENV } from '../test/migration-fixture/fixture-env.ts';
import { ownTableNames, testDialect, type TestDatabase } from '../test/test-database.ts';
import { TestClock } from '../test/test-clock.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { migrateToLatest, migratorOf } from './migrate.ts';

/*
 * A database as the release before left it (seeded through its API by
 * scripts/make-migration-fixture.ts), migrated by today's code, must answer every read as that
 * release did (but for the answers features changed on purpose since, each named in
 * answer-changes.ts), and still hold every value it held: state no read shows (when the last
 * activity email went) is lost without changing an answer.
 */
const recorded = JSON.parse(fs.readFileSync(answersFile(testDialect()), 'utf8')) as {
  readsAt: string;
  answers: FixtureAnswer[];
};

let database: TestDatabase;
let server: TestServer;
let lost: string[];
beforeAll(async () => {
  database = await loadFixture(testDialect());
  const before = await storedValues(database);
  await migrateToLatest(database.db, database.pgSchema);
  // Compared before any read runs: some reads write (an audit entry, a link's expiry noted).
  lost = lostValues(before, await storedValues(database));
  server = await startTestServer({
    database,
    clock: new TestClock(new Date(recorded.readsAt)),
    env: FIXTURE_ENV,
  });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('a database of the release before, migrated', () => {
  it('answers every read as that release did', async () => {
    const answers = await askAll(server.url, recorded.answers);
    for (const [i, answer] of answers.entries()) {
      const before = recorded.answers[i];
      if (!before) throw new Error(`no recorded answer for ${answer.path}`);
      const { expected, actual } = asComparedToday(before, answer);
      expect(actual, `${answer.who} GET ${answer.path}`).toEqual(expected);
    }
    // Every read of every seeded feature, one request each: more than a single test's usual
    // allowance on a busy machine.
  }, 120_000);

  it('still stores every value it stored, under the same column name', async () => {
    expect(lost).toEqual([]);
  });

  it('keeps an audit chain that verifies', async () => {
    const report = await verifyAuditChain(database.db);
    expect(report).toMatchObject({ ok: true });
    expect(report.count).toBeGreaterThan(20);
  });
});

describe('a database of the release before, migrated and rolled back', () => {
  it('holds every value again, and only the tables it had', async () => {
    const fixture = await loadFixture(testDialect());
    try {
      const tables = () => ownTableNames(fixture);
      const [before, tablesBefore, migrations] = await Promise.all([
        storedValues(fixture),
        tables(),
        migratorOf(fixture.db, fixture.pgSchema).getMigrations(),
      ]);
      const last = migrations.filter((m) => m.executedAt !== undefined).at(-1)?.name ?? '';
      await migrateToLatest(fixture.db, fixture.pgSchema);
      const { error } = await migratorOf(fixture.db, fixture.pgSchema).migrateTo(last);
      expect(error).toBeUndefined();
      expect(await tables()).toEqual(tablesBefore);
      expect(lostValues(before, await storedValues(fixture))).toEqual([]);
    } finally {
      await fixture.drop();
    }
  });
});
