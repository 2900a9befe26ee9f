import type { LibraryStatusFilter } from '../../../shared/api/videos.ts';
import type { LibraryQuery } from '../../api/videos.ts';

/** The Filter panel's choices; dates as the date inputs give them (YYYY-MM-DD or ''). */
export interface LibraryFilters {
  status: LibraryStatusFilter;
  from: string;
  to: string;
}

export const NO_FILTERS: LibraryFilters = { status: 'all', from: '', to: '' };

export const STATUS_FILTER_LABELS: Record<LibraryStatusFilter, string> = {
  all: 'All',
  uploading: 'Uploading',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
};

/** The same words as the server's check, shown under the date fields. */
export const DATE_RANGE_ERROR = 'The start date must be on or before the end date';

export function dateRangeError(filters: LibraryFilters): string | null {
  return filters.from && filters.to && filters.from > filters.to ? DATE_RANGE_ERROR : null;
}

/** How many filters narrow the list, for the Filter button's count. */
export function activeFilterCount(filters: LibraryFilters): number {
  return [filters.status !== 'all', filters.from !== '', filters.to !== ''].filter(Boolean).length;
}

/** Whether the advisor is searching or filtering (the empty state then says so). */
export function isNarrowed(search: string, filters: LibraryFilters): boolean {
  return search.trim() !== '' || activeFilterCount(filters) > 0;
}

/**
 * GET /api/videos's query for the search and filters; a date range the server would refuse
 * (start after end) is left out until the advisor fixes it.
 */
export function libraryQuery(search: string, filters: LibraryFilters): LibraryQuery {
  const query: LibraryQuery = {};
  const q = search.trim();
  if (q) query.q = q;
  if (filters.status !== 'all') query.status = filters.status;
  if (!dateRangeError(filters)) {
    if (filters.from) query.from = filters.from;
    if (filters.to) query.to = filters.to;
  }
  return query;
}

/** A day as YYYY-MM-DD in the browser's time zone, as a date input shows it. */
export function localDay(at: number): string {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Whether a recording kept on this device belongs in the filtered list. It is not uploaded,
 * so it shows under 'all' and 'uploading' only; search and dates work as on the server.
 */
export function draftMatches(
  draft: { title: string; description: string; createdAt: number },
  search: string,
  filters: LibraryFilters,
): boolean {
  if (filters.status !== 'all' && filters.status !== 'uploading') return false;
  const q = search.trim().toLowerCase();
  if (q && !draft.title.toLowerCase().includes(q) && !draft.description.toLowerCase().includes(q)) {
    return false;
  }
  if (dateRangeError(filters)) return true;
  const day = localDay(draft.createdAt);
  if (filters.from && day < filters.from) return false;
  if (filters.to && day > filters.to) return false;
  return true;
}
