import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const check = path.resolve('scripts/check-imports.mjs');
const OWNERS = 'server/db/table-owners.json';
const scratchDirs: string[] = [];
// Each case copies the code and parses all of it (seconds alone; far longer on a loaded machine).
const CHECK_TIMEOUT_MS = 120_000;

/** A copy of this repository's code (server/, pwa/, shared/) in a new folder, to plant faults in. */
function copyOfRepo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-imports-'));
  scratchDirs.push(dir);
  for (const top of ['server', 'pwa', 'shared']) {
    fs.cpSync(top, path.join(dir, top), { recursive: true });
  }
  return dir;
}

function plant(dir: string, rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
}

function runCheck(dir: string) {
  const run = spawnSync(process.execPath, [check, dir], {
    encoding: 'utf8',
    timeout: CHECK_TIMEOUT_MS,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const query = (table: string) =>
  `import type { Db } from '../db/connect.ts';\n` +
  `export const peek = (db: Db) => db.selectFrom('${table}').selectAll().execute();\n`;

afterEach(() => {
  for (const dir of scratchDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('check:imports, table ownership', () => {
  it(
    'passes on the code as it is',
    () => {
      const result = runCheck(copyOfRepo());
      expect(result.output).toContain('no folder cycle');
      expect(result.status).toBe(0);
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    "fails when a feature's repo queries a table another folder owns",
    () => {
      const dir = copyOfRepo();
      plant(dir, 'server/share/peek-repo.ts', query('videos'));
      const result = runCheck(dir);
      expect(result.status).toBe(1);
      expect(result.output).toContain(
        "server/share/peek-repo.ts:2 names table videos, owned by server/videos: ask server/videos's service instead",
      );
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    'fails on a join, an aliased table and raw SQL naming another folder’s table',
    () => {
      const dir = copyOfRepo();
      plant(
        dir,
        'server/compliance/peek-repo.ts',
        `import { sql } from 'kysely';\n` +
          `import type { Db } from '../db/connect.ts';\n` +
          `export const a = (db: Db) =>\n` +
          `  db.selectFrom('videoReviews').innerJoin('advisors as who', 'who.id', 'videoReviews.reviewerId').selectAll().execute();\n` +
          `export const b = (db: Db) => sql\`select count(*) from viewer_sessions\`.execute(db);\n`,
      );
      const result = runCheck(dir);
      expect(result.status).toBe(1);
      expect(result.output).toContain(
        'peek-repo.ts:4 names table advisors, owned by server/accounts',
      );
      expect(result.output).toContain(
        'peek-repo.ts:5 names table viewerSessions, owned by server/share',
      );
      expect(result.output).not.toContain('names table videoReviews');
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    'fails when a file of the owning folder that is not a repo queries its table',
    () => {
      const dir = copyOfRepo();
      plant(dir, 'server/videos/peek.ts', query('videos'));
      const result = runCheck(dir);
      expect(result.status).toBe(1);
      expect(result.output).toContain(
        'server/videos/peek.ts:2 names table videos, owned by server/videos: move the query into a repo file',
      );
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    'fails on a table with no owner, and on a pending exception that no longer applies',
    () => {
      const dir = copyOfRepo();
      const owners = JSON.parse(fs.readFileSync(path.join(dir, OWNERS), 'utf8'));
      owners.owners.share = owners.owners.share.filter((table: string) => table !== 'signingKeys');
      owners.pending.push({ file: 'server/share/repo.ts', table: 'videos', why: 'planted' });
      plant(dir, OWNERS, JSON.stringify(owners));
      const result = runCheck(dir);
      expect(result.status).toBe(1);
      expect(result.output).toContain('table signingKeys has no owning folder');
      expect(result.output).toContain('pending server/share/repo.ts / videos no longer queries it');
    },
    CHECK_TIMEOUT_MS,
  );
});
