import 'server-only';

import { router } from '../../init';
import { checkInRouter } from './check-in';
import { eventsRouter } from './events';

/**
 * Organizers' procedures, one file per part: the events' own (`organizer.mine`, `.create`…) at the top,
 * the door's under `organizer.checkIn`.
 */
export const organizerRouter = router({
  ...eventsRouter._def.record,
  checkIn: checkInRouter,
});
