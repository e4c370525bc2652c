import 'server-only';

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Locale } from '@/i18n/locales';

type OgFont = { name: string; data: ArrayBuffer; weight: 700; style: 'normal' };

/**
 * Open Graph images are drawn on the server (satori), which reads TrueType, not the visitor's fonts:
 * Noto Sans for Latin, Cyrillic and Greek, and the Noto CJK face of each CJK language, so Japanese
 * kanji get Japanese glyph shapes rather than Chinese ones. One bold weight keeps the files read to
 * one per script; the Expo packages ship each weight as a plain .ttf.
 */
export const ogFontFiles = {
  latin: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  ja: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  ko: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  zh: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

type Script = keyof typeof ogFontFiles;

/** The scripts of a locale's image, in fallback order: its own first, then Noto Sans. */
export function ogFontScripts(locale: Locale): Script[] {
  return locale === 'ja' || locale === 'ko' || locale === 'zh' ? [locale, 'latin'] : ['latin'];
}

// The workspace's packages are hoisted to the repository root in development; the standalone server
// runs from `web/` with the traced node_modules beside it, one level up as well.
const roots = [join(process.cwd(), 'node_modules'), join(process.cwd(), '..', 'node_modules')];

/** A font file's bytes, looked up under each node_modules root in turn. */
export async function readOgFont(file: string): Promise<Buffer> {
  for (const root of roots) {
    try {
      // The font files are traced explicitly (next.config.ts); without the hint the bundler would trace
      // the whole project for this dynamic path.
      return await readFile(/* turbopackIgnore: true */ join(/* turbopackIgnore: true */ root, file));
    } catch {
      // Not under this root: try the next.
    }
  }
  throw new Error(`Open Graph font not found: ${file}`);
}

const loaded = new Map<Script, Promise<OgFont>>();

function font(script: Script): Promise<OgFont> {
  let pending = loaded.get(script);
  if (!pending) {
    pending = readOgFont(ogFontFiles[script]).then((buffer) => ({
      name: `og-${script}`,
      data: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer,
      weight: 700,
      style: 'normal',
    }));
    // A failed read is retried on the next request instead of being remembered.
    pending.catch(() => loaded.delete(script));
    loaded.set(script, pending);
  }
  return pending;
}

// Satori caches the parsed fonts per array, so each locale keeps the same array object.
const perLocale = new Map<Locale, Promise<OgFont[]>>();

/** The fonts for a locale's image: its own script first, then Noto Sans for Latin and Cyrillic. */
export function ogFonts(locale: Locale): Promise<OgFont[]> {
  let fonts = perLocale.get(locale);
  if (!fonts) {
    fonts = Promise.all(ogFontScripts(locale).map(font));
    fonts.catch(() => perLocale.delete(locale));
    perLocale.set(locale, fonts);
  }
  return fonts;
}
