import { afterEach, describe, expect, it, vi } from 'vitest';

import { memoized, reloadMemoized } from '@/lib/cms/memo';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('memoized', () => {
  it('answers from memory only: the seed until the first load, then the loaded value', async () => {
    let release: (value: number) => void = () => {};
    const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const memo = memoized('test:seed', load, { everyMs: 60_000, seed: () => 1 });
    expect(load).toHaveBeenCalledTimes(1);
    // Reading while the load is under way neither waits nor asks again.
    expect(memo.current()).toBe(1);
    expect(memo.current()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    release(2);
    await settle();
    expect(memo.current()).toBe(2);
  });

  it('keeps the value when the CMS fails, and tries again on the next round', async () => {
    vi.useFakeTimers();
    let cmsDown = false;
    const load = vi.fn(() =>
      cmsDown ? Promise.reject(new Error('CMS down')) : Promise.resolve(load.mock.calls.length),
    );
    const memo = memoized('test:fails', load, { everyMs: 30_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(memo.current()).toBe(1);
    cmsDown = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(memo.current()).toBe(1);
    cmsDown = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(memo.current()).toBe(3);
  });

  it('without a seed, says nothing (undefined) until the CMS has answered', async () => {
    const load = vi.fn(() => Promise.reject(new Error('CMS down')));
    const memo = memoized('test:no-seed', load, { everyMs: 60_000 });
    expect(memo.current()).toBeUndefined();
    // Waiting for the first load waits once: a failed CMS is not asked again for each reader.
    expect(await memo.settled()).toBeUndefined();
    expect(await memo.settled()).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a reload by name (the webhook) reaches every copy, and beats a load begun before it', async () => {
    let published = 'old';
    let releaseSlowLoad: () => void = () => {};
    const slowOld = new Promise<string>((resolve) => {
      releaseSlowLoad = () => resolve('old');
    });
    // The first load reads the CMS before the publish and answers after it.
    const load = vi.fn(() => (load.mock.calls.length === 1 ? slowOld : Promise.resolve(published)));
    const proxyCopy = memoized('test:rules', load, { everyMs: 60_000 });
    // Another bundle's copy of the module: the same value, not a second load.
    const otherCopy = memoized('test:rules', () => Promise.resolve('never used'), { everyMs: 60_000 });
    published = 'new';
    await reloadMemoized(['test:rules', 'test:unknown']);
    releaseSlowLoad();
    await settle();
    expect(proxyCopy.current()).toBe('new');
    expect(otherCopy.current()).toBe('new');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
