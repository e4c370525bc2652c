/**
 * Strapi 5 answers flat entries; Strapi 4 (or v5 with `Strapi-Response-Format: v4`) wraps them as
 * `{ id, attributes }` and relations as `{ data }`. Both become the flat v5 shape here, so one zod
 * schema per entity reads either.
 */
export function normalizeResponse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeResponse);
  if (value === null || typeof value !== 'object') return value;

  const record = value as Record<string, unknown>;
  if ('attributes' in record && typeof record.attributes === 'object' && record.attributes !== null) {
    const { attributes, ...rest } = record;
    return normalizeResponse({ ...rest, ...(attributes as Record<string, unknown>) });
  }

  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    out[key] = isRelationWrapper(item) ? normalizeResponse(item.data) : normalizeResponse(item);
  }
  return out;
}

// A v4 relation or media field is `{ data: entry | entry[] | null }`; the top-level envelope
// `{ data, meta }` is kept as it is.
function isRelationWrapper(value: unknown): value is { data: unknown } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'data';
}
