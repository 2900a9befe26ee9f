// `node scripts/check-lockfile.mjs [project dir]`: the first step of CI. Fails, naming the
// problem, when a fresh machine could not install exactly what package-lock.json names:
//   - a lock entry has no `version` (npm's arborist then stops every install with
//     "Invalid Version:"), or
//   - package.json and the lockfile disagree (what `npm ci` refuses as "not in sync").
// The second check runs npm's own `npm ci --dry-run` on a copy of the two files in a scratch
// folder with an empty cache, so neither an installed node_modules nor a warm cache hides it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const project = path.resolve(process.argv[2] ?? '.');
const lockPath = path.join(project, 'package-lock.json');

function fail(lines) {
  console.error(`Lockfile check failed (${lockPath}):`);
  for (const line of lines) console.error(`  ${line}`);
  console.error('Fix: regenerate it with `npm install --package-lock-only`, then check that');
  console.error('`npm_config_cache=$(mktemp -d) npm ci` installs from a clean clone.');
  process.exit(1);
}

if (!fs.existsSync(lockPath)) fail(['there is no package-lock.json']);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));

const unversioned = Object.entries(lock.packages ?? {})
  .filter(([where, entry]) => where !== '' && !entry.link && !entry.version)
  .map(([where]) => where);
if (unversioned.length > 0) {
  fail([
    `${unversioned.length} entries have no "version" (npm ci stops with "Invalid Version"):`,
    ...unversioned.slice(0, 10).map((where) => `  ${where}`),
    ...(unversioned.length > 10 ? [`  … and ${unversioned.length - 10} more`] : []),
  ]);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lockfile-check-'));
try {
  for (const file of ['package.json', 'package-lock.json']) {
    fs.copyFileSync(path.join(project, file), path.join(scratch, file));
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(
    npm,
    ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    {
      cwd: scratch,
      encoding: 'utf8',
      env: { ...process.env, npm_config_cache: path.join(scratch, '.npm-cache') },
      timeout: 120_000,
    },
  );
  if (run.status !== 0) {
    const lines = `${run.stderr}\n${run.stdout}`
      .split('\n')
      .map((line) => line.replace(/^npm error ?/, '').trim());
    // npm follows its reason with the command's whole usage text: keep the reason.
    const usage = lines.findIndex((line) => /^Clean install a project/.test(line));
    const said = (usage === -1 ? lines : lines.slice(0, usage)).filter(
      (line) => line && !/^code E|complete log of this run/i.test(line),
    );
    fail([
      'package.json and package-lock.json disagree (npm ci --dry-run refused them):',
      ...said.slice(0, 12).map((line) => `  ${line}`),
      ...(run.error ? [`  ${run.error.message}`] : []),
    ]);
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
console.log(`package-lock.json is whole and in step with package.json`);
