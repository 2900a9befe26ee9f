import { describe, expect, it } from 'vitest';
import { LAYOUT_STORAGE_KEY, parseLayout, readLayout, writeLayout } from './library-layout.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('library layout', () => {
  it('is grid unless list was chosen', () => {
    expect(parseLayout(null)).toBe('grid');
    expect(parseLayout('list')).toBe('list');
    expect(parseLayout('table')).toBe('grid');
  });

  it('remembers the choice', () => {
    const storage = memoryStorage();
    expect(readLayout(storage)).toBe('grid');
    writeLayout(storage, 'list');
    expect(storage.getItem(LAYOUT_STORAGE_KEY)).toBe('list');
    expect(readLayout(storage)).toBe('list');
  });

  it('falls back to grid when storage refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readLayout(broken)).toBe('grid');
    expect(() => writeLayout(broken, 'list')).not.toThrow();
    expect(readLayout(undefined)).toBe('grid');
  });
});
