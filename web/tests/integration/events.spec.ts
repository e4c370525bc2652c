import { expect, test } from '@playwright/test';

import { languageTag } from '../../src/i18n/locales';
import { decodeEntities, messages, seed } from '../support/stack';

type Tier = { name: string; price: number; currency: string };

test('an event page lists its ticket tiers in the page’s language, prices in the local format', async ({
  request,
}) => {
  const event = seed('events').find((entry) => entry.slug.startsWith('warsaw'))!;
  for (const locale of ['pl', 'ja', 'en'] as const) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const html = decodeEntities(await (await request.get(`${prefix}/events/${event.slug}`)).text());
    const t = messages(locale).Tickets;
    expect(html, locale).toContain(t.heading);
    for (const tier of event.locales[locale]?.tickets as Tier[]) {
      expect(html, `${locale}: ${tier.name}`).toContain(tier.name);
      const price =
        tier.price === 0
          ? t.free
          : new Intl.NumberFormat(languageTag(locale), { style: 'currency', currency: tier.currency }).format(
              tier.price,
            );
      expect(html, `${locale}: ${tier.name} price`).toContain(price);
    }
    // Each tier has its action: a claim for free tiers, the organizer's checkout for paid ones.
    const tiers = event.locales[locale]?.tickets as Tier[];
    const paid = tiers.filter((tier) => tier.price > 0).length;
    expect(html.split(t.buy).length - 1, `${locale}: Buy links`).toBeGreaterThanOrEqual(paid);
  }
});
