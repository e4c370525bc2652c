import { timingSafeEqual } from 'node:crypto';

import { revalidateTag } from 'next/cache';
import { z } from 'zod';

import { env } from '@/env';
import { isCmsModel, tagsToRevalidate } from '@/lib/cms/tags';

export const dynamic = 'force-dynamic';

// Strapi's webhook body: `{ event, model, entry, ... }`; only the model matters for the tags.
const payload = z.object({ event: z.string().max(64), model: z.string().max(64) });

const maxBodyBytes = 256 * 1024;

function authorised(req: Request): boolean {
  const secret = env.REVALIDATE_SECRET;
  const given = req.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!secret || given.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}

/** The CMS webhook: a published change refreshes the cached reads (and so the pages) that use it. */
export async function POST(req: Request) {
  if (!authorised(req)) return Response.json({ error: 'Invalid or missing secret' }, { status: 401 });
  if (Number(req.headers.get('content-length') ?? 0) > maxBodyBytes) {
    return Response.json({ error: 'Body too large' }, { status: 413 });
  }
  const parsed = payload.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'Expected a Strapi webhook body' }, { status: 400 });
  if (!isCmsModel(parsed.data.model)) return Response.json({ revalidated: [] });

  const tags = tagsToRevalidate(parsed.data.model);
  // Stale-while-revalidate: the next request triggers a fresh render (seen from the one after). A blocking
  // miss (`expire: 0`) would turn every page of the model into a 500 while the CMS is unreachable.
  for (const tag of tags) revalidateTag(tag, 'max');
  return Response.json({ revalidated: tags });
}
