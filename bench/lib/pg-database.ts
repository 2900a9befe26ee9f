/**
 * Throwaway PostgreSQL databases for benches, and the CPU their server processes use: a
 * PostgreSQL backend is a process of its own, so a bench that counts only Node's CPU would
 * leave out the half of each request the database does.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { cpuSecondsOfAll } from './cpu.ts';

/** The PostgreSQL server the benches use, unless BENCH_DATABASE_URL names another. */
export const benchDatabaseServer = () =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function runSql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A database of its own on the PostgreSQL server, so the bench never touches real data. */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `briefcast_bench_${randomBytes(4).toString('hex')}`;
  await runSql(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runSql(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * The backends serving one database, by process id. Other engineers' tests share the server;
 * only this database's backends are the bench's.
 */
export async function backendPids(database: BenchDatabase): Promise<number[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database.name],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds of a database's backends so far. Read before and after a measurement over the
 * same pids: a backend that ended between the reads takes its CPU with it (so the server's pool
 * must keep its connections through the measurement, which a warm-up of the same load does).
 */
export async function backendCpu(database: BenchDatabase) {
  const pids = await backendPids(database);
  return { pids, seconds: cpuSecondsOfAll(pids) };
}
