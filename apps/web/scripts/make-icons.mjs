// Issue 15: the install icons of the web manifest, drawn from the product mark (public/favicon.svg).
// Run after changing the mark: `node apps/web/scripts/make-icons.mjs`; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mark = readFileSync(path.join(web, 'public/favicon.svg'), 'utf8');
const inner = mark
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<title>.*?<\/title>/, '');

/**
 * A maskable icon is cropped to a circle of 80 % of its width by some launchers: the mark goes on
 * a full-bleed square of its own colour, shrunk into that safe zone.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#283593"/><g transform="translate(6.4 6.4) scale(0.6)">${inner}</g></svg>`;

function render(svg, size, file) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(path.join(web, 'public/icons', file), png);
}

render(mark, 192, 'icon-192.png');
render(mark, 512, 'icon-512.png');
render(maskable, 512, 'icon-maskable-512.png');
render(mark, 180, 'apple-touch-icon.png');
