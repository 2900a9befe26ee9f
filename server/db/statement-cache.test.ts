import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachingStatements } from './statement-cache.ts';

describe('cachingStatements', () => {
  it('prepares each SQL text once and drops the least recently used past its limit', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const database = cachingStatements(sqlite, 2);
    try {
      const one = database.prepare('select 1 as n');
      expect(database.prepare('select 1 as n')).toBe(one);
      const two = database.prepare('select 2 as n');
      // Using `one` again makes `two` the least recently used, so the third text evicts it.
      database.prepare('select 1 as n');
      database.prepare('select 3 as n');
      expect(database.prepare('select 1 as n')).toBe(one);
      expect(database.prepare('select 2 as n')).not.toBe(two);
      expect(database.prepare('select 2 as n').all([])).toEqual([{ n: 2 }]);
    } finally {
      database.close();
    }
  });
});
