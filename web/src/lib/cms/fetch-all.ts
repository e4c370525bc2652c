import 'server-only';

import type { z } from 'zod';

import { type CmsRequest, cmsFetch } from './client';
import { listOf } from './schemas';

const pageSize = 100; // Strapi's `maxLimit` (cms/config/api.ts)

/** Every entry of a list, page after page (a single request stops at 100), up to `maxPages` pages. */
export async function cmsFetchAll<Item extends z.ZodType>(
  request: CmsRequest,
  item: Item,
  maxPages = 50,
): Promise<z.output<Item>[]> {
  const rows: z.output<Item>[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await cmsFetch(
      { ...request, query: { ...request.query, pagination: { page, pageSize } } },
      listOf(item),
    );
    rows.push(...answer.data);
    if (page >= (answer.meta?.pagination?.pageCount ?? 1)) break;
  }
  return rows;
}
