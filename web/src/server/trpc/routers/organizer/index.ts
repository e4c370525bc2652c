import 'server-only';

import { router } from '../../init';
import { guestProcedures } from './guests';

/** An organizer's events: one router, its procedures split by file (events, guests, check-in). */
export const organizerRouter = router({
  ...guestProcedures,
});
