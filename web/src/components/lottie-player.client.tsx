'use client';

import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';

type LottieProps = { src: object; loop: boolean; autoplay: boolean };

const reducedMotion = '(prefers-reduced-motion: reduce)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Plays a Lottie animation in a loop; holds still on its first frame with prefers-reduced-motion.
 * The player (lottie-web) is large, so it loads in the browser only where an animation is shown.
 */
export function LottiePlayer({ animation, label }: { animation: object; label: string }) {
  const still = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotion).matches,
    () => true,
  );
  const [Player, setPlayer] = useState<ComponentType<LottieProps> | null>(null);

  useEffect(() => {
    // lottie-react resolves the CMS workspace's hoisted React 18 types; its props are the same in 19.
    void import('lottie-react').then((module) =>
      setPlayer(() => module.Lottie as unknown as ComponentType<LottieProps>),
    );
  }, []);

  return (
    <div role="img" aria-label={label} className="size-60">
      {Player && <Player src={animation} loop={!still} autoplay={!still} />}
    </div>
  );
}
