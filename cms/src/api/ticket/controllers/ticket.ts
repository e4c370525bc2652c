import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { answerWith } from '../../../answer';
import { availabilityOf } from '../../../tickets/availability';
import { claim, type Claimant } from '../../../tickets/claims';
import { confirmClaim } from '../../../tickets/confirm';
import * as input from '../../../tickets/input';
import { presentTicket, type TicketRow, ticketUid } from '../../../tickets/records';
import { TicketRefusal } from '../../../tickets/refusal';
import { cancelOwn, sweepExpired } from '../../../tickets/release';
import { eventByDocumentId } from '../../../tickets/tiers';

type Context = {
  state: { user?: { id: number; username: string; email: string } };
  params: Record<string, string>;
  request: { body?: unknown };
  status: number;
  body: unknown;
};

function signedIn(ctx: Context) {
  const user = ctx.state.user;
  if (!user?.id) throw new errors.UnauthorizedError('Missing authentication');
  return user;
}

const answer = answerWith<Context>(TicketRefusal);

/** The holder's view of their tickets: the join link of an online event only on a live ticket. */
async function present(strapi: Core.Strapi, rows: TicketRow[]) {
  const links = new Map<string, string | null>();
  for (const id of new Set(rows.map((row) => row.eventDocumentId))) {
    links.set(id, (await eventByDocumentId(strapi, id))?.onlineUrl ?? null);
  }
  return rows.map((row) =>
    presentTicket(
      row,
      row.ticketStatus === 'issued' || row.ticketStatus === 'checked_in'
        ? (links.get(row.eventDocumentId) ?? null)
        : null,
    ),
  );
}

/** What a claim asks for, the same for a signed-in visitor and a guest. */
function claimRequest(body: ReturnType<typeof input.body>) {
  return {
    eventSlug: input.slug(body.eventSlug),
    tierKey: input.tierKey(body.tierKey),
    locale: input.locale(body.locale),
    waitlist: input.flag(body.waitlist),
  };
}

/**
 * The site's ticket routes (routes/01-tickets.ts). The user routes act on `ctx.state.user` only; the
 * guest routes are the web server's (its API token). The core find/findOne/update stay for the admin's
 * full-access tokens (the tests); no role and not the web server's token is granted them.
 */
export default factories.createCoreController(ticketUid, ({ strapi }: { strapi: Core.Strapi }) => ({
  availability: answer(async (ctx) => availabilityOf(strapi, input.slug(ctx.params.slug))),

  claim: answer(async (ctx) => {
    const user = signedIn(ctx);
    const body = input.body(ctx.request.body);
    const claimant: Claimant = {
      kind: 'user',
      userId: user.id,
      name: user.username,
      email: user.email.toLowerCase(),
    };
    return claim(strapi, claimRequest(body), claimant);
  }),

  guestClaim: answer(async (ctx) => {
    const body = input.body(ctx.request.body);
    return claim(strapi, claimRequest(body), {
      kind: 'guest',
      name: input.name(body.name),
      email: input.email(body.email),
    });
  }),

  confirm: answer(async (ctx) => {
    const body = input.body(ctx.request.body);
    return confirmClaim(
      strapi,
      'token' in body
        ? { token: input.confirmToken(body.token) }
        : { email: input.email(body.email), code: input.sixDigits(body.code) },
    );
  }),

  mine: answer(async (ctx) => {
    const user = signedIn(ctx);
    const rows = (await strapi.db.query(ticketUid).findMany({
      where: { holder: { id: user.id } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: 200,
    })) as TicketRow[];
    return present(strapi, rows);
  }),

  mineOne: answer(async (ctx) => {
    const user = signedIn(ctx);
    const code = input.ticketCode(ctx.params.code);
    const row = (await strapi.db
      .query(ticketUid)
      .findOne({ where: { code, holder: { id: user.id } } })) as TicketRow | null;
    if (!row) throw new TicketRefusal('notFound', 'You hold no ticket with this code');
    return (await present(strapi, [row]))[0];
  }),

  cancel: answer(async (ctx) => {
    const user = signedIn(ctx);
    const row = await cancelOwn(strapi, user.id, input.ticketCode(ctx.params.code));
    return presentTicket(row, null);
  }),

  sweep: answer(async () => ({ swept: await sweepExpired(strapi) })),
}));
