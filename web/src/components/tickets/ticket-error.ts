'use client';

import { useTranslations } from 'next-intl';

import { isSiteClientError } from '@/lib/trpc/errors';

/**
 * A failed ticket call in the visitor's language: a ticket refusal (sold out, not eligible…), a field
 * rule, the limit, or the cross-site check; anything else reads as "try again".
 */
export function useTicketError() {
  const t = useTranslations('Tickets.errors');
  return (error: unknown): string => {
    if (!isSiteClientError(error)) return t('unknown');
    const data = error.data;
    const key =
      data?.ticketError ??
      (data?.authError === 'rateLimited' || data?.authError === 'crossSite' ? data.authError : null) ??
      (data?.code === 'UNAUTHORIZED' ? 'signInFirst' : null) ??
      Object.values(data?.zodError?.fieldErrors ?? {})
        .flat()
        .find((message): message is string => typeof message === 'string' && t.has(message as never));
    return key && t.has(key as never) ? t(key as never) : t('unknown');
  };
}

/** A field rule's key (lib/tickets/schemas.ts) in the visitor's language. */
export function useFieldMessage() {
  const t = useTranslations('Tickets.errors');
  return (key: string) => (t.has(key as never) ? t(key as never) : t('unknown'));
}
