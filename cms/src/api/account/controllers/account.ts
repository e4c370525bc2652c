import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { answerWith } from '../../../answer';
import { EmailSignInRefusal } from '../../../email-sign-in/refusal';
import { services } from '../../../strapi-services';
import { body, locale } from '../../../tickets/input';
import savedEventSchema from '../../saved-event/content-types/saved-event/schema.json';
import { deleteAccount, hasPassword, mailDeletionCode, setFirstPassword } from '../deletion/flow';

type Grant = Record<string, { enabled?: boolean }>;
type Context = {
  state: { user?: { id: number } };
  params: Record<string, string>;
  request: { body?: Record<string, unknown> };
  body: unknown;
};

// The saved entry's own rule, so the two cannot drift apart.
const slugPattern = new RegExp(savedEventSchema.attributes.eventSlug.regex);
const savedEvents = 'api::saved-event.saved-event';

// A wrong, expired or spent deletion code answers as a sign-in code does: 400, 410 or 429, never a 5xx.
const answer = answerWith<Context & { status?: number }>(EmailSignInRefusal);

function signedIn(ctx: Context): number {
  const id = ctx.state.user?.id;
  if (!id) throw new errors.UnauthorizedError('Missing authentication');
  return id;
}

function slugOf(value: unknown): string {
  if (typeof value !== 'string' || value.length > 120 || !slugPattern.test(value)) {
    throw new errors.ValidationError('A slug is lower-case letters, digits and single hyphens');
  }
  return value;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The social sign-in providers an editor enabled (names only: keys and secrets stay here). */
  async providers(ctx: Context) {
    const grant = ((await strapi.store({ type: 'plugin', name: 'users-permissions', key: 'grant' }).get()) ??
      {}) as Grant;
    ctx.body = {
      data: Object.entries(grant)
        .filter(([name, settings]) => name !== 'email' && settings.enabled === true)
        .map(([name]) => name),
    };
  },

  /** The signed-in user's saved events, newest first. */
  async savedEvents(ctx: Context) {
    const user = signedIn(ctx);
    const rows = (await strapi.db.query(savedEvents).findMany({
      where: { user: { id: user } },
      orderBy: { createdAt: 'desc' },
      select: ['eventSlug', 'createdAt'],
    })) as { eventSlug: string; createdAt: string }[];
    ctx.body = { data: rows.map((row) => ({ slug: row.eventSlug, savedAt: row.createdAt })) };
  },

  /** Saves a published event once (saving it again changes nothing). */
  async saveEvent(ctx: Context) {
    const user = signedIn(ctx);
    const slug = slugOf(ctx.request.body?.slug);
    const event = await strapi
      .documents('api::event.event')
      .findFirst({ filters: { slug }, status: 'published' });
    if (!event) throw new errors.NotFoundError('No published event has this slug');
    const saved = services(strapi).query<{ id: number }>(savedEvents);
    const existing = await saved.findOne({ where: { user: { id: user }, eventSlug: slug } });
    if (!existing) await saved.create({ data: { user, eventSlug: slug } });
    ctx.body = { data: { slug } };
  },

  async removeEvent(ctx: Context) {
    const user = signedIn(ctx);
    const slug = slugOf(ctx.params.slug);
    await strapi.db.query(savedEvents).deleteMany({ where: { user: { id: user }, eventSlug: slug } });
    ctx.body = { data: { slug } };
  },

  /** Whether the account has a password (the account page then offers "change", else "set"). */
  async passwordStatus(ctx: Context) {
    ctx.body = { data: { set: await hasPassword(strapi, signedIn(ctx)) } };
  },

  /** A first password for an account that has none (deletion/flow.ts). */
  setPassword: answer(async (ctx) => {
    await setFirstPassword(strapi, signedIn(ctx), body(ctx.request.body).password);
    return { set: true };
  }),

  /** Mails the code that confirms deleting an account without a password, in the page's language. */
  deletionCode: answer(async (ctx) => {
    await mailDeletionCode(strapi, signedIn(ctx), locale(body(ctx.request.body).locale));
    return { sent: true };
  }),

  /** Deletes the account and everything of theirs, once confirmed (password, or the mailed code). */
  deleteAccount: answer(async (ctx) => {
    const proof = body(ctx.request.body);
    await deleteAccount(strapi, signedIn(ctx), { password: proof.password, code: proof.code });
    return { deleted: true };
  }),
});
