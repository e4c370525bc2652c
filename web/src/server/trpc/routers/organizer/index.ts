import 'server-only';

import { router } from '../../init';
import { checkInRouter } from './check-in';

// Helper B's index merges the event, guest and check-in routers; this one holds only the check-in part.
export const organizerRouter = router({
  checkIn: checkInRouter,
});
