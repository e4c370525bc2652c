import { expect, test } from '@playwright/test';

import { languageTag, locales } from '../../src/i18n/locales';
import { decodeEntities, seedPages } from '../support/stack';

const path = (locale: string) => (locale === 'en' ? '/pricing' : `/${locale}/pricing`);

test('/pricing exists in all 14 languages, with hreflang alternates and in the sitemap', async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const locale of locales) {
    const response = await request.get(path(locale));
    expect(response.status(), locale).toBe(200);
    const html = await response.text();
    expect(html, locale).toContain(`<html lang="${languageTag(locale)}"`);
    // Every other language as an alternate, and the canonical address its own.
    for (const other of ['en', 'ja', 'de'] as const) {
      expect(html, `${locale} → ${other}`).toMatch(
        new RegExp(`hrefLang="${languageTag(other)}" href="${baseURL}${path(other)}"`),
      );
    }
    expect(listed, locale).toContain(`${baseURL}${path(locale)}`);
  }
});

test('product pages show the plans in the visitor’s own money format, as /pricing does (en, de, ja)', async ({
  request,
}) => {
  for (const locale of ['en', 'de', 'ja'] as const) {
    const money = (amount: number) =>
      new Intl.NumberFormat(languageTag(locale), {
        style: 'currency',
        currency: 'USD',
        trailingZeroDisplay: 'stripIfInteger',
      }).format(amount);
    const plans = seedPages(locale)['nft-tickets']!.sections.find(
      (section) => section.__component === 'sections.plans',
    )?.plans as { price: string }[];
    for (const page of ['nft-tickets', 'creator-pass', 'paid-content-nft']) {
      const html = decodeEntities(
        await (await request.get(locale === 'en' ? `/${page}` : `/${locale}/${page}`)).text(),
      );
      expect(html, `${locale} /${page}`).toContain(money(39));
      expect(html, `${locale} /${page}`).toContain(money(249));
      // The editors' typed words stand only where a plan has no amount ("Free").
      expect(html, `${locale} /${page}`).not.toContain(`>${plans[1]!.price}<`);
    }
  }
});
