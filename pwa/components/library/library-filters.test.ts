import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DATE_RANGE_ERROR,
  dateRangeError,
  draftMatches,
  isNarrowed,
  libraryQuery,
  localDay,
  NO_FILTERS,
} from './library-filters.ts';

describe('libraryQuery', () => {
  it('sends nothing for an empty search and no filters', () => {
    expect(libraryQuery('', NO_FILTERS)).toEqual({});
    expect(libraryQuery('   ', NO_FILTERS)).toEqual({});
  });

  it('sends the trimmed search, the status and the dates', () => {
    expect(
      libraryQuery('  tax ', { status: 'ready', from: '2026-01-01', to: '2026-01-31' }),
    ).toEqual({ q: 'tax', status: 'ready', from: '2026-01-01', to: '2026-01-31' });
  });

  it('leaves out a date range that ends before it starts', () => {
    const filters = { status: 'failed' as const, from: '2026-02-01', to: '2026-01-01' };
    expect(dateRangeError(filters)).toBe(DATE_RANGE_ERROR);
    expect(libraryQuery('', filters)).toEqual({ status: 'failed' });
  });

  it('accepts a one-day range', () => {
    expect(dateRangeError({ status: 'all', from: '2026-01-05', to: '2026-01-05' })).toBeNull();
  });
});

describe('activeFilterCount and isNarrowed', () => {
  it('counts status and each date', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ status: 'ready', from: '2026-01-01', to: '' })).toBe(2);
    expect(isNarrowed('', NO_FILTERS)).toBe(false);
    expect(isNarrowed(' x ', NO_FILTERS)).toBe(true);
    expect(isNarrowed('', { ...NO_FILTERS, to: '2026-01-01' })).toBe(true);
  });
});

describe('draftMatches', () => {
  const createdAt = new Date(2026, 0, 15, 10, 0).getTime();
  const draft = { title: 'Quarterly Review', description: 'Where the ROTH stands', createdAt };

  it('matches the title or description without regard to case', () => {
    expect(draftMatches(draft, '', NO_FILTERS)).toBe(true);
    expect(draftMatches(draft, 'quarterly', NO_FILTERS)).toBe(true);
    expect(draftMatches(draft, 'roth', NO_FILTERS)).toBe(true);
    expect(draftMatches(draft, 'estate', NO_FILTERS)).toBe(false);
  });

  it('shows under All and Uploading only', () => {
    expect(draftMatches(draft, '', { ...NO_FILTERS, status: 'uploading' })).toBe(true);
    expect(draftMatches(draft, '', { ...NO_FILTERS, status: 'ready' })).toBe(false);
    expect(draftMatches(draft, '', { ...NO_FILTERS, status: 'processing' })).toBe(false);
  });

  it('keeps to the date range, inclusive, by the local day', () => {
    expect(localDay(createdAt)).toBe('2026-01-15');
    const range = (from: string, to: string) => ({ status: 'all' as const, from, to });
    expect(draftMatches(draft, '', range('2026-01-15', '2026-01-15'))).toBe(true);
    expect(draftMatches(draft, '', range('2026-01-16', ''))).toBe(false);
    expect(draftMatches(draft, '', range('', '2026-01-14'))).toBe(false);
  });
});
