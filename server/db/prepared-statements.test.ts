import { describe, expect, it } from 'vitest';
import { isPreparable } from './prepared-statements.ts';

describe('which SQL texts PostgreSQL keeps prepared', () => {
  it('keeps lookups and writes, not transaction control', () => {
    expect(isPreparable('select "id" from "videos" where "id" = $1')).toBe(true);
    expect(isPreparable('insert into "jobs" ("id") values ($1)')).toBe(true);
    expect(isPreparable('begin')).toBe(false);
  });

  it('plans a pattern match for its own pattern every time', () => {
    expect(
      isPreparable(
        `select "id" from "videos" where lower(coalesce("videos"."title", '')) like $2 escape '\\'`,
      ),
    ).toBe(false);
  });
});
