import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { DEFAULT_PRIMARY_COLOR, PRODUCT_NAME } from './shared/constants/branding.ts';

const API_PORT = Number(process.env.API_PORT ?? 3001);
const serverPaths = ['/api', '/share', '/media', '/healthz'];

export default defineConfig({
  root: 'pwa',
  // The footer's copyright year is the year this release was built, not one typed into the code.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) },
  publicDir: 'public',
  build: {
    outDir: '../dist/pwa',
    emptyOutDir: true,
    // No source maps in what the server hands out: they would publish the app's source.
    sourcemap: false,
    // Every browser the app supports (it needs ES modules in workers) knows modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every screen runs before it shows anything, in one chunk rather than spread
          // by the bundler over chunks named after whichever module came first ("logo"):
          // one file compresses better, and stays cached across releases that change only
          // the app.
          groups: [
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|@tanstack\/(router-core|react-router|history|store|react-store)|use-sync-external-store|valibot)\//,
            },
          ],
        },
      },
    },
  },
  resolve: {
    // The list of common passwords downloads only when a screen that sets a password opens.
    alias: [
      {
        find: /^\.\/common-password-set\.ts$/,
        replacement: fileURLToPath(
          new URL('./pwa/passwords/common-password-set.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    // Keys starting with ^ are patterns: the PWA's own source under pwa/api/ is also at /api/,
    // and must come from Vite, not the server.
    proxy: {
      ...Object.fromEntries(
        serverPaths.map((p) => [`^${p}(?!/[^?]*\\.tsx?(\\?|$))`, `http://127.0.0.1:${API_PORT}`]),
      ),
      // The share page's viewer script is built and served by the server, not by Vite.
      '^/assets/share-viewer-': `http://127.0.0.1:${API_PORT}`,
    },
  },
  // ffmpeg.wasm starts its worker with `new Worker(new URL('./worker.js', import.meta.url))`:
  // pre-bundling would move it away from that file, and the worker imports the core with a
  // dynamic import(), which only an ES-module worker bundle keeps.
  optimizeDeps: { exclude: ['@ffmpeg/ffmpeg'] },
  worker: { format: 'es' },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // Our own service worker (pwa/sw.ts), precaching as before and finishing queued uploads
      // with Background Sync after the tab is closed.
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: PRODUCT_NAME,
        short_name: PRODUCT_NAME,
        description: 'Secure screen recording and video messages for financial advisors',
        theme_color: DEFAULT_PRIMARY_COLOR,
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/dashboard',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // A classic script named sw.js, as the service worker has always been served.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,wasm}'],
        // The ffmpeg.wasm core is 32 MB; Workbox silently skips anything above its 2 MB
        // default, and trimming must work offline.
        maximumFileSizeToCacheInBytes: 40 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
});
