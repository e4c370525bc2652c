'use client';

import { useLocale, useTranslations } from 'next-intl';

import { useUser } from '@/lib/auth/user-store';
import { defaultTimeZone } from '@/lib/organizer/default-time-zone';
import { emptyForm } from '@/lib/organizer/event-form';
import { routeHref } from '@/routes/match';

import { EventForm } from './event-form.client';
import { SignedOutPrompt } from './signed-out-prompt';

/** A new event's form, for a signed-in visitor; anyone else is asked to sign in and come back. */
export function NewEvent({ siteName }: { siteName: string }) {
  const t = useTranslations('OrganizerEvents');
  const locale = useLocale();
  const user = useUser();
  if (user.status === 'unknown') return <p role="status">{t('loading')}</p>;
  if (user.status === 'anonymous') return <SignedOutPrompt returnTo={routeHref('account-events-new')} />;
  return <EventForm initial={emptyForm(defaultTimeZone(locale))} saved={null} siteName={siteName} />;
}
