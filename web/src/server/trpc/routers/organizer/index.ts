import 'server-only';

import { router } from '../../init';
import { eventsRouter } from './events';

/** Organizers' procedures, one file per part (events; the guest list and check-in join here). */
export const organizerRouter = router({
  ...eventsRouter._def.record,
});
