/**
 * The library query of GET /api/videos run in the bench's own process, through the server's
 * repository functions (server/videos/repo.ts) on a Kysely from server/db/connect.ts, so it is
 * the exact SQL the server runs, without Koa, the session lookup, validation or JSON.
 */
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import * as v from 'valibot';
import type { Db } from '../../server/db/connect.ts';
import type { Database } from '../../server/schema.ts';
import {
  countOwnVideos,
  countSearchMatches,
  listOwnVideosPage,
  type LibraryCursor,
  type LibraryFilter,
} from '../../server/videos/repo.ts';
import { decodeCursor, filterOf } from '../../server/videos/library-service.ts';
import { listVideosQuerySchema, type ListVideosQuery } from '../../shared/schemas/videos.ts';

/** A library request as the server's route sees it, from the same query string. */
export interface LibraryRequest {
  advisorId: string;
  query: ListVideosQuery;
  filter: LibraryFilter;
  cursor: LibraryCursor | null;
}

export function libraryRequest(advisorId: string, params: Record<string, string>): LibraryRequest {
  const query = v.parse(listVideosQuerySchema, params);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  return { advisorId, query, filter: filterOf(query), cursor };
}

/** `matches`: countSearchMatches' answer, which chooses how the page and count find rows. */
export const queryPage = (db: Db, req: LibraryRequest, matches: number | null) =>
  listOwnVideosPage(db, req.advisorId, req.filter, matches, req.cursor, req.query.limit + 1);
export const queryCount = (db: Db, req: LibraryRequest, matches: number | null) =>
  countOwnVideos(db, req.advisorId, req.filter, matches);

export interface QueryPlan {
  sql: string;
  /** SQLite's EXPLAIN QUERY PLAN, one step a line, indented by depth. */
  plan: string[];
}

/**
 * The page and count queries' SQL as Kysely compiles them, and SQLite's plan for each: a
 * second Kysely on the same file, identical but for a log hook that catches the SQL.
 */
export async function explainLibrary(file: string, req: LibraryRequest): Promise<QueryPlan[]> {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  const caught: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  let catching = false;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
    log(event) {
      if (catching && event.level === 'query') caught.push(event.query);
    },
  });
  try {
    const matches = await countSearchMatches(db, req.filter);
    catching = true;
    await queryPage(db, req, matches);
    await queryCount(db, req, matches);
    return caught.map(({ sql, parameters }) => {
      const rows = sqlite.prepare(`explain query plan ${sql}`).all(...parameters) as Array<{
        id: number;
        parent: number;
        detail: string;
      }>;
      const depth = new Map<number, number>([[0, 0]]);
      const plan = rows.map((row) => {
        const d = (depth.get(row.parent) ?? 0) + 1;
        depth.set(row.id, d);
        return `${'  '.repeat(d - 1)}${row.detail}`;
      });
      return { sql, plan };
    });
  } finally {
    await db.destroy();
  }
}
