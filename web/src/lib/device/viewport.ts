import { useSyncExternalStore } from 'react';

/** SPEC 9: device information is refreshed 50 ms after the last resize event. */
export const deviceRefreshDelayMs = 50;

export type Device = 'mobile' | 'tablet' | 'desktop';
export type Viewport = { width: number; height: number; device: Device };

// The Tailwind breakpoints the layouts use: below `md` a phone, below `lg` a tablet.
const deviceOf = (width: number): Device => (width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop');

type ViewportSource = Pick<Window, 'innerWidth' | 'innerHeight' | 'addEventListener' | 'removeEventListener'>;

/**
 * The viewport as an external store: one resize listener however many components read it, and a new
 * snapshot only once resizing has paused for `delayMs` (a drag fires dozens of events).
 */
export function createViewportStore(source: ViewportSource, delayMs = deviceRefreshDelayMs) {
  const read = (): Viewport => ({
    width: source.innerWidth,
    height: source.innerHeight,
    device: deviceOf(source.innerWidth),
  });
  let current = read();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  // A new snapshot object only for a new size: React re-renders whenever the snapshot's identity changes.
  const refresh = () => {
    const next = read();
    if (next.width === current.width && next.height === current.height) return false;
    current = next;
    return true;
  };
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (refresh()) listeners.forEach((listener) => listener());
    }, delayMs);
  };

  return {
    getSnapshot: () => current,
    subscribe(listener: () => void) {
      if (listeners.size === 0) {
        refresh();
        source.addEventListener('resize', onResize);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        source.removeEventListener('resize', onResize);
        clearTimeout(timer);
      };
    },
  };
}

let store: ReturnType<typeof createViewportStore> | undefined;
const browserStore = () => (store ??= createViewportStore(window));
const subscribe = (listener: () => void) => browserStore().subscribe(listener);
const getSnapshot = () => browserStore().getSnapshot();
const getServerSnapshot = () => null;

/** The viewport size and device class, or `null` on the server and during hydration. */
export function useViewport(): Viewport | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
