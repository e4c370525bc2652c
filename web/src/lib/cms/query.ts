import qs from 'qs';

/** The spec's parsing limits, shared with Strapi's query middleware (cms/config/middlewares.ts). */
export const queryLimits = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | QueryObject;
export type QueryObject = { [key: string]: QueryValue };

function checkLimits(value: QueryValue, depth: number): void {
  if (value !== null && typeof value === 'object' && depth > queryLimits.depth) {
    throw new RangeError(`Query nested deeper than ${queryLimits.depth}`);
  }
  if (Array.isArray(value)) {
    if (value.length > queryLimits.arrayLimit) {
      throw new RangeError(`Query array longer than ${queryLimits.arrayLimit}`);
    }
    value.forEach((item) => checkLimits(item, depth + 1));
  } else if (value !== null && typeof value === 'object') {
    Object.values(value).forEach((item) => checkLimits(item, depth + 1));
  }
}

/**
 * Nested-bracket serialisation (`filters[slug][$eq]=x`), refusing what Strapi's parser would cut short
 * so a query is never silently truncated on the other side.
 */
export function serializeQuery(query: QueryObject): string {
  checkLimits(query, 0);
  return qs.stringify(query, { encodeValuesOnly: true, skipNulls: true });
}
