import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import {
  countOwnVideos,
  countSearchMatches,
  insertVideo,
  listOwnVideosPage,
  type LibraryCursor,
  type LibraryFilter,
} from './repo.ts';

/**
 * SQLite finds a search's videos either from the full-text matches (when they are few) or by
 * walking the advisor's videos newest first; both must give the same rows, in the same order,
 * page after page, and the same total. PostgreSQL has one way, checked against the same answers.
 */
let server: TestServer;
let anaId: string;

interface Seeded {
  id: string;
  advisorId: string;
  title: string;
  description: string | null;
  status: string;
  createdAt: string;
}
const seeded: Seeded[] = [];

const WORDS = ['Annuity review', 'Roth conversion', 'Estate plan', 'Quarterly update'];

beforeAll(async () => {
  server = await startTestServer();
  anaId = (await buildAdvisor(server)).advisor.id;
  const beaId = (await buildAdvisor(server)).advisor.id;
  const rows: Seeded[] = [];
  for (let i = 0; i < 60; i += 1) {
    // Pairs of videos share a minute, so the id decides their order.
    const createdAt = new Date(Date.UTC(2026, 6, 1, 12, Math.floor(i / 2))).toISOString();
    rows.push({
      id: randomUUID(),
      advisorId: i % 10 === 9 ? beaId : anaId,
      title: `${WORDS[i % WORDS.length] ?? ''} ${i}`,
      description: i % 3 === 0 ? null : i % 5 === 0 ? 'Your "Smith" trust, 100% funded' : 'For you',
      status: ['ready', 'failed', 'processing'][i % 3] ?? 'ready',
      createdAt,
    });
  }
  for (const row of rows) {
    await insertVideo(server.deps.db, {
      ...row,
      captionsEnabled: 1,
      includeProfilePicture: 0,
      updatedAt: row.createdAt,
    });
    seeded.push(row);
  }
});
afterAll(() => server.close());

/** What the library should answer: the advisor's matches, newest first, ties by id. */
function expected(filter: LibraryFilter): string[] {
  return seeded
    .filter(
      (v) =>
        v.advisorId === anaId &&
        `${v.title}\n${v.description ?? ''}`.toLowerCase().includes(filter.search) &&
        (filter.statuses.length === 0 || filter.statuses.includes(v.status)) &&
        (!filter.from || v.createdAt >= filter.from) &&
        (!filter.until || v.createdAt < filter.until),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .map((v) => v.id);
}

/** Every page of `filter`, seven at a time, by cursor; and the total. */
async function allPages(filter: LibraryFilter, matches: number | null) {
  const db = server.deps.db;
  const ids: string[] = [];
  let cursor: LibraryCursor | null = null;
  for (;;) {
    const rows = await listOwnVideosPage(db, anaId, filter, matches, cursor, 7);
    ids.push(...rows.map((row) => row.id));
    const last = rows.at(-1);
    if (rows.length < 7 || !last) break;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
  return { ids, total: await countOwnVideos(db, anaId, filter, matches) };
}

const filter = (search: string, more: Partial<LibraryFilter> = {}): LibraryFilter => ({
  search,
  statuses: [],
  from: null,
  until: null,
  ...more,
});

describe('a library search, found from its matches or by walking the videos', () => {
  it.each([
    ['a word in many titles', filter('annuity')],
    ['a word in a few', filter('roth conversion 1')],
    ['a word in none', filter('cryptocurrency')],
    ['quotes in a description', filter('"smith"')],
    ['a percent sign', filter('100%')],
    ['a word and a status', filter('review', { statuses: ['ready', 'failed'] })],
    [
      'a word and a range of days',
      filter('plan', { from: '2026-07-01T12:05:00.000Z', until: '2026-07-01T12:20:00.000Z' }),
    ],
    ['two letters', filter('it')],
  ])('gives the same pages and total for %s', async (_what, searched) => {
    const want = expected(searched);
    const matches = await countSearchMatches(server.deps.db, searched);
    // The real count (few here: from the matches) and one too large to start from them.
    for (const choice of [matches, Number.MAX_SAFE_INTEGER]) {
      const { ids, total } = await allPages(searched, choice);
      expect(ids).toEqual(want);
      expect(total).toBe(want.length);
    }
  });

  it('counts anyone’s matches on SQLite to choose, and none on PostgreSQL', async () => {
    const db = server.deps.db;
    const anyone = seeded.filter((v) => v.title.toLowerCase().includes('annuity')).length;
    const sqlite = server.deps.dialect === 'sqlite';
    expect(await countSearchMatches(db, filter('annuity'))).toBe(sqlite ? anyone : null);
    expect(await countSearchMatches(db, filter('it'))).toBeNull();
  });
});
