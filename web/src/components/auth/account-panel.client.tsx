'use client';

import { useFormatter, useTranslations } from 'next-intl';

import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { useUser } from '@/lib/auth/user-store';

import { ChangePasswordForm } from './change-password-form.client';
import { DeleteAccountForm } from './delete-account-form.client';
import { SavedEvents } from './saved-events.client';
import { SignOutButton } from './sign-out-button.client';

/** The account page's content: it exists only in the browser, so the page itself stays static. */
export function AccountPanel() {
  const t = useTranslations('Auth');
  const format = useFormatter();
  const state = useUser();
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
      <section aria-labelledby="account-profile" className="grid gap-2">
        <h2 id="account-profile" className="text-xl font-bold text-fg">
          {t('accountPage.profile')}
        </h2>
        <p className="text-lg font-semibold text-fg" data-testid="account-username">
          {user.username}
        </p>
        <p className="text-fg-soft">{user.email}</p>
        {user.createdAt && (
          <p className="text-sm text-muted">
            {t('accountPage.memberSince', {
              date: format.dateTime(new Date(user.createdAt), { dateStyle: 'long' }),
            })}
          </p>
        )}
      </section>
      <section aria-labelledby="account-saved" className="grid gap-4">
        <h2 id="account-saved" className="text-xl font-bold text-fg">
          {t('saved.heading')}
        </h2>
        <SavedEvents />
      </section>
      <section aria-labelledby="account-password" className="grid max-w-md gap-4">
        <h2 id="account-password" className="text-xl font-bold text-fg">
          {t('accountPage.changePassword')}
        </h2>
        <ChangePasswordForm />
      </section>
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
      <section aria-labelledby="account-delete" className="grid max-w-md gap-4 border-t border-line pt-8">
        <h2 id="account-delete" className="text-xl font-bold text-fg">
          {t('deleteAccount.heading')}
        </h2>
        <DeleteAccountForm />
      </section>
    </div>
  );
}
