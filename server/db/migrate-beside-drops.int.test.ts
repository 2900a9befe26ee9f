import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../test/test-database.ts';

/**
 * Another application (or another test file) on the same PostgreSQL server creates and drops
 * schemas while this one starts: the migrator's catalog read must not fail the start.
 */
describe.runIf(testDialect() === 'postgres')('migrating beside schemas being dropped', () => {
  it('migrates every fresh database while another session churns schemas', async () => {
    const churn = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await churn.connect();
    let churning = true;
    const churned = (async () => {
      let n = 0;
      while (churning) {
        const schema = `churn_${process.pid}_${n++}`;
        await churn.query(`create schema ${schema}`);
        await churn.query(
          `create table ${schema}.t (id serial primary key, a text, b text, c text, d text)`,
        );
        await churn.query(`drop schema ${schema} cascade`);
      }
      return n;
    })();
    try {
      for (let round = 0; round < 8; round += 1) {
        const database = await createTestDatabase();
        await database.drop();
      }
    } finally {
      churning = false;
      expect(await churned).toBeGreaterThan(15);
      await churn.end();
    }
    // Eight databases migrated from nothing: more than a single test's usual allowance.
  }, 120_000);
});
