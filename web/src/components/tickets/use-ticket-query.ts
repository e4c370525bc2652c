'use client';

import { useEffect, useState } from 'react';

import { isSiteClientError } from '@/lib/trpc/client';

export type Loaded<T> =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'ready'; value: T };

/** Runs a holder-only query once: 401 means nobody is signed in, 404 that it is not theirs. */
export function useHolderQuery<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ kind: 'ready', value }),
      (error: unknown) => {
        if (!live) return;
        const code = isSiteClientError(error) ? error.data?.code : null;
        setState({
          kind: code === 'UNAUTHORIZED' ? 'signedOut' : code === 'NOT_FOUND' ? 'notFound' : 'failed',
        });
      },
    );
    return () => {
      live = false;
    };
    // `key` names what is loaded; `load` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return [state, setState] as const;
}
