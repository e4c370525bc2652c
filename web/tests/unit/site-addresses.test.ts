import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import siteAddresses from '@belong/shared/site-addresses.json';
import { describe, expect, it } from 'vitest';

import { routeHref } from '@/routes/match';
import { cmsPageKey, pageRoutes } from '@/routes/pages';
import { placeholders, routes } from '@/routes/table';

import {
  changedKeyProblem,
  demoSlugProblem,
  newPageKeyProblem,
  removalProblem,
} from '../../../cms/src/site-addresses/address-problems';

const reserved = new Set(siteAddresses.reservedSegments);
const firstSegment = (path: string) => path.split('/')[1] ?? '';

describe('the addresses the CMS protects are the site’s own', () => {
  it('names exactly the route pages, each with its address', () => {
    expect(siteAddresses.pageKeys).toEqual(
      Object.fromEntries(pageRoutes.map((name) => [cmsPageKey(name), routeHref(name)])),
    );
  });

  it('reserves the first segment of every fixed route, alias and placeholder', () => {
    const fixed = routes
      .filter((route) => route.name !== 'demos-slug' && route.path !== '/')
      .flatMap((route) => [route.path, ...('aliases' in route ? route.aliases : [])]);
    for (const path of [...fixed, ...placeholders.toHome, ...placeholders.gone]) {
      const segment = firstSegment(path);
      if (/^[a-z0-9-]+$/.test(segment)) expect(reserved, path).toContain(segment);
    }
  });

  it('reserves every folder a page or file is served from (a static folder wins over a demo’s slug)', () => {
    const app = join(__dirname, '..', '..', 'src', 'app');
    const folders = readdirSync(join(app, '[locale]'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('('))
      .flatMap((group) => readdirSync(join(app, '[locale]', group.name)))
      .concat(readdirSync(app))
      .filter((name) => /^[a-z0-9-]+$/.test(name));
    expect(folders.length).toBeGreaterThan(20);
    for (const folder of folders) expect(reserved, folder).toContain(folder);
  });
});

describe('the CMS’s page key and demo slug rules', () => {
  it('refuses a page key the site has no address for, naming the valid keys with their addresses', () => {
    const problem = newPageKeyProblem('partners', false);
    expect(problem?.field).toBe('key');
    expect(problem?.message).toContain('"partners" is not a page of the site');
    expect(problem?.message).toContain('home (/), app (/app)');
    expect(problem?.message).toContain('demos (/demos)');
    expect(newPageKeyProblem('pricing', false)).toBeNull();
  });

  it('refuses a second page for a key that has one', () => {
    expect(newPageKeyProblem('home', true)?.message).toBe(
      'The home page (/) already exists: edit it, or add a language to it, instead of creating another.',
    );
  });

  it('refuses a new key for a route page, and lets the same key be saved again', () => {
    expect(changedKeyProblem('home', 'home', true)).toBeNull();
    expect(changedKeyProblem('home', 'start', false)?.message).toMatch(
      /^The key of the home page \(\/\) cannot change/,
    );
    expect(changedKeyProblem('home', 'pricing', true)?.message).toMatch(/cannot change/);
    // An old entry with a key the site never served may take a free valid one.
    expect(changedKeyProblem('old-landing', 'terms', false)).toBeNull();
    expect(changedKeyProblem('old-landing', 'terms', true)?.message).toMatch(/already exists/);
  });

  it('says why the English version of a route page stays', () => {
    expect(removalProblem('home', 'delete').message).toMatch(
      /^The home page \(\/\) cannot be deleted in English/,
    );
    expect(removalProblem('pricing', 'unpublish').message).toMatch(/cannot be unpublished in English/);
  });

  it('keeps demos off the addresses the site already answers', () => {
    for (const slug of ['pricing', 'sign-in', 'account', 'blog-filtered', 'de', 'ja', 'en', 'api', 'home']) {
      expect(demoSlugProblem(slug)?.field, slug).toBe('slug');
    }
    expect(demoSlugProblem('pricing')?.message).toBe(
      '"pricing" is already an address of the site (/pricing): a demo there could never be opened. Choose another slug.',
    );
    expect(demoSlugProblem('demo-nft-ticketing')).toBeNull();
    expect(demoSlugProblem('partners')).toBeNull();
  });
});
