import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What every benchmark module's `run()` resolves to. */
export interface BenchResult {
  name: string;
  figures: Record<string, number | string>;
  notes?: string[];
}

/** Figures as a two-column table, numbers right-aligned so magnitudes line up by eye. */
export function formatTable(result: BenchResult): string {
  const rows = Object.entries(result.figures).map(([key, value]) => [key, String(value)] as const);
  const keyWidth = Math.max(...rows.map(([key]) => key.length), 'figure'.length);
  const valueWidth = Math.max(...rows.map(([, value]) => value.length), 'value'.length);
  const lines = [
    `${'figure'.padEnd(keyWidth)}  ${'value'.padStart(valueWidth)}`,
    `${'-'.repeat(keyWidth)}  ${'-'.repeat(valueWidth)}`,
    ...rows.map(([key, value]) => `${key.padEnd(keyWidth)}  ${value.padStart(valueWidth)}`),
  ];
  for (const note of result.notes ?? []) lines.push(`note: ${note}`);
  return lines.join('\n');
}

/**
 * Writes bench/results/<name>.json with the machine it ran on, because figures from a
 * laptop and from CI are only comparable when you can tell them apart.
 */
export function writeResult(resultsDir: string, result: BenchResult): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${result.name}.json`);
  const record = {
    name: result.name,
    timestamp: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    totalMemoryBytes: os.totalmem(),
    figures: result.figures,
    notes: result.notes ?? [],
  };
  fs.writeFileSync(file, JSON.stringify(record, null, 2) + '\n');
  return file;
}
