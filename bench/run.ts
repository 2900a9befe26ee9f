import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatTable, writeResult, type BenchResult } from './lib/report.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Every top-level bench/*.ts except this runner is a benchmark; helpers live in bench/lib/. */
function availableBenchmarks(): string[] {
  return fs
    .readdirSync(BENCH_DIR, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && entry.name !== 'run.ts')
    .map((entry) => entry.name.slice(0, -'.ts'.length))
    .sort();
}

function isBenchModule(value: unknown): value is { run: () => Promise<BenchResult> } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { run?: unknown }).run === 'function'
  );
}

async function main(): Promise<void> {
  const available = availableBenchmarks();
  const name = process.argv[2];
  if (!name || !available.includes(name)) {
    const shown = name ? `unknown benchmark "${name}"` : 'no benchmark named';
    console.error(`bench: ${shown}. Available: ${available.join(', ') || '(none)'}`);
    console.error('usage: npm run bench -- <name>');
    process.exitCode = 1;
    return;
  }

  const mod: unknown = await import(pathToFileURL(path.join(BENCH_DIR, `${name}.ts`)).href);
  if (!isBenchModule(mod)) throw new Error(`bench/${name}.ts does not export run()`);
  const result = await mod.run();
  console.log(formatTable(result));
  const file = writeResult(path.join(BENCH_DIR, 'results'), result);
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
}
