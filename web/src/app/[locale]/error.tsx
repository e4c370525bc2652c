'use client';

import { useEffect } from 'react';

import { ErrorView } from '@/components/error-view';

const botPattern = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse/i;

/** The something-went-wrong page (SPEC 2.5) for an error while rendering or on the client. */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    // Reported either way; a crawler's report is all it gets (SPEC 2.5: its page is not replaced).
    console.error(error);
  }, [error]);
  const isBot = typeof navigator !== 'undefined' && botPattern.test(navigator.userAgent);
  if (isBot) return null;
  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-10">
      <ErrorView status={500} message={error.digest ? `${error.message} (${error.digest})` : error.message} />
    </main>
  );
}
