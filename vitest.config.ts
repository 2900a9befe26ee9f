import { defineConfig } from 'vitest/config';

/**
 * Unit tests run once. Integration tests (`*.int.test.ts`, a real server on port 0) run on a
 * fresh SQLite file, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const integration = ['{server,pwa}/**/*.int.test.ts'];
/**
 * A timeout finds a hang; it is not a speed check (those live in bench/). Integration tests hash
 * passwords, run ffmpeg and wait for jobs, which on a busy 2-core machine take many times their
 * quiet-machine time.
 */
const slow = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    /*
     * Two test files at a time even on 2 cores (vitest's default is cores - 1, so one): an
     * integration file spends most of its time waiting on its server, ffmpeg, SMTP or a job, and
     * each has a database of its own (a SQLite file, a PostgreSQL schema), so they do not meet.
     */
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{server,shared,pwa,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
        },
      },
      { test: { name: 'sqlite', include: integration, env: { TEST_DIALECT: 'sqlite' }, ...slow } },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'postgres',
                include: integration,
                env: { TEST_DIALECT: 'postgres' },
                ...slow,
              },
            },
          ]
        : []),
    ],
  },
});
