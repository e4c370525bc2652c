import { describe, expect, it, vi } from 'vitest';

import { memoized, reloadMemoized } from '@/lib/cms/memo';

describe('memoized', () => {
  it('serves the old value while reloading, and keeps it when the CMS fails', async () => {
    let cmsDown = false;
    const load = vi.fn(async () => {
      if (cmsDown) throw new Error('CMS down');
      return 1;
    });
    const memo = memoized('test:fails', load, 0);
    expect(await memo.get()).toBe(1);
    cmsDown = true;
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await memo.get()).toBe(1);
    expect(await memo.refresh(0)).toBe(1);
    // The background reload and the refresh are one request.
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not make every request wait while a first load keeps failing', async () => {
    const load = vi.fn(() => Promise.reject(new Error('CMS down')));
    const memo = memoized('test:first-fails', load, 60_000);
    expect(await memo.get()).toBeUndefined();
    const started = Date.now();
    expect(await memo.get()).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('reloads on demand at most once per minimum age', async () => {
    const load = vi.fn(async () => load.mock.calls.length);
    const memo = memoized('test:refresh', load, 60_000);
    await memo.get();
    expect(await memo.refresh(5_000)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await memo.refresh(0)).toBe(2);
  });

  it('a reload by name (the webhook) reaches every copy, and beats a load begun before it', async () => {
    let published = 'old';
    let releaseSlowLoad: () => void = () => {};
    const slowOld = new Promise<string>((resolve) => {
      releaseSlowLoad = () => resolve('old');
    });
    // The first load reads the CMS before the publish and answers after it.
    const load = vi.fn(() => (load.mock.calls.length === 1 ? slowOld : Promise.resolve(published)));
    const proxyCopy = memoized('test:rules', load, 60_000);
    const otherCopy = memoized('test:rules', async () => published, 60_000);
    const first = proxyCopy.get();
    expect(await otherCopy.get()).toBe('old');
    published = 'new';
    await reloadMemoized(['test:rules', 'test:unknown']);
    releaseSlowLoad();
    await first;
    expect(await proxyCopy.get()).toBe('new');
    expect(await otherCopy.get()).toBe('new');
  });
});
