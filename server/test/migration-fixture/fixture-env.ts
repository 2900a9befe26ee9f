import path from 'node:path';
import type { Dialect } from '../../db/connect.ts';
import { fixtureDir } from './fixture-db.ts';

/** The recording's clock starts here; the replay sets its clock to when the reads were made. */
export const FIXTURE_CLOCK_START = '2026-06-01T09:00:00.000Z';

/**
 * The configuration the fixture is made and replayed with. The integrations key is a test key
 * the fixture's sealed CRM credentials were sealed with; it protects nothing real.
 */
export const FIXTURE_ENV: Record<string, string> = {
  INTEGRATIONS_KEY: Buffer.alloc(32, 'briefcast-migration-fixture').toString('base64'),
  OUTBOUND_ALLOW_PRIVATE: 'true',
  OUTBOUND_ALLOW_HTTP: 'true',
};

export const answersFile = (dialect: Dialect) => path.join(fixtureDir(dialect), 'answers.json');
