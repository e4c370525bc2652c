'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/** SPEC 9: offset 120 px, 400 ms, ease, no delay. */
const scrollIn = { offset: 120, duration: 400, easing: 'ease', delay: 0 };

let reducedMotion: MediaQueryList | undefined;

/**
 * Fades its content in when it scrolls into view. The server HTML is visible as it is: only content
 * still below the fold is hidden, by script, and nothing moves with prefers-reduced-motion. Where the
 * content is comes from the observer's first report, not from a layout forced during hydration.
 */
export function ScrollIn({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    reducedMotion ??= window.matchMedia('(prefers-reduced-motion: reduce)');
    if (!element || reducedMotion.matches) return;

    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (element.dataset.scrollIn === undefined) {
          // The first report: content already in view stays as the server drew it. Content with an empty
          // box (not laid out yet) counts as below.
          const { top, height } = entry.boundingClientRect;
          if (entry.isIntersecting || (height > 0 && top < window.innerHeight - scrollIn.offset)) {
            observer.disconnect();
            return;
          }
          element.dataset.scrollIn = 'waiting';
          Object.assign(element.style, { opacity: '0', transform: 'translateY(16px)' });
          return;
        }
        if (!entry.isIntersecting) return;
        observer.disconnect();
        element.dataset.scrollIn = 'shown';
        Object.assign(element.style, {
          transition: `opacity ${scrollIn.duration}ms ${scrollIn.easing} ${scrollIn.delay}ms, transform ${scrollIn.duration}ms ${scrollIn.easing} ${scrollIn.delay}ms`,
          opacity: '1',
          transform: 'none',
        });
      },
      { rootMargin: `0px 0px -${scrollIn.offset}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return <div ref={ref}>{children}</div>;
}
