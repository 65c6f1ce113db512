import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localeParts } from './locale-parts.ts';
import { precompress } from './precompress.ts';
import { API_CACHE_NAME, CACHED_API_URL } from './src/lib/pwa/cache-names.ts';

// The API runs on 3001 during development (scripts/dev.mjs); the browser sees one origin on 3000.
const API_TARGET = 'http://127.0.0.1:3001';

/**
 * Issue 15: installable and offline-capable. Workbox's generated service worker precaches the
 * build and answers navigations with index.html, except under /core (the API, its docs, uploads)
 * and /pins (the public player pages, whose HTML the server fills with the link preview and
 * `noindex`): those always go to the server. API GETs are network-first, so an answer seen online
 * opens offline; the app registers it lazily (lib/pwa) and offers "Reload" for a new version.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  // Registered by the app itself once it is stable (lib/pwa/start-pwa.ts), not by a script tag.
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Transferdesk',
    short_name: 'Transferdesk',
    description: 'Clubs, contacts, players and transfers for sports agencies.',
    lang: 'en-GB',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#283593',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The manifest is added by the plugin. The compressed copies (precompress.ts) and source maps are the server's business.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
    // Lazy pages, the rich-text editor and the PDF preview: all of them, so any page opens offline.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/core(?:[/?]|$)/, /^\/pins\//],
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    runtimeCaching: [
      {
        // GETs only (Workbox's default method); the auth calls are left out (cache-names.ts).
        urlPattern: CACHED_API_URL,
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: API_CACHE_NAME,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 500, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), localeParts(), pwa, precompress()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/core': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    port: 3000,
    proxy: { '/core': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    // .vite/manifest.json: which chunks and stylesheets each lazy page pulls in, for
    // bench/first-load-size.mjs (issue 28). Not precached (globPatterns) and not read by the app.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Issue 28: the first download in one chunk instead of some 60. Left alone, Rolldown
              // splits what the entry imports statically by which lazy pages share each part, and
              // index.html modulepreloaded about 60 chunks, most under 1 KiB, each a request with its
              // import/export glue. All of it runs on every first load anyway: one chunk holds the
              // same code (Rolldown's `$initial` modules, tree-shaken as before), in one request,
              // and compresses better. The entry's own module stays in the entry chunk, which Vite's
              // manifest names after index.html (bench/first-load-size.mjs). Lazy chunks split as before.
              name: 'shell',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              test: (id) => !/[\\/]src[\\/]main\.tsx$|\.html$/.test(id),
            },
          ],
        },
      },
    },
  },
});
