'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';

import { toasterDemand } from '@/lib/toast';

const SonnerToaster = lazy(() =>
  import('./sonner-toaster.client').then((module) => ({ default: module.SonnerToaster })),
);

/**
 * Holds the place of the toaster: sonner (about 10 KB of script) is loaded with the first toast, since
 * no page shows one on load. Until then there is nothing to announce or to reach with Alt+T.
 */
export function Toaster({ label }: { label: string }) {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.isWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense>
      <SonnerToaster label={label} />
    </Suspense>
  );
}
