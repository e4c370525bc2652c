import { expect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';

import { languageTag } from '../../src/i18n/locales';
import { decodeEntities, messages, seed } from '../support/stack';

type Tier = { name: string; price: number; currency: string; supply: number | null; nftGated: boolean };

test('an event page lists its ticket tiers in the page’s language, prices in the local format', async ({
  request,
}) => {
  const event = seed('events').find((entry) => entry.slug.startsWith('warsaw'))!;
  for (const locale of ['pl', 'ja', 'en'] as const) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const html = decodeEntities(await (await request.get(`${prefix}/events/${event.slug}`)).text());
    const t = messages(locale).Event;
    expect(html, locale).toContain(t.tickets);
    for (const tier of event.locales[locale]?.tickets as Tier[]) {
      expect(html, `${locale}: ${tier.name}`).toContain(tier.name);
      const price =
        tier.price === 0
          ? t.free
          : new Intl.NumberFormat(languageTag(locale), { style: 'currency', currency: tier.currency }).format(
              tier.price,
            );
      expect(html, `${locale}: ${tier.name} price`).toContain(price);
      if (tier.supply !== null) {
        const supply = new IntlMessageFormat(t.supply, languageTag(locale)).format({ count: tier.supply });
        expect(html, `${locale}: ${tier.name} supply`).toContain(String(supply));
      }
    }
  }
});
