import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

import { isSandboxEmail } from '../sandbox/identity';
import { seatsTable, seatsTaken } from '../tickets/seats';

import { eventUid, type EventRow, type Owned, ownedEvent, type SignedInUser } from './access';
import { coverErrors, labelCover } from './cover';
import { presentEvent } from './present';
import { type FieldError, OrganizerFieldErrors, OrganizerRefusal } from './refusal';
import { baseSlug, tierKeys, uniqueSlug } from './slug';
import { type EventValues, tierChangeErrors, validateEvent } from './validate';

/** Events one account may create in 24 hours (a page of spam per minute is what this stops). */
export const createdPerDay = 20;

type Documents = {
  create(params: object): Promise<{ documentId: string }>;
  update(params: object): Promise<unknown>;
  publish(params: object): Promise<unknown>;
  unpublish(params: object): Promise<unknown>;
};
const documents = (strapi: Core.Strapi) => strapi.documents(eventUid as never) as unknown as Documents;

/** The stored fields of a checked form (tiers as the `event.ticket-tier` component, keys kept stable). */
function fieldsOf(values: EventValues, keys: string[]) {
  return {
    title: values.title,
    summary: values.summary,
    description: values.description,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    timeZone: values.timeZone,
    venueName: values.venueName,
    venueAddress: values.venueAddress,
    city: values.city,
    onlineUrl: values.onlineUrl,
    checkoutUrl: values.checkoutUrl,
    cover: values.coverId,
    tickets: values.tiers.map((tier, index) => ({
      key: keys[index],
      name: tier.name,
      price: tier.price,
      currency: tier.currency,
      supply: tier.capacity,
      perPerson: tier.perPerson,
      nftGated: false,
    })),
  };
}

const reject = (errors: FieldError[]) => {
  if (errors.length) throw new OrganizerFieldErrors(errors);
};

async function reload(strapi: Core.Strapi, user: SignedInUser, documentId: string) {
  return presentEvent(strapi, await ownedEvent(strapi, user, documentId));
}

export async function listEvents(strapi: Core.Strapi, user: SignedInUser) {
  const email = user.email.toLowerCase();
  const query = strapi.db.query(eventUid);
  const own = (await query.findMany({
    where: { organizer: { id: user.id }, publishedAt: null },
    select: ['documentId'],
    orderBy: { createdAt: 'desc' },
    limit: 500,
  })) as { documentId: string }[];
  // Co-hosted: the address list is JSON (jsonb on PostgreSQL), so the database narrows by its text
  // and roleOf decides; Strapi's $contains would compare jsonb with LIKE, which PostgreSQL refuses.
  const meta = strapi.db.metadata.get(eventUid) as unknown as {
    tableName: string;
    attributes: Record<string, { columnName?: string }>;
  };
  const column = meta.attributes.coHosts?.columnName ?? 'co_hosts';
  const cohosted: { documentId: string }[] = user.confirmed
    ? ((await strapi.db
        .connection(meta.tableName)
        .select({ documentId: 'document_id' })
        .whereNull('published_at')
        .whereRaw(`CAST(?? AS TEXT) LIKE ?`, [column, `%${JSON.stringify(email)}%`])
        .limit(500)) as { documentId: string }[])
    : [];
  const answers = [];
  for (const documentId of new Set([...own, ...cohosted].map((row) => row.documentId))) {
    const owned = await ownedEvent(strapi, user, documentId).catch(() => null);
    if (owned) answers.push(await presentEvent(strapi, owned));
  }
  return answers.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

export async function createEvent(strapi: Core.Strapi, user: SignedInUser, raw: unknown) {
  const { values, errors } = validateEvent(raw, { now: new Date() });
  errors.push(...(await coverErrors(strapi, user, values.coverId)));
  reject(errors);
  await labelCover(strapi, values.coverId, values.coverAlt);
  const created = await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    await lockAccount(strapi, trx, user.id);
    const since = new Date(Date.now() - 86_400_000);
    const recent = await strapi.db.query(eventUid).count({
      where: { organizer: { id: user.id }, publishedAt: null, createdAt: { $gt: since } },
    });
    if (Number(recent) >= createdPerDay) {
      throw new OrganizerRefusal('tooMany', `At most ${createdPerDay} new events a day`);
    }
    const slug = await uniqueSlug(baseSlug(values.title), async (candidate) =>
      Boolean(await strapi.db.query(eventUid).count({ where: { slug: candidate } })),
    );
    return documents(strapi).create({
      locale: values.locale,
      data: {
        ...fieldsOf(values, tierKeys(values.tiers, [])),
        slug,
        organizer: { id: user.id },
        organizerName: user.username,
        coHosts: [],
        hidden: false,
        // A demo sandbox's event is readable by that sandbox only (bootstrap/published-only.ts).
        sandbox: isSandboxEmail(user.email),
        sourceLocale: values.locale,
      },
    });
  });
  return reload(strapi, user, created.documentId);
}

/**
 * Makes one account's creates take turns, so counting today's events and adding one cannot interleave
 * (twenty-one creates sent at once would otherwise all count 20 and all pass). PostgreSQL holds the
 * account's row lock until the transaction ends; SQLite has a single writer, and Strapi's one
 * connection to it runs one transaction at a time, so the row touch is all it needs.
 */
