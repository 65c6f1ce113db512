#!/usr/bin/env node
// Bundles src/server.ts into dist/server.js and the CV worker into dist/cv-worker.js. npm packages stay external (installed beside it);
// @transferdesk/shared is TypeScript source, so it is bundled in (ADR 003). The migrations are
// copied next to the bundle, where src/db/client.ts looks for them, and so are the assets (the sample
// CV template).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

rmSync(dist, { recursive: true, force: true });
await build({
  // The CV worker (issue 25) is a module of its own, loaded by worker threads beside server.js.
  entryPoints: {
    server: path.join(root, 'src/server.ts'),
    'cv-worker': path.join(root, 'src/modules/player-cv/cv-worker.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Every npm dependency and its subpaths (drizzle-orm/pglite ...); workspace packages are not listed.
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  // Some CommonJS dependency code that ends up in the bundle may call require().
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('copied migrations to dist/migrations');
// The sample CV template the demo seed gives a sport (src/demo/demo-cv-template.ts looks here).
cpSync(path.join(root, 'assets'), path.join(dist, 'assets'), { recursive: true });
console.log('copied assets to dist/assets');
