// Records the migration fixture (server/db/migration-fixtures/): run it on the code of the
// release before a schema change (a `git worktree` of that commit, with this file and
// server/test/migration-fixture/ copied in). For each dialect it starts the real app on a fresh
// database, seeds every feature through the HTTP API, dumps the database and its stored files,
// then asks every read endpoint and keeps the answers. server/db/migration-fixture.int.test.ts
// loads the dump, migrates it with today's code and expects the same answers.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/mine npx tsx scripts/make-migration-fixture.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Dialect } from '../server/db/connect.ts';
import { startCrmStandIn } from '../server/test/crm-stand-in.ts';
import { askAll } from '../server/test/migration-fixture/answers.ts';
import {
  FIXTURE_CLOCK_START,
  FIXTURE_ENV,
  answersFile,
} from '../server/test/migration-fixture/fixture-env.ts';
import { dumpFixture, fixtureDir } from '../server/test/migration-fixture/fixture-db.ts';
import { seedThroughApi } from '../server/test/migration-fixture/seed.ts';
import { startSmtpSink } from '../server/test/smtp-sink.ts';
import { createTestDatabase } from '../server/test/test-database.ts';
import { TestClock } from '../server/test/test-clock.ts';
import { startTestServer } from '../server/test/test-server.ts';

async function record(dialect: Dialect): Promise<void> {
  process.env.TEST_DIALECT = dialect;
  const [crm, smtp] = await Promise.all([startCrmStandIn(), startSmtpSink()]);
  const database = await createTestDatabase();
  const clock = new TestClock(new Date(FIXTURE_CLOCK_START));
  const server = await startTestServer({
    database,
    clock,
    env: {
      ...FIXTURE_ENV,
      SMTP_URL: smtp.url,
      REDTAIL_API_URL: `${crm.url}/redtail`,
      WEALTHBOX_API_URL: `${crm.url}/wealthbox`,
    },
  });
  try {
    const { reads } = await seedThroughApi(server, crm);
    await dumpFixture(database);
    const readsAt = clock.now().toISOString();
    const answers = await askAll(server.url, reads);
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    fs.writeFileSync(
      answersFile(dialect),
      `${JSON.stringify({ recordedWith: commit, readsAt, answers }, null, 1)}\n`,
    );
    console.log(
      `${dialect}: ${answers.length} answers in ${path.relative('.', fixtureDir(dialect))}`,
    );
  } finally {
    await server.close();
    await database.drop();
    await Promise.all([crm.close(), smtp.close()]);
  }
}

await record('sqlite');
if (process.env.TEST_DATABASE_URL) await record('postgres');
else console.log('postgres: skipped (TEST_DATABASE_URL is not set)');
