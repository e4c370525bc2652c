import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createViewportStore, deviceRefreshDelayMs } from '@/lib/device/viewport';

/** A window stand-in: a real EventTarget with a size that the test changes. */
function fakeWindow(width: number, height: number) {
  const target = new EventTarget();
  return Object.assign(target, {
    innerWidth: width,
    innerHeight: height,
    resizeTo(w: number, h: number) {
      this.innerWidth = w;
      this.innerHeight = h;
      target.dispatchEvent(new Event('resize'));
    },
  });
}

describe('the viewport store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('classifies phones, tablets and desktops by width', () => {
    expect(createViewportStore(fakeWindow(390, 844)).getSnapshot().device).toBe('mobile');
    expect(createViewportStore(fakeWindow(800, 1000)).getSnapshot().device).toBe('tablet');
    expect(createViewportStore(fakeWindow(1280, 800)).getSnapshot()).toEqual({
      width: 1280,
      height: 800,
      device: 'desktop',
    });
  });

  it('refreshes 50 ms after the last resize, once for a burst of resize events', () => {
    const win = fakeWindow(1280, 800);
    const store = createViewportStore(win);
    const listener = vi.fn();
    store.subscribe(listener);
    for (const width of [1200, 1000, 900, 390]) {
      win.resizeTo(width, 800);
      vi.advanceTimersByTime(deviceRefreshDelayMs - 10);
    }
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot().device).toBe('desktop');
    vi.advanceTimersByTime(10);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ width: 390, height: 800, device: 'mobile' });
  });

  it('keeps the same snapshot when the size did not change, and stops listening when unused', () => {
    const win = fakeWindow(800, 600);
    const store = createViewportStore(win);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    win.resizeTo(800, 600);
    vi.advanceTimersByTime(deviceRefreshDelayMs);
    expect(store.getSnapshot()).toBe(before);
    unsubscribe();
    win.resizeTo(400, 600);
    vi.advanceTimersByTime(deviceRefreshDelayMs);
    expect(listener).not.toHaveBeenCalled();
  });
});
