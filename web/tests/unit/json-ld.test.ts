import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { JsonLd } from '@/components/json-ld';

describe('structured data in the page', () => {
  it('cannot be broken out of by CMS text', () => {
    const headline = 'Launch </script><script>alert(1)</script> <!-- night';
    const html = renderToStaticMarkup(
      createElement(JsonLd, { data: { '@context': 'https://schema.org', '@type': 'BlogPosting', headline } }),
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/s.exec(html)?.[1] ?? '';
    expect((JSON.parse(json) as { headline: string }).headline).toBe(headline);
  });
});
