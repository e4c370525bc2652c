import 'server-only';

import { router } from '../../init';
import { checkInRouter } from './check-in';
import { eventsRouter } from './events';
import { guestsRouter } from './guests';

/**
 * Organizers' procedures, one file per part: the events' own and the guest list's at the top
 * (`organizer.mine`, `organizer.guests`…), the door's under `organizer.checkIn`.
 */
export const organizerRouter = router({
  ...eventsRouter._def.record,
  ...guestsRouter._def.record,
  checkIn: checkInRouter,
});