async function lockAccount(strapi: Core.Strapi, trx: Knex.Transaction, userId: number) {
  const { tableName } = strapi.db.metadata.get('plugin::users-permissions.user');
  await trx(tableName).where({ id: userId }).forUpdate().first('id');
}

/** Saves the draft; a published event keeps its public version until it is published again. */
export async function updateEvent(strapi: Core.Strapi, user: SignedInUser, documentId: string, raw: unknown) {
  const owned = await ownedEvent(strapi, user, documentId);
  const { draft } = owned;
  const { values, errors } = validateEvent(
    { ...(raw as object), locale: draft.sourceLocale ?? draft.locale },
    { now: new Date(), previousStartsAt: draft.startsAt },
  );
  errors.push(...(await coverErrors(strapi, user, values.coverId, draft.cover?.id ?? null)));
  const existing = tierKeysOf(owned);
  const keys = tierKeys(values.tiers, existing);
  errors.push(
    ...tierChangeErrors(keys, values.tiers, existing, await seatsTaken(strapi.db.connection, documentId)),
  );
  reject(errors);
  await labelCover(strapi, values.coverId, values.coverAlt);
  await documents(strapi).update({
    documentId,
    locale: draft.locale,
    status: 'draft',
    data: fieldsOf(values, keys),
  });
  return reload(strapi, user, documentId);
}

/** Keys of the tiers in the draft and the public version: tickets may name either. */
function tierKeysOf(owned: Pick<Owned, 'draft' | 'published'>): string[] {
  const keysOf = (row: EventRow | null) =>
    (row?.tickets ?? []).map((tier, index) => tier.key ?? `tier-${index + 1}`);
  return [...new Set([...keysOf(owned.draft), ...keysOf(owned.published)])];
}

/**
 * Publishes the draft through the Document Service (its `entry.publish` webhook refreshes the site).
 * The new capacities must hold the seats taken: inside one transaction each tier's seat row is
 * conditionally touched (`UPDATE … WHERE taken <= capacity`), which locks it on PostgreSQL until the
 * publish commits, so no claim can take a seat between the check and the new capacity going live.
 */
export async function publishEvent(strapi: Core.Strapi, user: SignedInUser, documentId: string) {
  const owned = await ownedEvent(strapi, user, documentId);
  const { draft } = owned;
  const { errors } = validateEvent(
    { ...inputFor(draft), locale: draft.sourceLocale ?? draft.locale },
    { now: new Date(), previousStartsAt: owned.published?.startsAt ?? draft.startsAt },
  );
  const existing = tierKeysOf(owned);
  const keys = (draft.tickets ?? []).map((tier, index) => tier.key ?? `tier-${index + 1}`);
  const capacities = (draft.tickets ?? []).map((tier) =>
    typeof tier.supply === 'number' ? tier.supply : null,
  );
  if (errors.length)
    throw new OrganizerRefusal('cannotPublish', 'The draft has fields to fix before it can be published');
  for (const key of keys) {
    await strapi.db
      .connection(seatsTable)
      .insert({ event_document_id: documentId, tier_key: key, taken: 0 })
      .onConflict(['event_document_id', 'tier_key'])
      .ignore();
  }
  await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    const locked: FieldError[] = [];
    for (const [index, key] of keys.entries()) {
      const capacity = capacities[index];
      const query = trx(seatsTable).where({ event_document_id: documentId, tier_key: key });
      if (capacity !== null && capacity !== undefined) query.where('taken', '<=', capacity);
      if (Number(await query.update({ taken: trx.raw('taken') })) !== 1)
        locked.push({ path: `tiers.${index}.capacity`, code: 'belowTaken' });
    }
    const taken = await seatsTaken(trx, documentId);
    if (existing.some((key) => !keys.includes(key) && (taken.get(key) ?? 0) > 0)) {
      locked.push({ path: 'tiers', code: 'tierHasTickets' });
    }
    reject(locked);
    await documents(strapi).publish({ documentId, locale: draft.locale });
  });
  return reload(strapi, user, documentId);
}

/** Takes the event off the site in every language (the webhook refreshes the site). */
export async function unpublishEvent(strapi: Core.Strapi, user: SignedInUser, documentId: string) {
  const owned = await ownedEvent(strapi, user, documentId);
  if (owned.published) await documents(strapi).unpublish({ documentId, locale: '*' });
  return reload(strapi, user, documentId);
}

/** The draft's stored values in the form's shape, to check them again before publishing. */
function inputFor(row: EventRow) {
  return {
    title: row.title,
    summary: row.summary ?? '',
    description: row.description ?? '',
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    timeZone: row.timeZone ?? '',
    venueName: row.venueName,
    venueAddress: row.venueAddress,
    city: row.city,
    onlineUrl: row.onlineUrl,
    checkoutUrl: row.checkoutUrl ?? null,
    coverId: row.cover?.id ?? null,
    coverAlt: row.cover ? (row.cover.alternativeText ?? '') : null,
    tiers: (row.tickets ?? []).map((tier) => ({
      key: tier.key ?? null,
      name: tier.name,
      price: Number(tier.price),
      currency: tier.currency,
      capacity: tier.supply ?? null,
      perPerson: tier.perPerson ?? 1,
    })),
  };
}
