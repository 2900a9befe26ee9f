import type { LibraryStatusFilter, VideosPage, VideosSummary } from '../../shared/api/videos.ts';
import type { ListVideosQuery } from '../../shared/schemas/videos.ts';
import type { Db } from '../db/connect.ts';
import type { AppDeps } from '../deps.ts';
import { Invalid } from '../errors/domain-errors.ts';
import { endOfDay, isInstant, startOfDay } from '../../shared/schemas/dates.ts';
import { isUuid } from '../ids.ts';
import { presentVideos } from './present-videos.ts';
import {
  countAllOwnVideos,
  listOwnVideosPage,
  countOwnVideos,
  countSearchMatches,
  type LibraryCursor,
  type LibraryFilter,
} from './repo.ts';

/** What each filter of the library shows: a video being converted is still 'processing'. */
const STATUSES: Record<LibraryStatusFilter, readonly string[]> = {
  all: [],
  uploading: ['uploading'],
  processing: ['uploaded', 'processing'],
  ready: ['ready'],
  failed: ['failed'],
};

/** Cursors are opaque to the app: the last video's time and id, as base64url JSON. */
export const encodeCursor = (cursor: LibraryCursor) =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

export function decodeCursor(text: string): LibraryCursor {
  const bad = new Invalid('cursor is not one this server gave');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw bad;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw bad;
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !isInstant(createdAt) || !isUuid(String(id))) {
    throw bad;
  }
  return { createdAt, id: String(id) };
}

export function filterOf(query: ListVideosQuery): LibraryFilter {
  return {
    search: query.q.toLowerCase(),
    statuses: STATUSES[query.status],
    from: query.from ? startOfDay(query.from) : null,
    // `to` names a whole day: everything before the next one.
    until: query.to ? endOfDay(query.to) : null,
  };
}

/**
 * The rows of one library page, its next cursor and the count of all matches: the database's
 * part of listLibrary, apart so a benchmark can time it without HTTP.
 */
export async function findLibraryPage(db: Db, advisorId: string, query: ListVideosQuery) {
  const filter = filterOf(query);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const matches = await countSearchMatches(db, filter);
  // One more than asked tells whether another page follows.
  const rows = await listOwnVideosPage(db, advisorId, filter, matches, cursor, query.limit + 1);
  const page = rows.slice(0, query.limit);
  // A first page that holds every match is its own count: no second pass over the rows.
  const total =
    !cursor && rows.length <= query.limit
      ? rows.length
      : await countOwnVideos(db, advisorId, filter, matches);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor(last) : null;
  return { page, nextCursor, total };
}

/** The library: the advisor's videos matching the search and filters, a page at a time. */
export async function listLibrary(
  deps: AppDeps,
  advisorId: string,
  query: ListVideosQuery,
): Promise<VideosPage> {
  const { page, nextCursor, total } = await findLibraryPage(deps.db, advisorId, query);
  return { videos: await presentVideos(deps, page), nextCursor, total };
}

export async function summarizeLibrary(deps: AppDeps, advisorId: string): Promise<VideosSummary> {
  const [totalVideos, totalViews, unreadResponses] = await Promise.all([
    countAllOwnVideos(deps.db, advisorId),
    deps.shareLinks.totalViews(deps.db, advisorId),
    deps.viewerRecord.unreadResponses(deps.db, advisorId),
  ]);
  return { totalVideos, totalViews, unreadResponses };
}
