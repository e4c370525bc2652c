import type { Core } from '@strapi/strapi';

type Row = {
  id: number;
  locale: string | null;
  publishedAt: string | null;
  hub?: { id: number; documentId: string } | null;
};
type DocumentContext = {
  uid: string;
  action: string;
  params: { documentId?: string; locale?: string; data?: Record<string, unknown> };
};

const eventUid = 'api::event.event';
const hubUid = 'api::hub.hub';

/**
 * The hub an event belongs to is one fact for every language. Strapi 5 localizes every relation of a
 * localized type (i18n's `isLocalizedAttribute`), so without this an editor links the hub 14 times.
 * After each save or publish of an event, every version of it (all languages, draft and published) is
 * linked to the same hub: the one just set when the save named a hub, else the English version's; each
 * version to the hub's version in its own language and state where there is one. Like i18n's own copy of
 * non-localized fields, this writes the other languages' rows directly: no publish is needed.
 */
export async function linkHubInAllLocales(
  strapi: Core.Strapi,
  documentId: string,
  source: { locale?: string; named: boolean },
): Promise<void> {
  const events = strapi.db.query(eventUid);
  const rows = (await events.findMany({
    where: { documentId },
    select: ['id', 'locale', 'publishedAt'],
    populate: { hub: { select: ['id', 'documentId'] } },
  })) as Row[];
  const from =
    (source.named && rows.find((row) => row.locale === source.locale && !row.publishedAt)) ||
    rows.find((row) => row.locale === 'en' && !row.publishedAt) ||
    rows.find((row) => row.hub);
  const hubDocumentId = from?.hub?.documentId ?? null;
  const hubRows = hubDocumentId
    ? ((await strapi.db.query(hubUid).findMany({
        where: { documentId: hubDocumentId },
        select: ['id', 'locale', 'publishedAt'],
      })) as Row[])
    : [];
  const hubFor = (row: Row) => {
    const sameState = hubRows.filter((hub) => Boolean(hub.publishedAt) === Boolean(row.publishedAt));
    return (
      sameState.find((hub) => hub.locale === row.locale) ?? sameState.find((hub) => hub.locale === 'en')
    )?.id;
  };
  for (const row of rows) {
    const wanted = hubDocumentId ? (hubFor(row) ?? null) : null;
    if ((row.hub?.id ?? null) === wanted) continue;
    await events.update({ where: { id: row.id }, data: { hub: wanted } });
  }
}

/** Runs the link after every event create, update and publish (see `linkHubInAllLocales`). */
export function registerHubForAllLocales(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const ctx = context as unknown as DocumentContext;
    if (ctx.uid !== eventUid || !['create', 'update', 'publish'].includes(ctx.action)) return result;
    const written = result as { documentId?: string } | null;
    const documentId = written?.documentId ?? ctx.params.documentId;
    if (documentId) {
      await linkHubInAllLocales(strapi, documentId, {
        locale: ctx.params.locale,
        named: ctx.params.data !== undefined && 'hub' in ctx.params.data,
      });
    }
    return result;
  });
}
