import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { answerWith } from '../../../answer';
import type { SignedInUser } from '../../../organizer/access';
import { OrganizerFieldErrors, OrganizerRefusal } from '../../../organizer/refusal';
import { countSandboxStart } from '../../../sandbox/creation-limit';
import {
  createCompanionEvent,
  createDemoEvent,
  grantDemoPass,
  sandboxState,
} from '../../../sandbox/demo-event';
import { createSandboxUser, sandboxUser } from '../../../sandbox/identity';
import { sweepSandboxes } from '../../../sandbox/sweep';
import { sessionFor } from '../../../tickets/accounts';

type Context = {
  state: { user?: SignedInUser };
  ip: string;
  request: { body?: unknown };
  status: number;
  body: unknown;
};

/** Refusals and field errors answer their own 4xx with `details`, as the organizer routes do. */
const answer = answerWith<Context>(OrganizerRefusal, OrganizerFieldErrors);

/** The sweep's `{ now?, users? }`: an ISO time (default: now) and the account ids to limit it to. */
function sweepRequest(body: unknown): { now: Date; only?: number[] } {
  const { now, users } = (body ?? {}) as { now?: unknown; users?: unknown };
  const time = now === undefined ? new Date() : new Date(typeof now === 'string' ? now : NaN);
  if (Number.isNaN(time.getTime())) throw new errors.ValidationError('now is an ISO date');
  if (users === undefined) return { now: time };
  if (!Array.isArray(users) || !users.every((id) => Number.isInteger(id)) || users.length > 500) {
    throw new errors.ValidationError('users is a list of at most 500 account ids');
  }
  return { now: time, only: users as number[] };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  start: answer(async (ctx) => {
    countSandboxStart(ctx.ip);
    return sessionFor(strapi, await createSandboxUser(strapi));
  }),

  state: answer(async (ctx) => sandboxState(strapi, sandboxUser(ctx.state.user))),

  createEvent: answer(async (ctx) => createDemoEvent(strapi, sandboxUser(ctx.state.user), ctx.request.body)),

  createOtherEvent: answer(async (ctx) =>
    createCompanionEvent(strapi, sandboxUser(ctx.state.user), ctx.request.body),
  ),

  grantPass: answer(async (ctx) => grantDemoPass(strapi, sandboxUser(ctx.state.user))),

  sweep: answer(async (ctx) => {
    const { now, only } = sweepRequest(ctx.request.body);
    return { swept: await sweepSandboxes(strapi, now, only) };
  }),
});
