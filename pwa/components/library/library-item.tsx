import type { ReactNode } from 'react';
import type { LibraryLayout } from './library-layout.ts';

/**
 * The frame of one library entry: a card in the grid, a row in the list. Its title is the one
 * link (stretched over the whole entry by `STRETCHED_LINK`), so each entry is one tab stop
 * and a screen reader hears the title, not every badge.
 */
export function LibraryItem({
  layout,
  thumbnail,
  children,
}: {
  layout: LibraryLayout;
  thumbnail: ReactNode;
  children: ReactNode;
}) {
  const frame =
    'group relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition ' +
    'hover:border-slate-300 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-offset-2';
  if (layout === 'grid') {
    return (
      <article className={`${frame} flex h-full flex-col`}>
        {thumbnail}
        <div className="flex flex-1 flex-col gap-2 p-4">{children}</div>
      </article>
    );
  }
  return (
    <article className={`${frame} flex items-start gap-3 p-3 sm:gap-4`}>
      <div className="w-28 shrink-0 overflow-hidden rounded-lg sm:w-44">{thumbnail}</div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">{children}</div>
    </article>
  );
}

/** The title link's classes: its ::after covers the entry, so the whole card is clickable. */
export const STRETCHED_LINK =
  'text-slate-900 outline-none after:absolute after:inset-0 after:content-[""] hover:text-brand-700';

/** The entry's title, clamped to two lines. */
export function ItemTitle({ children }: { children: ReactNode }) {
  return (
    <h2 className="line-clamp-2 text-base leading-snug font-semibold break-words">{children}</h2>
  );
}
