#!/usr/bin/env node
// First-load size of the built web app (`npm run build` first): what index.html pulls in before any
// lazy route loads (entry script, modulepreloads, stylesheets), and what /signin and a signed-in list
// page load on top of it (from Vite's manifest), raw, gzip and brotli, against issue 28's target.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const { values: options } = parseArgs({
  options: {
    help: { type: 'boolean' },
    quiet: { type: 'boolean' },
    dist: { type: 'string' },
  },
});
if (options.help) {
  console.log(`Usage: node bench/first-load-size.mjs [--quiet] [--dist FOLDER]

Reads the web build (apps/web/dist, or --dist; run \`npm run build -w @transferdesk/web\` first) and
prints, per asset and in total, the JavaScript and CSS in raw bytes, gzip (level 9) and brotli
(quality 11, as apps/web/precompress.ts writes the .br the server sends) for:
  index.html     the entry script, its modulepreloads and stylesheets (what every page loads)
  /signin        index.html plus the AuthLayout and SignInPage chunks, their static imports and CSS
                 (and the Mantine styles loaded beside the layout: apps/web/src/styles/lazy-styles.ts)
  clubs list     index.html plus the HomeLayout and ClubsPage chunks, their static imports and CSS
                 (and the Mantine styles loaded beside the layout)
The last two need Vite's manifest (build.manifest in apps/web/vite.config.ts).
Issue 28's target: first-load JavaScript + CSS at most 150 KB (150 000 bytes) with brotli.
--quiet prints the totals only.`);
  process.exit(0);
}

const TARGET_BYTES = 150_000;
const dist = path.resolve(options.dist ?? path.join(import.meta.dirname, '../apps/web/dist'));
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`first-load-size.mjs: no build in ${dist}; run \`npm run build -w @transferdesk/web\` first`);
  process.exit(1);
}

const sizes = new Map();
function sizeOf(asset) {
  if (!sizes.has(asset)) {
    const bytes = readFileSync(path.join(dist, asset));
    sizes.set(asset, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }).length,
    });
  }
  return sizes.get(asset);
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

/** Prints one set of assets and returns its totals. */
function report(title, assets) {
  const total = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
  if (!options.quiet) console.log(`\n${title}`);
  for (const asset of assets) {
    const size = sizeOf(asset);
    const bucket = asset.endsWith('.css') ? total.css : total.js;
    for (const key of ['raw', 'gzip', 'brotli']) bucket[key] += size[key];
    if (!options.quiet) {
      console.log(
        `  ${asset.padEnd(50)} ${kib(size.raw).padStart(10)} ${kib(size.gzip).padStart(10)} gz ${kib(size.brotli).padStart(10)} br`,
      );
    }
  }
  const both = total.js.brotli + total.css.brotli;
  console.log(
    `${title}: JavaScript ${kib(total.js.raw)} (${kib(total.js.gzip)} gzip, ${kib(total.js.brotli)} brotli); ` +
      `CSS ${kib(total.css.raw)} (${kib(total.css.gzip)} gzip, ${kib(total.css.brotli)} brotli); ` +
      `JS+CSS brotli ${kb(both)} = ${kib(both)} of ${kb(TARGET_BYTES)} (${both <= TARGET_BYTES ? 'within' : 'OVER'} the target)`,
  );
  return both;
}

// index.html: the entry, the modulepreloads Vite wrote, the stylesheets.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryAssets = [
  ...new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])),
];
const results = [['index.html', report('first load (index.html)', entryAssets)]];

const manifestFile = path.join(dist, '.vite/manifest.json');
if (existsSync(manifestFile)) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  /** A chunk with its static imports, recursively, and their CSS: what loading it fetches. */
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no ${key} in the Vite manifest`);
    if (into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const route = (title, lazyModules) => {
    const assets = closure(entryKey);
    // Parts of Mantine's styles that apps/web/src/styles/lazy-styles.ts loads beside a layout, when
    // the build has them (issue 28).
    for (const module of lazyModules)
      if (manifest[module] || !module.startsWith('src/styles/')) closure(module, assets);
    // index.html's own list first (the same files), then what the route adds.
    return [title, report(title, [...new Set([...entryAssets, ...assets])])];
  };
  results.push(
    route('/signin', [
      'src/styles/mantine-forms.css',
      'src/app/layouts/AuthLayout.tsx',
      'src/features/auth/pages/SignInPage.tsx',
    ]),
    route('clubs list (signed in)', [
      'src/styles/mantine-forms.css',
      'src/styles/mantine-pages.css',
      'src/app/layouts/HomeLayout.tsx',
      'src/features/clubs/pages/ClubsPage.tsx',
    ]),
  );
} else {
  console.log('\n(no .vite/manifest.json in the build: set build.manifest in vite.config.ts for /signin)');
}
console.log(
  `SUMMARY first-load-size.mjs: ${results.map(([title, bytes]) => `${title} ${kb(bytes)} brotli`).join('; ')}; target ${kb(TARGET_BYTES)}`,
);
