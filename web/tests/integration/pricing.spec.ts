import { expect, test } from '@playwright/test';

import { languageTag, locales } from '../../src/i18n/locales';

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
