import { describe, expect, it, vi } from 'vitest';

import { isChunkLoadError, reloadOnce } from '@/lib/updates/reload-guard';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('reloadOnce', () => {
  it('reloads once per path within 10 s, again after that', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, '/blog', 1_000, reload)).toBe(true);
    expect(reloadOnce(storage, '/blog', 5_000, reload)).toBe(false);
    expect(reloadOnce(storage, '/events', 5_000, reload)).toBe(true);
    expect(reloadOnce(storage, '/blog', 11_001, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});

describe('isChunkLoadError', () => {
  it('knows the chunk failures of the bundlers and browsers', () => {
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });
});
