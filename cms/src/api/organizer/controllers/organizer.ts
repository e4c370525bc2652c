import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { answerWith } from '../../../answer';
import * as input from '../../../tickets/input';
import { ownedEvent, type SignedInUser } from '../../../organizer/access';
import { checkIn, checkInCounts } from '../../../organizer/check-in';
import { coHostList, setCoHosts } from '../../../organizer/co-hosts';
import { type UploadedFile, uploadCover } from '../../../organizer/cover';
import {
  createEvent,
  listEvents,
  publishEvent,
  unpublishEvent,
  updateEvent,
} from '../../../organizer/events';
import { cancelGuest, listGuests } from '../../../organizer/guests';
import { messageGuests } from '../../../organizer/messages';
import { presentEvent } from '../../../organizer/present';
import { OrganizerFieldErrors, OrganizerRefusal } from '../../../organizer/refusal';

type Context = {
  state: { user?: SignedInUser };
  params: Record<string, string>;
  query: Record<string, unknown>;
  request: { body?: unknown; files?: Record<string, UploadedFile | UploadedFile[] | undefined> };
  status: number;
  body: unknown;
};

function signedIn(ctx: Context): SignedInUser {
  const user = ctx.state.user;
  if (!user?.id) throw new errors.UnauthorizedError('Missing authentication');
  return user;
}

const answerAs = answerWith<Context>(OrganizerRefusal, OrganizerFieldErrors);
/** Every organizer action is a signed-in visitor's; refusals and field errors answer their own 4xx. */
const answer = (handler: (ctx: Context, user: SignedInUser) => Promise<unknown>) =>
  answerAs((ctx) => handler(ctx, signedIn(ctx)));

const scanId = (value: unknown) => {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(value)) {
    throw new errors.ValidationError('scanId is 8 to 64 letters, digits, - or _');
  }
  return value;
};

/**
 * The organizer routes (routes/01-organizer.ts). Each acts on `ctx.state.user`: an event is only
 * reached through `ownedEvent`, which answers 404 unless the user organizes or co-hosts it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  uploadCover: answer(async (ctx, user) => {
    const file = ctx.request.files?.file;
    return uploadCover(strapi, user, Array.isArray(file) ? file[0] : file);
  }),

  myEvents: answer(async (_ctx, user) => listEvents(strapi, user)),

  myEvent: answer(async (ctx, user) =>
    presentEvent(strapi, await ownedEvent(strapi, user, ctx.params.id ?? '')),
  ),

  createEvent: answer(async (ctx, user) => createEvent(strapi, user, ctx.request.body)),

  updateEvent: answer(async (ctx, user) => updateEvent(strapi, user, ctx.params.id ?? '', ctx.request.body)),

  publishEvent: answer(async (ctx, user) => publishEvent(strapi, user, ctx.params.id ?? '')),

  unpublishEvent: answer(async (ctx, user) => unpublishEvent(strapi, user, ctx.params.id ?? '')),

  guests: answer(async (ctx, user) => {
    const { draft } = await ownedEvent(strapi, user, ctx.params.id ?? '');
    return listGuests(strapi, draft.documentId, typeof ctx.query.q === 'string' ? ctx.query.q : undefined);
  }),

  cancelGuest: answer(async (ctx, user) => {
    const { draft } = await ownedEvent(strapi, user, ctx.params.id ?? '');
    return cancelGuest(strapi, draft.documentId, input.ticketCode(ctx.params.code));
  }),

  messageGuests: answer(async (ctx, user) => {
    const { draft } = await ownedEvent(strapi, user, ctx.params.id ?? '');
    return messageGuests(strapi, draft, ctx.request.body);
  }),

  setCoHosts: answer(async (ctx, user) => {
    const owned = await ownedEvent(strapi, user, ctx.params.id ?? '', { organizerOnly: true });
    await setCoHosts(strapi, owned.draft.documentId, coHostList(ctx.request.body, user));
    return presentEvent(strapi, await ownedEvent(strapi, user, owned.draft.documentId));
  }),

  checkIn: answer(async (ctx, user) => {
    const { draft } = await ownedEvent(strapi, user, ctx.params.id ?? '');
    const body = input.body(ctx.request.body);
    const id = scanId(body.scanId);
    // Whatever a camera reads that is no ticket code is an unknown code, not a bad request.
    if (typeof body.code !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(body.code))
      return { kind: 'unknown' };
    return checkIn(strapi, draft.documentId, { code: body.code, scanId: id }, { name: user.username });
  }),

  checkInCounts: answer(async (ctx, user) => {
    const { draft } = await ownedEvent(strapi, user, ctx.params.id ?? '');
    return checkInCounts(strapi, draft.documentId);
  }),
});
