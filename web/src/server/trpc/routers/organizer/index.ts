import 'server-only';

import { router } from '../../init';
import { eventsRouter } from './events';
import { guestsRouter } from './guests';

/** Organizers' procedures, one file per part (events, guests; check-in joins here). */
export const organizerRouter = router({
  ...eventsRouter._def.record,
  ...guestsRouter._def.record,
});
