import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const SMALLEST = 1024;

/**
 * Issue 10: every text file of the build also as .br and .gz, at the highest levels (paid once, at
 * build time), so that the server sends them as they are (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'transferdesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last, after the service worker and its manifest are written (vite-plugin-pwa, issue 15).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        compressAll(outDir);
      },
    },
  };
}

function compressAll(outDir: string): void {
  for (const file of filesBelow(outDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < SMALLEST) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

function filesBelow(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesBelow(full) : [full];
  });
}
