import 'server-only';

import { ImageResponse } from 'next/og';

import { siteUrl } from '@/config/site';
import { currentSiteName } from '@/lib/cms/website-config';
import type { Locale } from '@/i18n/locales';

import type { OgCard } from './card';
import { ogFonts } from './fonts';
import { ogSize } from './path';

// Tailwind's violet and zinc shades (the site's primary and neutral), written out: satori takes
// plain style values, not the site's CSS variables.
const colours = {
  violet300: '#c4b5fd',
  violet700: '#6d28d9',
  violet950: '#2e1065',
  zinc400: '#a1a1aa',
  zinc950: '#09090b',
};

/** The site's mark (app/icon.svg) at the image's scale. */
function Mark() {
  return (
    <svg width="64" height="64" viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill={colours.violet700} />
      <path d="M10 7h7.5a5 5 0 0 1 3.2 8.8A5.5 5.5 0 0 1 18 25h-8z" fill="#ffffff" />
      <path
        d="M14 11v3.5h3a1.75 1.75 0 0 0 0-3.5zm0 7v3.5h3.6a1.75 1.75 0 0 0 0-3.5z"
        fill={colours.violet700}
      />
    </svg>
  );
}

/** A 1200 × 630 PNG of a page's card: brand, a line above the title, the title in the page's script. */
export async function ogImage(card: OgCard, locale: Locale): Promise<ImageResponse> {
  const [fonts, siteName] = await Promise.all([ogFonts(locale), currentSiteName()]);
  const long = [...card.title].length > 48;
  return new ImageResponse(
    (
      <div
        lang={card.lang}
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          color: '#ffffff',
          backgroundColor: colours.zinc950,
          backgroundImage: `linear-gradient(135deg, ${colours.violet950} 0%, ${colours.zinc950} 65%)`,
          fontFamily: fonts.map((font) => font.name).join(', '),
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <Mark />
          <span style={{ fontSize: 40 }}>{siteName}</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          {card.eyebrow && (
            <div style={{ display: 'flex', fontSize: 32, color: colours.violet300 }}>{card.eyebrow}</div>
          )}
          <div style={{ display: 'block', fontSize: long ? 58 : 72, lineHeight: 1.2, lineClamp: 3 }}>
            {card.title}
          </div>
        </div>
        <div style={{ display: 'flex', fontSize: 28, color: colours.zinc400 }}>{new URL(siteUrl).host}</div>
      </div>
    ),
    { ...ogSize, fonts },
  );
}
