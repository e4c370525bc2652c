import 'server-only';

import type { Locale } from '@/i18n/locales';

import { CheckInScreen } from './check-in-screen';
import { DashboardScreen } from './dashboard-screen';
import { HubScreen } from './hub-screen';
import type { FrameName, ScreenName } from './names';
import { PassScreen } from './pass-screen';
import { TicketScreen } from './ticket-screen';

type ProductScreenProps = { screen: ScreenName; frame: FrameName; locale: Locale };

/** The screen an editor picked, drawn by the site's own components in the visitor's language. */
export function ProductScreen({ screen, frame, locale }: ProductScreenProps) {
  const shared = { locale, frame };
  switch (screen) {
    case 'ticket-with-qr':
      return <TicketScreen {...shared} />;
    case 'check-in-ready':
      return <CheckInScreen {...shared} state="ready" />;
    case 'check-in-checked-in':
      return <CheckInScreen {...shared} state="checkedIn" />;
    case 'check-in-already-checked-in':
      return <CheckInScreen {...shared} state="alreadyCheckedIn" />;
    case 'check-in-unknown-code':
      return <CheckInScreen {...shared} state="unknown" />;
    case 'creator-pass-card':
      return <PassScreen {...shared} kind="creator" />;
    case 'founder-pass-card':
      return <PassScreen {...shared} kind="founder" />;
    case 'event-dashboard':
      return <DashboardScreen {...shared} />;
    case 'hub-page':
      return <HubScreen {...shared} />;
  }
}
