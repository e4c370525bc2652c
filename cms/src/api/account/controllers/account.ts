import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { services } from '../../../strapi-services';
import { passHoldingUid } from '../../../tickets/constants';
import { forgetHolder } from '../../../tickets/release';
import savedEventSchema from '../../saved-event/content-types/saved-event/schema.json';

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
const users = 'plugin::users-permissions.user';

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

  /** Deletes the account and everything of theirs, once the password is confirmed. */
  async deleteAccount(ctx: Context) {
    const user = signedIn(ctx);
    const password = ctx.request.body?.password;
    const stored = await services(strapi)
      .query<{ password?: string; email?: string }>(users)
      .findOne({ where: { id: user }, select: ['password', 'email'] });
    const valid =
      typeof password === 'string' &&
      stored?.password &&
      (await services(strapi).users().validatePassword(password, stored.password));
    if (!valid) throw new errors.ValidationError('The provided current password is invalid');
    await strapi.db.query(savedEvents).deleteMany({ where: { user: { id: user } } });
    await strapi.db.query(passHoldingUid).deleteMany({ where: { user: { id: user } } });
    await forgetHolder(strapi, user, stored.email ?? '');
    await strapi.sessionManager('users-permissions').invalidateRefreshToken(String(user));
    await strapi.db.query(users).delete({ where: { id: user } });
    ctx.body = { data: { deleted: true } };
  },
});
