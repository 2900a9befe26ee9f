import { useId } from 'react';
import { LIBRARY_STATUS_FILTERS } from '../../../shared/api/videos.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import {
  activeFilterCount,
  dateRangeError,
  NO_FILTERS,
  STATUS_FILTER_LABELS,
  type LibraryFilters,
} from './library-filters.ts';

const DATE_INPUT =
  'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm focus:ring-2 focus:outline-none';

/** The library's filters: where a video stands, and the days it was recorded between. */
export function FilterPanel({
  id,
  filters,
  onChange,
}: {
  id: string;
  filters: LibraryFilters;
  onChange: (filters: LibraryFilters) => void;
}) {
  const fieldId = useId();
  const error = dateRangeError(filters);
  const errorId = `${fieldId}-range-error`;
  // Wrapped: the button's own inline-flex would fight a `hidden` on it.
  const clearButton = (shownOn: string) => (
    <div className={shownOn}>
      <Button
        variant="ghost"
        className="w-full"
        disabled={activeFilterCount(filters) === 0}
        onClick={() => onChange(NO_FILTERS)}
      >
        Clear filters
      </Button>
    </div>
  );
  const dateBorder = error
    ? 'border-red-400 focus:ring-red-200'
    : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100';
  return (
    <Card id={id} className="p-4 sm:p-5">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">Status</legend>
          <div className="flex flex-wrap gap-2">
            {LIBRARY_STATUS_FILTERS.map((status) => (
              <button
                key={status}
                type="button"
                aria-pressed={filters.status === status}
                onClick={() => onChange({ ...filters, status })}
                className={`rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  filters.status === status
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                }`}
              >
                {STATUS_FILTER_LABELS[status]}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-700">Recorded between</legend>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
            <div>
              <label htmlFor={`${fieldId}-from`} className="mb-1 block text-xs text-slate-500">
                From
              </label>
              <input
                id={`${fieldId}-from`}
                type="date"
                value={filters.from}
                max={filters.to || undefined}
                onChange={(event) => onChange({ ...filters, from: event.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={`${DATE_INPUT} ${dateBorder}`}
              />
            </div>
            <div>
              <label htmlFor={`${fieldId}-to`} className="mb-1 block text-xs text-slate-500">
                To
              </label>
              <input
                id={`${fieldId}-to`}
                type="date"
                value={filters.to}
                min={filters.from || undefined}
                onChange={(event) => onChange({ ...filters, to: event.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={`${DATE_INPUT} ${dateBorder}`}
              />
            </div>
            {clearButton('hidden sm:block')}
          </div>
          {error ? (
            <p id={errorId} className="text-sm text-red-600" role="alert">
              {error}
            </p>
          ) : null}
          {/* On a phone it goes under the dates, after any error about them. */}
          {clearButton('sm:hidden')}
        </fieldset>
      </div>
    </Card>
  );
}
