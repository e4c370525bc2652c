import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { reshapeSections, withSiteName } from '@/lib/cms/sections';
import { faqJsonLd } from '@/lib/seo/json-ld';
import { sectionRegistry } from '@/sections/registry';
import { RenderSections } from '@/sections/render-sections';

const context = { locale: 'en' as const, headingId: 'section-1', isFirst: true };
const hero = { heading: 'Tickets your guests keep', primaryCta: { label: 'Start', href: '/how-to' } };

afterEach(() => vi.restoreAllMocks());

describe('a section from the CMS', () => {
  it('renders when its schema accepts the data', () => {
    const rendered = sectionRegistry['sections.hero'](hero, context);
    expect('element' in rendered && isValidElement(rendered.element)).toBe(true);
  });

  it('is refused, with the reason, when a required field is missing', () => {
    const rendered = sectionRegistry['sections.hero']({ lead: 'No heading' }, context);
    expect('error' in rendered && rendered.error).toContain('heading');
  });

  it('loses only an unsafe link, not the whole section', () => {
    for (const href of [
      'javascript:alert(1)',
      '//evil.example/x',
      'http://plain.example',
      '/\\evil.example',
    ]) {
      const rendered = sectionRegistry['sections.hero'](
        { ...hero, primaryCta: { label: 'x', href } },
        context,
      );
      const props = ('element' in rendered ? rendered.element : null) as ReactElement<{
        data: { primaryCta: unknown };
      }> | null;
      expect(props?.props.data.primaryCta, href).toBeNull();
    }
  });
});

describe('RenderSections', () => {
  it('skips and logs a section type the site does not know, and renders the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const output = RenderSections({
      sections: [
        { type: 'sections.countdown', fields: { until: '2027-01-01' } },
        { type: 'sections.hero', fields: hero },
        { type: 'sections.faq', fields: { heading: 'FAQ', items: [] } },
      ],
      locale: 'en',
      source: 'page "home"',
    });
    expect(output[0]).toBeNull();
    expect(isValidElement(output[1])).toBe(true);
    expect(output[2]).toBeNull();
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('"sections.countdown": the site has no section of this type'),
      expect.stringContaining('"sections.faq"'),
    ]);
  });
});

describe('sample content', () => {
  const quotes = { heading: 'What organizers say', testimonials: [{ quote: 'It works.', name: 'Marta' }] };

  it('is left out of the page: sample quotes, logos and figures are never shown as real', () => {
    const output = RenderSections({
      sections: [
        { type: 'sections.hero', fields: hero },
        { type: 'sections.testimonials', fields: { ...quotes, sample: true } },
        {
          type: 'sections.stats',
          fields: { heading: 'Facts', stats: [{ value: '3', label: 'ways' }], sample: true },
        },
      ],
      locale: 'en',
      source: 'page "home"',
    });
    expect(isValidElement(output[0])).toBe(true);
    expect(output.slice(1)).toEqual([null, null]);
  });

  it('is off unless an editor says so: a section without the flag is real and shown', () => {
    const output = RenderSections({
      sections: [{ type: 'sections.testimonials', fields: quotes }],
      locale: 'en',
      source: 'page "home"',
    });
    expect(isValidElement(output[0])).toBe(true);
  });
});

describe('reshapeSections', () => {
  it('drops database ids; the configured site name goes where editors wrote {siteName}', () => {
    const sections = reshapeSections([
      {
        __component: 'sections.cta-band',
        id: 7,
        heading: 'Run it on {siteName}',
        primaryCta: { id: 3, label: 'Go', href: '/' },
      },
    ]);
    const [section] = withSiteName(sections, 'Acme Events');
    expect(section?.type).toBe('sections.cta-band');
    expect(section?.fields).not.toHaveProperty('id');
    expect(section?.fields.heading).toBe('Run it on Acme Events');
    expect(section?.fields.primaryCta).toEqual({ id: 3, label: 'Go', href: '/' });
  });
});

describe('faqJsonLd', () => {
  it('lists the FAQ sections’ questions with plain-text answers', () => {
    const data = faqJsonLd(
      [
        { type: 'sections.hero', fields: hero },
        {
          type: 'sections.faq',
          fields: {
            heading: 'FAQ',
            items: [{ question: 'Fees?', answer: 'See [pricing](/nft-tickets) **now**.' }],
          },
        },
      ],
      'de',
    );
    expect(data).toMatchObject({
      '@type': 'FAQPage',
      inLanguage: 'de-DE',
      mainEntity: [{ name: 'Fees?', acceptedAnswer: { text: 'See pricing now.' } }],
    });
    expect(faqJsonLd([{ type: 'sections.hero', fields: hero }], 'en')).toBeNull();
  });
});
