import { describe, expect, it } from 'vitest';

import { isLocale, languageTag, locales, textDirection } from '@/i18n/locales';
import { tagsToRevalidate } from '@/lib/cms/tags';

describe('locales', () => {
  it('has the 14 site languages with their language tags', () => {
    expect(locales).toHaveLength(14);
    expect(languageTag('de')).toBe('de-DE');
    expect(languageTag('pt')).toBe('pt-PT');
    expect(languageTag('zh')).toBe('zh-CN');
  });

  it('accepts only supported codes', () => {
    expect(isLocale('ja')).toBe(true);
    expect(isLocale('ar')).toBe(false);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('writes Uyghur and Urdu right to left, the rest left to right', () => {
    expect(textDirection('ug')).toBe('rtl');
    expect(textDirection('ur-PK')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});

describe('tagsToRevalidate', () => {
  it('refreshes a collection and what shows it', () => {
    expect(tagsToRevalidate('blog-post')).toEqual(['cms:blog-post']);
    expect(tagsToRevalidate('hub')).toEqual(['cms:hub', 'cms:event']);
    // Every page shows the configuration (the operator in the footer), read from memory on a request.
    expect(tagsToRevalidate('website-config')).toEqual(['cms:website-config', 'cms', '_N_T_/layout']);
  });
});
