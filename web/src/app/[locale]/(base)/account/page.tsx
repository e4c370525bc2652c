import { AccountPanel } from '@/components/auth/account-panel.client';
import { AuthPage, authPageMetadata } from '@/components/auth/auth-page';
import { OrganizerLinks } from '@/components/organizer/organizer-links';
import { PasskeysPanel } from '@/components/passkeys/passkeys-panel';
import { MyTicketsLink } from '@/components/tickets/my-tickets-link';

export const generateMetadata = authPageMetadata('account', 'accountPage');

// Static and the same for everyone: the account's content is loaded by the panel in the browser.
export default function AccountPage() {
  return (
    <AuthPage copy="accountPage">
      <AccountPanel
        passkeys={<PasskeysPanel />}
        ticketsLink={
          <div className="flex flex-wrap gap-3">
            <MyTicketsLink />
            <OrganizerLinks />
          </div>
        }
      />
    </AuthPage>
  );
}
