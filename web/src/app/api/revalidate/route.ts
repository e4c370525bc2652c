import { timingSafeEqual } from 'node:crypto';

import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { z } from 'zod';

import { env } from '@/env';
import { reloadMemoized } from '@/lib/cms/memo';
import { isCmsModel, memosToReload, tagsToRevalidate } from '@/lib/cms/tags';
import { BodyTooLarge, readCappedText } from '@/lib/http/read-capped-body';

export const dynamic = 'force-dynamic';

// Strapi's webhook body: `{ event, model, entry, ... }`. The entry's `publishedAt` tells a draft save
// (null) from a change visitors can see.
const payload = z.object({
  event: z.string().max(64),
  model: z.string().max(64),
  entry: z.object({ publishedAt: z.string().nullish() }).passthrough().nullish(),
});

const maxBodyBytes = 256 * 1024;

/**
 * Next stores a page or data entry with the time it finished, not the time it read the CMS, so a render
 * that read the old content before the webhook and finished after it is kept as fresh for the whole
 * cache lifetime (seen in the tests: a page made stale by another model's change, rendered on a visit
 * just before the publish). Marking the tags stale once more after such a render has finished sends
 * those entries through one more render. One later pass only: Next applies the tags marked in `after`
 * when the whole callback ends. A render's CMS reads time out after CMS_TIMEOUT_MS.
 */
const secondPassMs = Math.max(3000, env.CMS_TIMEOUT_MS);

function authorised(req: Request): boolean {
  const secret = env.REVALIDATE_SECRET;
  const given = req.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!secret || given.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}

function isDraftSave({ event, entry }: z.output<typeof payload>): boolean {
  return (event === 'entry.create' || event === 'entry.update') && entry?.publishedAt === null;
}

function markStale(tags: string[]) {
  // Stale-while-revalidate: the next request triggers a fresh render (seen from the one after). A blocking
  // miss (`expire: 0`) would turn every page of the model into a 500 while the CMS is unreachable.
  for (const tag of tags) revalidateTag(tag, 'max');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The CMS webhook: a published change refreshes the cached reads (and so the pages) that use it. */
export async function POST(req: Request) {
  if (!authorised(req)) return Response.json({ error: 'Invalid or missing secret' }, { status: 401 });
  let body: string;
  try {
    body = await readCappedText(req, maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) return Response.json({ error: 'Body too large' }, { status: 413 });
    throw error;
  }
  const parsed = payload.safeParse(parseJson(body));
  if (!parsed.success) return Response.json({ error: 'Expected a Strapi webhook body' }, { status: 400 });
  const { model } = parsed.data;
  // A draft save changes nothing public; refreshing on it would only re-render every page of the model.
  if (!isCmsModel(model) || isDraftSave(parsed.data)) return Response.json({ revalidated: [] });

  const tags = tagsToRevalidate(model);
  // The values kept in memory first (the proxy's redirect rules and slug indexes, the website
  // configuration every layout reads), then the tags: a page rendered in between read the new entry
  // under the old header and title (seen in the tests: a new Site name in a page's text, the old one in
  // its title), and kept that mix until the second pass.
  await reloadMemoized(memosToReload(model));
  markStale(tags);
  // One line per pass in the replica's log: what an operator reads when a change seems not to show (and
  // what the stack's tests wait on).
  // eslint-disable-next-line no-console -- an operator's log line, not a problem
  console.info(`[revalidate] ${model}: ${tags.length} tags marked stale`);
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, secondPassMs));
    markStale(tags);
    // eslint-disable-next-line no-console -- likewise
    console.info(`[revalidate] ${model}: second pass`);
  });
  return Response.json({ revalidated: tags });
}
