'use client';

import { useTranslations } from 'next-intl';

import { isSiteClientError } from '@/lib/trpc/client';

/**
 * A failed organizer call in the visitor's language: the CMS's refusal (not theirs, already cancelled,
 * the hourly message limit), a field rule, the site's own limit or origin check; anything else reads as
 * "try again".
 */
export function useOrganizerError() {
  const t = useTranslations('OrganizerGuests.errors');
  return (error: unknown): string => {
    if (!isSiteClientError(error)) return t('unknown');
    const data = error.data;
    const key =
      data?.organizerError ??
      (data?.authError === 'rateLimited' ? 'tooFast' : null) ??
      (data?.authError === 'crossSite' ? 'crossSite' : null) ??
      (data?.code === 'UNAUTHORIZED' ? 'signInFirst' : null) ??
      Object.values(data?.zodError?.fieldErrors ?? {})
        .flat()
        .find((message): message is string => typeof message === 'string' && t.has(message as never));
    return key && t.has(key as never) ? t(key as never) : t('unknown');
  };
}
