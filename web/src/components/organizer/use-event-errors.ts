'use client';

import { useTranslations } from 'next-intl';

import { type FieldCode, fieldErrorCodes } from '@/lib/organizer/event-form';
import { isSiteClientError } from '@/lib/trpc/client';

export type CallFailure =
  | { kind: 'fields'; problems: { path: string; code: FieldCode }[] }
  | { kind: 'message'; message: string };

const isFieldCode = (value: string): value is FieldCode =>
  (fieldErrorCodes as readonly string[]).includes(value);

/**
 * A failed organizer call in the visitor's language: the CMS's (or the site's) field codes go next to
 * their fields; a refusal, the sign-in or cross-site check, or anything else is one message.
 */
export function useEventErrors() {
  const t = useTranslations('OrganizerEvents.errors');
  return (error: unknown): CallFailure => {
    if (!isSiteClientError(error)) return { kind: 'message', message: t('unknown') };
    const data = error.data;
    const problems = (data?.fieldErrors ?? []).filter(
      (problem): problem is { path: string; code: FieldCode } => isFieldCode(problem.code),
    );
    if (problems.length > 0) return { kind: 'fields', problems };
    const key =
      data?.organizerError ??
      (data?.authError === 'rateLimited' || data?.authError === 'crossSite' ? data.authError : null) ??
      (data?.code === 'UNAUTHORIZED' ? 'signInFirst' : null) ??
      (data?.code === 'BAD_REQUEST' ? 'fields' : null) ??
      'unknown';
    return { kind: 'message', message: t(key) };
  };
}
