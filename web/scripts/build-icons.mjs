#!/usr/bin/env node
// Builds the icon collections the server renders inline, in Iconify JSON:
// - src/icons/belong.json from the SVG files of the site's own `belong` collection;
// - src/icons/brands.json, the social brands' logos taken from `@iconify-json/simple-icons` (CC0), so the
//   footer needs no third-party request.
// Run after a change: `npm run icons --workspace web`. A unit test checks both files are current.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const iconsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'icons');
const folder = join(iconsDir, 'belong');

/** The brands a social link can show (see src/lib/social-links.ts). */
export const brands = [
  'discord',
  'facebook',
  'github',
  'instagram',
  'linkedin',
  'telegram',
  'tiktok',
  'x',
  'youtube',
];

export function buildCollection() {
  const icons = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.svg'))
    .sort()) {
    const svg = readFileSync(join(folder, file), 'utf8');
    const [, attributes = '', inner = ''] = /<svg([^>]*)>([\s\S]*)<\/svg>/.exec(svg) ?? [];
    // The presentation attributes of the root element move onto a group, as Iconify bodies expect.
    const presentation = attributes.replace(/\s(xmlns|viewBox|width|height)="[^"]*"/g, '').trim();
    icons[file.replace(/\.svg$/, '')] = {
      body: presentation ? `<g ${presentation}>${inner.trim()}</g>` : inner.trim(),
    };
  }
  return { prefix: 'belong', width: 24, height: 24, icons };
}

export function buildBrands() {
  const simpleIcons = createRequire(import.meta.url)('@iconify-json/simple-icons/icons.json');
  const icons = Object.fromEntries(brands.map((name) => [name, { body: simpleIcons.icons[name].body }]));
  return { prefix: 'simple-icons', width: simpleIcons.width, height: simpleIcons.height, icons };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(iconsDir, 'belong.json'), `${JSON.stringify(buildCollection(), null, 2)}\n`);
  writeFileSync(join(iconsDir, 'brands.json'), `${JSON.stringify(buildBrands(), null, 2)}\n`);
  process.stdout.write('wrote src/icons/belong.json and src/icons/brands.json\n');
}
