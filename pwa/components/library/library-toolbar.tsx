import { LayoutGrid, List, Search, SlidersHorizontal } from 'lucide-react';
import type { LibraryLayout } from './library-layout.ts';

const LAYOUTS = [
  { layout: 'grid', label: 'Grid view', icon: LayoutGrid },
  { layout: 'list', label: 'List view', icon: List },
] as const;

/** Search box, the Filter button and the grid/list toggle above the library. */
export function LibraryToolbar({
  search,
  onSearch,
  filterOpen,
  onToggleFilter,
  filterCount,
  filterPanelId,
  layout,
  onLayout,
}: {
  search: string;
  onSearch: (search: string) => void;
  filterOpen: boolean;
  onToggleFilter: () => void;
  filterCount: number;
  filterPanelId: string;
  layout: LibraryLayout;
  onLayout: (layout: LibraryLayout) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1" role="search">
        <label htmlFor="library-search" className="sr-only">
          Search videos
        </label>
        <Search
          size={18}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id="library-search"
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Search videos..."
          autoComplete="off"
          maxLength={200}
          className="block h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onToggleFilter}
          aria-expanded={filterOpen}
          aria-controls={filterPanelId}
          className={`inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-lg border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-none ${
            filterOpen || filterCount > 0
              ? 'border-brand-600 bg-brand-50 text-brand-700'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
          }`}
        >
          <SlidersHorizontal size={16} aria-hidden="true" /> Filter
          {filterCount > 0 ? (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
              {filterCount}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
        </button>
        <div
          role="group"
          aria-label="Layout"
          className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm"
        >
          {LAYOUTS.map(({ layout: option, label, icon: Icon }) => (
            <button
              key={option}
              type="button"
              aria-label={label}
              title={label}
              aria-pressed={layout === option}
              onClick={() => onLayout(option)}
              className={`flex h-8 w-9 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${
                layout === option
                  ? 'bg-brand-600 text-white'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
              }`}
            >
              <Icon size={18} aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
