import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { frameNames, screenNames } from '@/components/product-screens/names';
import { heroSchema } from '@/sections/hero/schema';
import { productScreenSchema } from '@/sections/product-screen/schema';
import { sectionRegistry } from '@/sections/registry';

const cms = join(__dirname, '..', '..', '..', 'cms', 'src');
type Enumeration = { enum?: string[] };
const component = (name: string) =>
  (
    JSON.parse(readFileSync(join(cms, 'components', 'sections', `${name}.json`), 'utf8')) as {
      attributes: Record<string, Enumeration>;
    }
  ).attributes;

const context = { locale: 'en' as const, headingId: 'section-2', isFirst: false };
const entry = {
  heading: 'See your event as it happens',
  body: 'Counts and guests.',
  screen: 'event-dashboard',
};

describe('the product-screen section', () => {
  it('takes what an editor picks, with a phone frame and the screen after the text by default', () => {
    expect(productScreenSchema.parse(entry)).toEqual({
      ...entry,
      frame: 'phone',
      imageSide: 'end',
    });
    expect(productScreenSchema.parse({ ...entry, frame: 'desktop', imageSide: 'start' })).toMatchObject({
      frame: 'desktop',
      imageSide: 'start',
    });
  });

  it('is refused, with the reason, when the screen is one the site cannot draw', () => {
    const rendered = sectionRegistry['sections.product-screen']({ ...entry, screen: 'spaceship' }, context);
    expect('error' in rendered && rendered.error).toContain('screen');
    const missing = sectionRegistry['sections.product-screen']({ heading: 'No screen' }, context);
    expect('error' in missing && missing.error).toContain('screen');
  });

  it('falls back on a bad frame or side and drops an unsafe link, keeping the section', () => {
    const parsed = productScreenSchema.parse({
      ...entry,
      frame: 'watch',
      imageSide: 'middle',
      cta: { label: 'Go', href: 'javascript:alert(1)' },
    });
    expect(parsed).toMatchObject({ frame: 'phone', imageSide: 'end', cta: null });
  });

  it('offers editors in the CMS exactly the screens and frames the site draws', () => {
    expect(component('product-screen').screen?.enum).toEqual([...screenNames]);
    expect(component('product-screen').frame?.enum).toEqual([...frameNames]);
    expect(component('hero').screen?.enum).toEqual([...screenNames]);
  });

  it('lets a hero show a screen, and hides only an unknown one', () => {
    const hero = { heading: 'Tickets your guests keep' };
    expect(heroSchema.parse({ ...hero, screen: 'ticket-with-qr' }).screen).toBe('ticket-with-qr');
    expect(heroSchema.parse({ ...hero, screen: 'spaceship' })).toMatchObject({
      heading: hero.heading,
      screen: null,
    });
  });

  it('accepts every product screen the seed puts on pages, in every language', () => {
    const folder = join(cms, '..', 'seed', 'pages');
    const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
    expect(files).toHaveLength(14);
    let count = 0;
    for (const file of files) {
      const pages = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<
        string,
        { sections: ({ __component: string } & Record<string, unknown>)[] }
      >;
      for (const [key, page] of Object.entries(pages)) {
        for (const section of page.sections) {
          if (section.__component === 'sections.product-screen') {
            const parsed = productScreenSchema.safeParse(section);
            expect(parsed.success, `${file} ${key}`).toBe(true);
            count += 1;
          }
          if (section.__component === 'sections.hero' && section.screen !== undefined) {
            expect(screenNames, `${file} ${key}`).toContain(section.screen);
          }
        }
      }
    }
    // Five per language: two on the home page, two on /app, one on /nft.
    expect(count).toBe(14 * 5);
  });
});
