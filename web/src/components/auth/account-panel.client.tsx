'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { useUser } from '@/lib/auth/user-store';

import { ChangePasswordForm } from './change-password-form.client';
import { DeleteAccountForm } from './delete-account-form.client';
import { SavedEvents } from './saved-events.client';
import { SetPasswordForm } from './set-password-form.client';
import { SignOutButton } from './sign-out-button.client';
import { useHasPassword } from './use-has-password';

function Section({
  id,
  title,
  className = '',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`grid gap-4 ${className}`}>
      <h2 id={id} className="text-xl font-bold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The account page's content: it exists only in the browser, so the page itself stays static. */
export function AccountPanel({ ticketsLink, passkeys }: { ticketsLink?: ReactNode; passkeys?: ReactNode }) {
  const t = useTranslations('Auth');
  const format = useFormatter();
  const state = useUser();
  const { hasPassword, refresh } = useHasPassword(state.status === 'signed-in' ? state.user.id : null);
  if (state.status === 'unknown') return <p role="status">{t('accountPage.loading')}</p>;
  if (state.status === 'anonymous') {
    return (
      <p className="text-fg-soft">
        {t('accountPage.signedOut')}{' '}
        <Link href="/sign-in" className="font-medium text-link underline">
          {t('signInLink')}
        </Link>
      </p>
    );
  }
  const { user } = state;
  return (
    <div className="grid gap-10">
      <Section id="account-profile" title={t('accountPage.profile')}>
        <div className="grid gap-2">
          <p className="text-lg font-semibold text-fg" data-testid="account-username">
            {user.username}
          </p>
          <p className="text-fg-soft">{user.email}</p>
          {user.createdAt && (
            <p className="text-sm text-muted" data-testid="account-member-since">
              {t('accountPage.memberSince', {
                date: format.dateTime(new Date(user.createdAt), { dateStyle: 'long' }),
              })}
            </p>
          )}
        </div>
      </Section>
      {ticketsLink && <div>{ticketsLink}</div>}
      <Section id="account-saved" title={t('saved.heading')}>
        <SavedEvents />
      </Section>
      {passkeys}
      {hasPassword === true && (
        <Section id="account-password" title={t('accountPage.changePassword')}>
          <ChangePasswordForm />
        </Section>
      )}
      {hasPassword === false && (
        <Section id="account-password" title={t('accountPage.setPassword')}>
          <SetPasswordForm onSet={refresh} />
        </Section>
      )}
      <div>
        <SignOutButton
          className={buttonVariants({ variant: 'secondary' })}
          labels={{
            signOut: t('signOut'),
            signingOut: t('signingOut'),
            signedOut: t('signedOut'),
            failed: t('errors.unknown'),
          }}
        />
      </div>
      <Section id="account-delete" title={t('deleteAccount.heading')} className="border-t border-line pt-8">
        {hasPassword === null ? (
          <p role="status">{t('accountPage.loading')}</p>
        ) : (
          <DeleteAccountForm hasPassword={hasPassword} email={user.email} />
        )}
      </Section>
    </div>
  );
}
