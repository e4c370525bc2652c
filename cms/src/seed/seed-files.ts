import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Core } from '@strapi/strapi';

export type Fields = Record<string, unknown>;
/** One entry of a collection file: fields shared by all languages, then each language's own fields. */
export type SeedEntry = { slug: string; shared: Fields; locales: Record<string, Fields> };
export type PageSeed = { title: string; description: string; sections: Record<string, unknown>[] };

/*
 * The seed's 3 MB of JSON lives in `cms/seed/`, outside `src/`, and is read when the seed runs: imported,
 * it made the type checker infer a literal type for every string and the build copy it into dist/.
 */
const folder = (strapi: Core.Strapi, ...parts: string[]) => join(strapi.dirs.app.root, 'seed', ...parts);

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

export const readCollection = (strapi: Core.Strapi, name: string) =>
  readJson(folder(strapi, `${name}.json`)) as SeedEntry[];

export const readWebsiteConfig = (strapi: Core.Strapi) =>
  readJson(folder(strapi, 'website-config.json')) as Fields;

/** `pages/<locale>.json` (key → page), one file per locale so each language is written and reviewed alone. */
export function readPages(strapi: Core.Strapi): Map<string, Record<string, PageSeed>> {
  const byLocale = new Map<string, Record<string, PageSeed>>();
  for (const file of readdirSync(folder(strapi, 'pages'))
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    byLocale.set(
      file.replace(/\.json$/, ''),
      readJson(folder(strapi, 'pages', file)) as Record<string, PageSeed>,
    );
  }
  return byLocale;
}
