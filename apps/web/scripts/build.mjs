#!/usr/bin/env node
// `npm run build -w @transferdesk/web`: Vite builds into dist.next-<pid> beside dist, and only the
// complete build is swapped into dist (issue 26, item 22). A server already serving dist from this
// checkout keeps answering with the old build while this one is made, instead of 404.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { stagingFolder, swapFolder } from '../../../scripts/swap-folder.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const next = stagingFolder(dist);

try {
  // vite.config.ts as always; only the folder differs (the PWA and precompress plugins follow it).
  await build({ root, build: { outDir: next } });
} catch (error) {
  rmSync(next, { recursive: true, force: true });
  throw error;
}
swapFolder(next, dist);
console.log(`swapped the new build into ${path.relative(process.cwd(), dist) || 'dist'}`);
