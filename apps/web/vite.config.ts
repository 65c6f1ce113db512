import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

// The API runs on 3001 during development (scripts/dev.mjs); the browser sees one origin on 3000.
const API_TARGET = 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), precompress()],
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
  },
});
