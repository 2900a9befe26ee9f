/**
 * Test helper, run as its own process by queue.int.test.ts: another worker process on the same
 * database. It connects, says "ready", waits for a line on stdin, then claims jobs until none is
 * due and prints the claimed ids as JSON. Argument: JSON of { dataDir, databaseUrl, pgSchema }.
 */
import { once } from 'node:events';
import { systemClock } from '../clock.ts';
import { connectDb, type DbOptions } from '../db/connect.ts';
import { JOB_NAMES } from '../jobs/job-names.ts';
import { claimJob } from '../jobs/queue.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as DbOptions;
const { db, dialect } = connectDb(options);
await db.selectFrom('jobs').select('id').limit(1).execute();
process.stdout.write('ready\n');
await once(process.stdin, 'data');
const claimed: string[] = [];
for (;;) {
  const job = await claimJob(db, dialect, systemClock, { leaseMs: 60_000, names: JOB_NAMES });
  if (!job) break;
  claimed.push(job.id);
}
process.stdout.write(`${JSON.stringify(claimed)}\n`);
await db.destroy();
process.stdin.destroy();
