'use client';

import { useEffect, useRef, useState } from 'react';

import { usePathname } from '@/i18n/navigation';

/** SPEC 9: shown only if a navigation takes over 200 ms; fills over 2 s, hides 500 ms after, resets 400 ms later. */
const timing = { throttle: 200, duration: 2000, hide: 500, reset: 400 };

type Bar = { progress: number; visible: boolean };

/** A 3 px progress bar at the top while a client-side navigation loads. */
export function LoadingBar() {
  const pathname = usePathname();
  const [bar, setBar] = useState<Bar>({ progress: 0, visible: false });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const started = useRef(false);

  const clear = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest('a');
      if (!link || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || url.pathname === location.pathname) return;
      clear();
      started.current = true;
      timers.current.push(
        setTimeout(() => {
          setBar({ progress: 10, visible: true });
          timers.current.push(setTimeout(() => setBar({ progress: 90, visible: true }), 20));
        }, timing.throttle),
      );
    };
    // Capture phase: the router's own link handler prevents the default before a bubbling listener runs.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!started.current) return;
    started.current = false;
    clear();
    timers.current.push(
      setTimeout(
        () => setBar((current) => (current.visible ? { progress: 100, visible: true } : current)),
        0,
      ),
      setTimeout(() => setBar((current) => ({ ...current, visible: false })), timing.hide),
      setTimeout(() => setBar({ progress: 0, visible: false }), timing.hide + timing.reset),
    );
  }, [pathname]);

  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-visible={bar.visible}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-[3px] origin-left bg-primary transition-[transform,opacity] ease-out data-[visible=false]:opacity-0 print:hidden"
      style={{
        transform: `scaleX(${bar.progress / 100})`,
        transitionDuration: bar.progress === 90 ? `${timing.duration}ms` : '200ms',
      }}
    />
  );
}
