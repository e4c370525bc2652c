'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';

import { createSiteClient, isSiteClientError } from '@/lib/trpc/client';
import type { DemoView } from '@/server/trpc/routers/demo';

/** What went wrong, as a key the flow translates: a field's code, a ticket refusal, or a general one. */
export type DemoProblem =
  | { kind: 'fields'; errors: { path: string; code: string }[] }
  | { kind: 'ticket'; reason: string }
  | { kind: 'rateLimited' }
  | { kind: 'tooMany' }
  | { kind: 'failed' };

function problemOf(error: unknown): DemoProblem {
  if (!isSiteClientError(error)) return { kind: 'failed' };
  const data = error.data as
    | {
        code?: string;
        fieldErrors?: { path: string; code: string }[] | null;
        ticketError?: string | null;
        organizerError?: string | null;
      }
    | undefined;
  if (data?.fieldErrors?.length) return { kind: 'fields', errors: data.fieldErrors };
  if (data?.ticketError) return { kind: 'ticket', reason: data.ticketError };
  if (data?.organizerError === 'tooMany') return { kind: 'tooMany' };
  if (data?.code === 'TOO_MANY_REQUESTS') return { kind: 'rateLimited' };
  return { kind: 'failed' };
}

/**
 * The sandbox as the CMS has it (`undefined` while loading, `null` before the first step), and the
 * steps that change it. Each step answers the whole new state, so the page never shows a guess.
 */
export function useDemo() {
  const locale = useLocale();
  const [view, setView] = useState<DemoView | null | undefined>(undefined);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<DemoProblem | null>(null);

  useEffect(() => {
    let live = true;
    createSiteClient()
      .demo.state.query({ locale })
      .then((state) => live && setView(state))
      .catch(() => live && setView(null));
    return () => {
      live = false;
    };
  }, [locale]);

  const run = useCallback(async <T>(name: string, call: () => Promise<T>): Promise<T | null> => {
    setBusy(name);
    setProblem(null);
    try {
      return await call();
    } catch (error) {
      setProblem(problemOf(error));
      return null;
    } finally {
      setBusy(null);
    }
  }, []);

  const client = createSiteClient().demo;
  return {
    locale,
    view,
    setView,
    busy,
    problem,
    run,
    client,
  };
}
