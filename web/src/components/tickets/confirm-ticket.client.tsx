'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { buttonVariants } from '@/components/ui/button';
import { Link, useRouter } from '@/i18n/navigation';
import { setUser } from '@/lib/auth/user-store';
import { createSiteClient } from '@/lib/trpc/client';
import { routeHref } from '@/routes/match';
import { useLocale } from 'next-intl';

import { useTicketError } from './ticket-error';

type State = { kind: 'working' } | { kind: 'failed'; message: string };

function NextSteps() {
  const t = useTranslations('Tickets');
  return (
    <p className="flex flex-wrap gap-3">
      <Link href={routeHref('account-tickets')} className={buttonVariants({ variant: 'secondary' })}>
        {t('myTickets')}
      </Link>
      <Link href={routeHref('events')} className={buttonVariants({ variant: 'secondary' })}>
        {t('confirm.browseEvents')}
      </Link>
    </p>
  );
}

/** Confirms the mailed token once (POST), signs the visitor in and opens the ticket. */
function ConfirmToken({ token }: { token: string }) {
  const t = useTranslations('Tickets');
  const locale = useLocale();
  const errorMessage = useTicketError();
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'working' });
  const sent = useRef(false);

  useEffect(() => {
    // Once per page, also under Strict Mode's double effect: the token is single-use.
    if (sent.current) return;
    sent.current = true;
    createSiteClient()
      .tickets.confirm.mutate({ token, locale })
      .then((answer) => {
        setUser(answer.user);
        router.replace(routeHref('account-tickets-code', { code: answer.code }));
      })
      .catch((error: unknown) => setState({ kind: 'failed', message: errorMessage(error) }));
  }, [token, locale, router, errorMessage]);

  if (state.kind === 'working') {
    return (
      <>
        <p role="status">{t('confirm.working')}</p>
        {/* Without JavaScript the token is confirmed by this button (a POST), as it would be above. */}
        <noscript>
          <form method="post" action="/api/tickets/confirm" className="mt-4">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className={buttonVariants()}>
              {t('confirm.button')}
            </button>
          </form>
        </noscript>
      </>
    );
  }
  return (
    <div className="grid gap-4" role="alert">
      <h2 className="text-xl font-bold text-fg">{t('confirm.failedHeading')}</h2>
      <p className="text-fg-soft">{state.message}</p>
      <p className="text-fg-soft">{t('confirm.failedBody')}</p>
      <NextSteps />
    </div>
  );
}

type Props = { token: string | null; sent: boolean; waitlisted: number | null; error: string | null };

/**
 * `/tickets/confirm`: `?token=` from the mail confirms; `sent`, `waitlisted` and `error` are where the
 * event page's form lands without JavaScript.
 */
export function ConfirmTicket({ token, sent, waitlisted, error }: Props) {
  const t = useTranslations('Tickets');
  const errorMessage = useTranslations('Tickets.errors');
  if (token) return <ConfirmToken token={token} />;
  return (
    <div className="grid gap-4">
      {error ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {errorMessage.has(error as never) ? errorMessage(error as never) : errorMessage('unknown')}
        </p>
      ) : waitlisted ? (
        <p role="status">{t('confirm.waitlistedBody', { position: waitlisted })}</p>
      ) : sent ? (
        <>
          <h2 className="text-xl font-bold text-fg">{t('confirm.sentHeading')}</h2>
          <p className="text-fg-soft">{t('checkEmail.bodyNoEmail')}</p>
        </>
      ) : (
        <p className="text-fg-soft">{t('confirm.noToken')}</p>
      )}
      <NextSteps />
    </div>
  );
}
