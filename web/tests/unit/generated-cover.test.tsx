import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { GeneratedCover } from '@/components/event/generated-cover';

describe('a generated event cover', () => {
  it('sets the title and caption as text, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(
      <GeneratedCover seed="tokyo-meetup" title={'東京ミートアップ <b>'} caption="Tokyo Hub" />,
    );
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('東京ミートアップ &lt;b&gt;');
    expect(html).toContain('Tokyo Hub');
  });

  it('draws the same cover for the same slug in every language, and another for another slug', () => {
    const colours = (seed: string, title: string) =>
      /linear-gradient\([^"]+\)/.exec(
        renderToStaticMarkup(<GeneratedCover seed={seed} title={title} />),
      )?.[0];
    expect(colours('tokyo-meetup', 'Tokyo meetup')).toBe(colours('tokyo-meetup', '東京ミートアップ'));
    expect(colours('tokyo-meetup', 'Tokyo meetup')).not.toBe(colours('warsaw-night', 'Tokyo meetup'));
  });
});
