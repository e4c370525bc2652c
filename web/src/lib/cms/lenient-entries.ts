import { z } from 'zod';

/** Where a skipped field or entry is reported (the server log; a test may listen). */
export type SkipReporter = (message: string) => void;

// A cached list is parsed on every render: each problem is logged once per process, not per visit.
const reported = new Set<string>();
const warn: SkipReporter = (message) => {
  if (reported.has(message)) return;
  if (reported.size >= 1000) reported.clear();
  reported.add(message);
  console.warn(`[cms] ${message}`);
};

function entryName(raw: unknown): string {
  if (typeof raw !== 'object' || raw === null) return 'an entry that is not an object';
  const { documentId, id, slug, key } = raw as Record<string, unknown>;
  const name = [documentId, id, slug, key].find(
    (value) => typeof value === 'string' || typeof value === 'number',
  );
  return name === undefined ? 'an entry without an id' : `entry ${String(name)}`;
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`).join('; ');
}

/** The fields of an object schema that may be left out (`optional`, `nullish`). */
function optionalKeys(schema: z.ZodType): Set<string> {
  if (!(schema instanceof z.ZodObject)) return new Set();
  const shape = schema.shape as Record<string, z.ZodType>;
  return new Set(Object.keys(shape).filter((key) => shape[key]?.safeParse(undefined).success));
}

/**
 * One CMS entry, as leniently as its schema allows: an optional field with a bad value is left out
 * (reported), so one editor's malformed `tags` costs that field, not the post; `null` when a field the
 * site needs is bad (reported with the entry's id).
 */
export function parseEntry<Item extends z.ZodType>(
  schema: Item,
  raw: unknown,
  report: SkipReporter = warn,
): z.output<Item> | null {
  const first = schema.safeParse(raw);
  if (first.success) return first.data;

  const optional = optionalKeys(schema);
  const badKeys = new Set(first.error.issues.map((issue) => String(issue.path[0] ?? '')));
  const droppable = [...badKeys].filter((key) => optional.has(key));
  if (droppable.length === badKeys.size && typeof raw === 'object' && raw !== null) {
    const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !droppable.includes(key)));
    const second = schema.safeParse(kept);
    if (second.success) {
      report(`Skipped field ${droppable.join(', ')} of ${entryName(raw)}: ${describe(first.error)}`);
      return second.data;
    }
  }
  report(`Skipped ${entryName(raw)}: ${describe(first.error)}`);
  return null;
}

/** A list's entries, each parsed on its own: a malformed entry is dropped and reported, never the list. */
export function parseEntries<Item extends z.ZodType>(
  schema: Item,
  rows: unknown[],
  report: SkipReporter = warn,
): z.output<Item>[] {
  return rows.flatMap((raw) => {
    const entry = parseEntry(schema, raw, report);
    return entry === null ? [] : [entry];
  });
}
