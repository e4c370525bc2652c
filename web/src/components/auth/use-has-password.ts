'use client';

import { useEffect, useState } from 'react';

import { createSiteClient } from '@/lib/trpc/client';

/**
 * Whether the signed-in account has a password: `null` until known (or when the question failed).
 * An account made by a mailed link, a ticket or a provider has none: it sets one rather than changes
 * it, and confirms deletion by a mailed code. `refresh` asks again (after setting one).
 */
export function useHasPassword(userId: number | null) {
  const [state, setState] = useState<{ userId: number | null; set: boolean | null }>({ userId, set: null });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    createSiteClient()
      .account.hasPassword.query()
      .then(
        (answer) => current && setState({ userId, set: answer.set }),
        () => current && setState({ userId, set: null }),
      );
    return () => {
      current = false;
    };
  }, [userId, asked]);
  return {
    hasPassword: userId !== null && state.userId === userId ? state.set : null,
    refresh: () => setAsked((count) => count + 1),
  };
}
