'use client';

import { useTranslations } from 'next-intl';

import { useHolderQuery } from '@/components/tickets/use-ticket-query';
import { toFormValues } from '@/lib/organizer/event-form';
import { createSiteClient } from '@/lib/trpc/client';
import { routeHref } from '@/routes/match';

import { EventForm, toSaved } from './event-form.client';
import { savedNotice } from './saved-notice';
import { SignedOutPrompt } from './signed-out-prompt';

/** The edit form of one of the visitor's events (another account's reads as not found: 404). */
export function EditEvent({ id, siteName }: { id: string; siteName: string }) {
  const t = useTranslations('OrganizerEvents');
  const form = useTranslations('OrganizerForm');
  const [state] = useHolderQuery(() => createSiteClient().organizer.one.query({ id }), id);
  if (state.kind === 'loading') return <p role="status">{form('loading')}</p>;
  if (state.kind === 'signedOut')
    return <SignedOutPrompt returnTo={routeHref('account-events-edit', { id })} />;
  if (state.kind === 'notFound') return <p role="alert">{t('notFound')}</p>;
  if (state.kind !== 'ready') return <p role="alert">{t('errors.unknown')}</p>;
  return (
    <EventForm
      initial={toFormValues(state.value.input)}
      saved={toSaved(state.value)}
      notice={savedNotice.of(id)}
      siteName={siteName}
    />
  );
}
