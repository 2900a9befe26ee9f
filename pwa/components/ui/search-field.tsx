import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

/**
 * A search box: the input (its own props and classes, which leave room on the left with
 * `pl-9`) with the magnifying glass drawn inside it.
 */
export function SearchField(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <div className="relative">
      <Search
        size={16}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
      />
      <input type="search" {...props} />
    </div>
  );
}
