import { Link } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useDismiss } from './ui/use-dismiss.ts';

export interface NavItem {
  to:
    | '/video-library'
    | '/scripted-content'
    | '/coming-soon'
    | '/compliance'
    | '/pricing'
    | '/dashboard';
  label: string;
}

/**
 * The header's links on a phone, where the bar has no room for them: a Menu button opening
 * the same links as a list. Hidden from the medium breakpoint up, where the bar shows them.
 */
export function MobileNav({ items }: { items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container);
  return (
    <div ref={container} className="relative md:hidden">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-label="Menu"
        className="flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
      </button>
      {open ? (
        <nav
          aria-label="Main"
          className="absolute right-0 z-30 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              onClick={close}
              className="block px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
              activeProps={{ className: 'text-brand-700' }}
            >
              {item.label}
            </Link>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
