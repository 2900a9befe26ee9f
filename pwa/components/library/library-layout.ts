import { useCallback, useState } from 'react';

/** Cards in a grid of 1-3 columns, or one row per video (the grid/list toggle). */
export type LibraryLayout = 'grid' | 'list';

export const LAYOUT_STORAGE_KEY = 'briefcast.library.layout';

export function parseLayout(value: string | null | undefined): LibraryLayout {
  return value === 'list' ? 'list' : 'grid';
}

/** The remembered layout; grid when none is stored or storage is off (private mode, policy). */
export function readLayout(storage: Pick<Storage, 'getItem'> | undefined): LibraryLayout {
  try {
    return parseLayout(storage?.getItem(LAYOUT_STORAGE_KEY));
  } catch {
    return 'grid';
  }
}

export function writeLayout(storage: Pick<Storage, 'setItem'> | undefined, layout: LibraryLayout) {
  try {
    storage?.setItem(LAYOUT_STORAGE_KEY, layout);
  } catch {
    // Not remembered, still applied: storage full or disabled.
  }
}

const browserStorage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The library's layout, remembered in this browser. */
export function useLibraryLayout(): [LibraryLayout, (layout: LibraryLayout) => void] {
  const [layout, setLayout] = useState<LibraryLayout>(() => readLayout(browserStorage()));
  const choose = useCallback((next: LibraryLayout) => {
    setLayout(next);
    writeLayout(browserStorage(), next);
  }, []);
  return [layout, choose];
}
