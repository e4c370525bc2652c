'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

import { Field, FormAlert } from '@/components/auth/field';
import { SubmitButton } from '@/components/auth/submit-button';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { Link, useRouter } from '@/i18n/navigation';
import { signInHref } from '@/lib/auth/return-path';
import { setUser, useUser } from '@/lib/auth/user-store';
import { loadCounts, useEventCounts } from '@/lib/tickets/availability-store';
import type { ClaimOutcome } from '@/lib/tickets/view';
import { isSiteClientError } from '@/lib/trpc/errors';
import { routeHref } from '@/routes/match';

import { useFieldMessage, useTicketError } from './ticket-error';

type Props = {
  slug: string;
  tierKey: string;
  tierName: string;
  locale: Locale;
  /** A pass-holder tier: only a signed-in account the CMS records as holding the pass may claim it. */
  passHolders?: boolean;
};
// The tRPC client and the form rules (zod) load at the first submit, not with the event page: together
// they were 35 KB of the page's first-load JavaScript (gzip), for a form most visitors never send.
const siteClient = () => import('@/lib/trpc/client').then(({ createSiteClient }) => createSiteClient());
const formRules = () => import('@/lib/tickets/schemas');

type Step = { kind: 'choose' } | ClaimOutcome | { kind: 'sent'; email: string; expiresAt: string };

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

/**
 * A free tier's action. Not signed in: a name and an e-mail in a `<details>` form that also works
 * without JavaScript (it posts to /api/tickets/claim), then "check your e-mail" with a code field.
 * Signed in: one click. Sold out: the same, as a waitlist.
 */
export function TierAction({ slug, tierKey, tierName, locale, passHolders = false }: Props) {
  const t = useTranslations('Tickets');
  const format = useFormatter();
  const fieldMessage = useFieldMessage();
  const errorMessage = useTicketError();
  const router = useRouter();
  const user = useUser();
  const soldOut = useEventCounts(slug)?.tiers.find((tier) => tier.key === tierKey)?.soldOut ?? false;
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const idPrefix = `tier-${tierKey}`;

  async function run<T>(call: () => Promise<T>): Promise<T | null> {
    setPending(true);
    setFormError(null);
    try {
      return await call();
    } catch (error) {
      setFormError(errorMessage(error));
      // Sold out since the counts were read: read them again, so the action becomes the waitlist.
      if (isSiteClientError(error) && error.data?.ticketError === 'soldOut') void loadCounts(slug, true);
      return null;
    } finally {
      setPending(false);
    }
  }

  async function claim(guest?: { name: string; email: string }) {
    const outcome = await run(async () =>
      (await siteClient()).tickets.claim.mutate({
        eventSlug: slug,
        tierKey,
        locale,
        waitlist: soldOut,
        ...guest,
      }),
    );
    if (!outcome) return;
    void loadCounts(slug, true);
    setStep(
      outcome.kind === 'pending' && guest
        ? { kind: 'sent', email: guest.email, expiresAt: outcome.expiresAt }
        : outcome,
    );
  }

  async function onGuestSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = (await formRules()).guestFields.safeParse(form);
    if (!parsed.success) return setFieldErrors(fieldErrorsOf(parsed.error.issues));
    setFieldErrors({});
    await claim(parsed.data);
  }

  async function onCodeSubmit(event: FormEvent<HTMLFormElement>, email: string) {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    const parsed = (await formRules()).codeForm.safeParse({ email, code });
    if (!parsed.success) return setFieldErrors(fieldErrorsOf(parsed.error.issues));
    setFieldErrors({});
    const answer = await run(async () =>
      (await siteClient()).tickets.confirm.mutate({ ...parsed.data, locale }),
    );
    if (!answer) return;
    setUser(answer.user);
    router.push(routeHref('account-tickets-code', { code: answer.code }));
  }

  if (step.kind === 'issued') {
    return (
      <div role="status" className="grid gap-2">
        <p className="font-semibold text-fg">{t('issued')}</p>
        <Link href={routeHref('account-tickets-code', { code: step.code })} className="text-link underline">
          {t('viewTicket')}
        </Link>
      </div>
    );
  }
  if (step.kind === 'waitlisted') {
    return (
      <p role="status" className="font-semibold text-fg">
        {t('waitlisted', { position: step.position })}
      </p>
    );
  }
  if (step.kind === 'sent' || step.kind === 'pending') {
    const email = step.kind === 'sent' ? step.email : '';
    return (
      <div className="grid gap-3" role="status">
        <p className="font-semibold text-fg">{t('checkEmail.heading')}</p>
        <p className="text-sm text-fg-soft">
          {t('checkEmail.body', {
            email,
            expiresAt: format.dateTime(new Date(step.expiresAt), { timeStyle: 'short' }),
          })}
        </p>
        {email && (
          <form
            method="post"
            noValidate
            onSubmit={(event) => void onCodeSubmit(event, email)}
            className="grid gap-3"
          >
            <Field
              id={`${idPrefix}-code`}
              name="code"
              label={t('fields.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              error={fieldErrors.code && fieldMessage(fieldErrors.code)}
            />
            <FormAlert>{formError}</FormAlert>
            <SubmitButton pending={pending}>{t('confirmCode')}</SubmitButton>
          </form>
        )}
      </div>
    );
  }

  const label = soldOut ? t('joinWaitlist') : t('getTicket');
  if (user.status === 'signed-in') {
    return (
      <div className="grid gap-2">
        <button
          type="button"
          className={buttonVariants()}
          disabled={pending}
          aria-busy={pending}
          aria-label={`${label}: ${tierName}`}
          onClick={() => void claim()}
        >
          {label}
        </button>
        {soldOut && <p className="text-sm text-muted">{t('waitlistNote')}</p>}
        <FormAlert>{formError}</FormAlert>
      </div>
    );
  }
  if (passHolders) {
    // No guest form: whether an address holds the pass is told to its signed-in owner only.
    return (
      <div className="grid gap-2">
        <p className="text-sm text-fg-soft">{t('passHolders.note')}</p>
        <Link
          href={signInHref(routeHref('events-event_slug', { event_slug: slug }))}
          className={buttonVariants({ variant: 'secondary' })}
        >
          {t('passHolders.signIn')}
          <span className="sr-only">: {tierName}</span>
        </Link>
      </div>
    );
  }
  return (
    <details className="group w-full">
      <summary className={`${buttonVariants()} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        {label}
        <span className="sr-only">: {tierName}</span>
      </summary>
      <form
        method="post"
        action="/api/tickets/claim"
        noValidate
        onSubmit={(event) => void onGuestSubmit(event)}
        className="mt-4 grid gap-3"
      >
        <input type="hidden" name="eventSlug" value={slug} />
        <input type="hidden" name="tierKey" value={tierKey} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="waitlist" value={soldOut ? 'true' : 'false'} />
        <p className="text-sm text-fg-soft">{soldOut ? t('waitlistNote') : t('guestHint')}</p>
        <Field
          id={`${idPrefix}-name`}
          name="name"
          label={t('fields.name')}
          autoComplete="name"
          required
          error={fieldErrors.name && fieldMessage(fieldErrors.name)}
        />
        <Field
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          error={fieldErrors.email && fieldMessage(fieldErrors.email)}
        />
        <FormAlert>{formError}</FormAlert>
        <SubmitButton pending={pending}>{soldOut ? t('submitWaitlist') : t('submitClaim')}</SubmitButton>
      </form>
    </details>
  );
}
