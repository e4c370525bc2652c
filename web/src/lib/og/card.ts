import 'server-only';

import { getFormatter, getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { blogPosts } from '@/lib/cms/blog';
import { demos } from '@/lib/cms/demos';
import { events } from '@/lib/cms/events';
import { howToGuides } from '@/lib/cms/how-to';
import { hubs } from '@/lib/cms/hubs';
import { getPage } from '@/lib/cms/pages';
import { mayExist } from '@/lib/cms/slug-index';
import { regionName } from '@/lib/region-name';
import { matchRoute } from '@/routes/match';
import { cmsPageKey, type PageRouteName, pageRoutes } from '@/routes/pages';

/** What an Open Graph image shows: a small line above the title, the title, and the text's language. */
export type OgCard = { eyebrow: string; title: string; lang: Locale };

function isPageRoute(name: string): name is PageRouteName {
  return (pageRoutes as readonly string[]).includes(name);
}

/**
 * The card of a public page or entry, from the same cached CMS reads as the page itself; null for a
 * path that is not one (debug pages, unknown slugs).
 */
export async function ogCard(locale: Locale, path: string): Promise<OgCard | null> {
  const match = matchRoute(path);
  if (!match || ('debug' in match.route && match.route.debug)) return null;
  const name = match.route.name;
  const slug = Object.values(match.params)[0] ?? '';
  // The proxy's validate step, which this route does not pass through: a made-up slug never reaches the CMS.
  const check = match.route.validate;
  if (check && !mayExist(check.collection, match.params[check.param] ?? '')) return null;
  const pages = await getTranslations({ locale, namespace: 'Layout.pages' });

  if (isPageRoute(name)) {
    const page = await getPage(locale, cmsPageKey(name));
    if (!page) return { eyebrow: '', title: pages(name), lang: locale };
    return { eyebrow: name === 'index' ? '' : pages(name), title: page.title, lang: page.locale };
  }
  switch (name) {
    case 'blog-blog_slug': {
      const post = await blogPosts.get(locale, slug);
      return post && { eyebrow: pages('blog'), title: post.title, lang: post.locale };
    }
    case 'how-to-slug': {
      const guide = await howToGuides.get(locale, slug);
      return guide && { eyebrow: pages('how-to'), title: guide.title, lang: guide.locale };
    }
    case 'demos-slug': {
      const demo = await demos.get(locale, slug);
      return demo && { eyebrow: pages('demos'), title: demo.title, lang: demo.locale };
    }
    case 'hubs-hub_slug': {
      const hub = await hubs.get(locale, slug);
      if (!hub) return null;
      const place = [hub.city, regionName(hub.country, locale)].filter(Boolean).join(', ');
      return { eyebrow: place || pages('hubs'), title: hub.name, lang: hub.locale };
    }
    case 'events-event_slug': {
      const event = await events.get(locale, slug);
      if (!event) return null;
      const format = await getFormatter({ locale });
      const when = format.dateTime(new Date(event.startsAt), {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: event.timeZone,
      });
      return { eyebrow: when, title: event.title, lang: event.locale };
    }
    default:
      return null;
  }
}
