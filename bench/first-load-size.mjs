#!/usr/bin/env node
// First-load size of the built web app (`npm run build` first): everything index.html pulls in
// before any lazy route loads (entry script, modulepreloads, stylesheets), raw and gzip.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const js = { raw: 0, gzip: 0 };
const css = { raw: 0, gzip: 0 };
for (const asset of new Set(assets)) {
  const bytes = readFileSync(path.join(dist, asset));
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  const bucket = asset.endsWith('.js') ? js : css;
  bucket.raw += size.raw;
  bucket.gzip += size.gzip;
  console.log(
    `${asset.padEnd(48)} ${(size.raw / 1024).toFixed(1).padStart(8)} KiB  ${(size.gzip / 1024).toFixed(1).padStart(7)} KiB gzip`,
  );
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `first-load JavaScript: ${kib(js.raw)} (${kib(js.gzip)} gzip); CSS: ${kib(css.raw)} (${kib(css.gzip)} gzip)`,
);
