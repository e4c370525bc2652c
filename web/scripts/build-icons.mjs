#!/usr/bin/env node
// Builds src/icons/belong.json (Iconify JSON) from the SVG files of the `belong` collection.
// Run after adding or changing an icon: `npm run icons --workspace web`. A unit test checks it is current.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'icons', 'belong');

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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(folder, '..', 'belong.json'), `${JSON.stringify(buildCollection(), null, 2)}\n`);
  process.stdout.write('wrote src/icons/belong.json\n');
}
