import siteLocaleFacts from '@belong/shared/locales.json';
import siteAddresses from '@belong/shared/site-addresses.json';

/** What an editor must change: the field, and why, in words. */
export type AddressProblem = { field: string; message: string };

const pageKeys: Record<string, string> = siteAddresses.pageKeys;

/** The keys the site has a page for, each with its address: `home (/), app (/app), …`. */
const validKeys = Object.entries(pageKeys)
  .map(([key, path]) => `${key} (${path})`)
  .join(', ');

/** Whether a page with this key is one of the site's fixed pages: each has an address in every language. */
export const isRoutePage = (key: string): boolean => Object.prototype.hasOwnProperty.call(pageKeys, key);

/**
 * A page's key names the fixed page of the site it fills: any other key would publish a page with no
 * address (the site serves no `/{key}`). `taken` is whether another page already has the key.
 */
export function newPageKeyProblem(key: string, taken: boolean): AddressProblem | null {
  if (!isRoutePage(key)) {
    return {
      field: 'key',
      message: `"${key}" is not a page of the site. A page's key must be one of: ${validKeys}. A page at a new address needs that address added to the site first.`,
    };
  }
  if (taken) {
    return {
      field: 'key',
      message: `The ${key} page (${pageKeys[key]}) already exists: edit it, or add a language to it, instead of creating another.`,
    };
  }
  return null;
}

/** The key of a fixed page cannot change: its address would lose its content in every language. */
export function changedKeyProblem(stored: string, key: string, taken: boolean): AddressProblem | null {
  if (key === stored) return null;
  return isRoutePage(stored)
    ? {
        field: 'key',
        message: `The key of the ${stored} page (${pageKeys[stored]}) cannot change: the site shows this page at that address. Change its title and sections instead.`,
      }
    : newPageKeyProblem(key, taken);
}

/**
 * The English version of a fixed page is what every language falls back to: it may be neither deleted
 * nor unpublished (another language's version may: the site then shows the English one with a note).
 */
export function removalProblem(key: string, action: 'delete' | 'unpublish'): AddressProblem {
  const verb = action === 'delete' ? 'deleted' : 'unpublished';
  return {
    field: 'key',
    message: `The ${key} page (${pageKeys[key]}) cannot be ${verb} in English: the site shows it at that address, and in every language without a version of its own. Change its sections instead.`,
  };
}

/** First path segments the site already answers (its pages, languages, files): a demo there is never shown. */
const reserved = new Set([...siteAddresses.reservedSegments, ...Object.keys(siteLocaleFacts)]);

/** A demo lives at `/{slug}`: a slug the site already uses for something else would never be reached. */
export function demoSlugProblem(slug: string): AddressProblem | null {
  if (!reserved.has(slug.toLowerCase())) return null;
  return {
    field: 'slug',
    message: `"${slug}" is already an address of the site (/${slug}): a demo there could never be opened. Choose another slug.`,
  };
}

const localeCodes = new Set(Object.keys(siteLocaleFacts));

/**
 * Whether the site answers a path written in an editor's text (`/events`, `/de/how-to/x?y#z`): its first
 * segment after the language must be one of the site's routes, or a single segment a demo's slug. Entries
 * under a route (`/blog/{slug}`) are not looked up: a post may link to a guide published after it.
 */
export function isSitePath(path: string, demoSlugs: ReadonlySet<string>): boolean {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const language = segments[0];
  if (language !== undefined && localeCodes.has(language)) segments.shift();
  const [first, ...rest] = segments;
  if (first === undefined || reserved.has(first)) return true;
  return rest.length === 0 && demoSlugs.has(first);
}
