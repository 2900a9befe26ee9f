import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadConfig } from './config.ts';

// The configuration tables: the main one in README.md, storage's and the offload's in the
// operator's guide.
const readme = ['README.md', 'docs/operations.md']
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');
const example = fs.readFileSync('.env.example', 'utf8');
/** `NAME=value` lines of .env.example. */
const exampleValues = Object.fromEntries(
  example
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

describe('the documented configuration', () => {
  it.each(ENV_VARIABLES)(
    'README.md or docs/operations.md has %s in a configuration table',
    (name) => {
      const rows = readme.split('\n').filter((line) => line.startsWith('|'));
      expect(rows.some((row) => row.includes(`\`${name}\``))).toBe(true);
    },
  );

  it('.env.example lists exactly the variables the server reads', () => {
    expect(Object.keys(exampleValues).sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('.env.example, taken as it is, is a valid configuration', () => {
    expect(() => loadConfig(exampleValues, [])).not.toThrow();
  });
});
