import { useTranslations } from 'next-intl';

import { Link } from '@/i18n/navigation';
import { signInHref } from '@/lib/auth/return-path';

/** What a visitor who is not signed in sees instead of organizer pages: sign in, then come back here. */
export function SignedOutPrompt({ returnTo }: { returnTo: string }) {
  const t = useTranslations('OrganizerEvents');
  return (
    <p className="text-fg-soft" data-testid="organizer-signed-out">
      {t('signedOut')}{' '}
      <Link href={signInHref(returnTo)} className="font-medium text-link underline">
        {t('signIn')}
      </Link>
    </p>
  );
}
