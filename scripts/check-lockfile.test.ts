import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// Each case runs npm itself (about a second alone; far longer on a loaded machine).
const NPM_TIMEOUT_MS = 60_000;

const guard = path.resolve('scripts/check-lockfile.mjs');
const scratchDirs: string[] = [];

interface Files {
  pkg: Record<string, unknown>;
  lock: { packages: Record<string, Record<string, unknown>> } & Record<string, unknown>;
}

/** A copy of this repository's package.json and lockfile, changed by `edit`, in a new folder. */
function projectWith(edit: (files: Files) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-guard-'));
  scratchDirs.push(dir);
  const files: Files = {
    pkg: JSON.parse(fs.readFileSync('package.json', 'utf8')),
    lock: JSON.parse(fs.readFileSync('package-lock.json', 'utf8')),
  };
  edit(files);
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(files.pkg, null, 2));
  fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(files.lock, null, 2));
  return dir;
}

function runGuard(dir: string) {
  const run = spawnSync(process.execPath, [guard, dir], { encoding: 'utf8', timeout: 150_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterEach(() => {
  for (const dir of scratchDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the lockfile guard', { timeout: NPM_TIMEOUT_MS }, () => {
  it('passes the repository as committed', () => {
    const result = runGuard(projectWith(() => {}));
    expect(result.output).toContain('in step with package.json');
    expect(result.status).toBe(0);
  });

  it('fails, naming them, when lock entries have no version (npm ci: "Invalid Version")', () => {
    const result = runGuard(
      projectWith(({ lock }) => {
        // The shape of the lockfile that stopped every fresh install: optional platform
        // packages nested under their parent, with no version.
        lock.packages['node_modules/rollup/node_modules/@rollup/rollup-darwin-arm64'] = {
          dev: true,
          optional: true,
        };
        lock.packages['node_modules/node-llama-cpp/node_modules/@node-llama-cpp/win-x64'] = {
          optional: true,
        };
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('2 entries have no "version"');
    expect(result.output).toContain('@rollup/rollup-darwin-arm64');
    expect(result.output).toContain('@node-llama-cpp/win-x64');
  });

  it('fails when package.json asks for what the lockfile does not hold', () => {
    const result = runGuard(
      projectWith(({ pkg }) => {
        (pkg.dependencies as Record<string, string>).kysely = '^0.29.0';
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('package.json and package-lock.json disagree');
    expect(result.output).toMatch(/kysely@0\.28\.\d+ does not satisfy/);
  });
});
