import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { SERVER_PATH_PREFIXES, SERVICE_WORKER_FILE, WEB_MANIFEST_FILE } from '@portal/shared/server-paths';

const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:3000';
const THEME_COLOR = '#0b7285'; // Mantine cyan-9: the primary colour of app/theme.ts and index.html's theme-color

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  // Names the deployment a page runs (html data-build): PORTAL_BUILD_ID at build time, e.g. the commit.
  define: { __PORTAL_BUILD_ID__: JSON.stringify(process.env.PORTAL_BUILD_ID ?? 'local') },
  plugins: [
    react(),
    // The service worker (Workbox): precaches the shell and every route's chunks, so after one online visit the
    // portal opens at any page without a network. 'prompt': a new deployment waits until the founder chooses
    // Reload (src/app/pwa/update-prompt.tsx), so a page never runs a mix of old and new chunks. The page registers
    // it itself (src/app/pwa/register-service-worker.ts).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: SERVICE_WORKER_FILE,
      manifestFilename: WEB_MANIFEST_FILE,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'WHY Club — Applicant Portal',
        short_name: 'WHY Club',
        description: "Apply to the WHY club accelerator: building sustainable solutions for Bharat's next billion.",
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: THEME_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        navigateFallback: '/index.html',
        // The server's own paths (API, files, health) and anything with a file extension (a CSV export, a
        // download) are never answered with the app's page.
        navigateFallbackDenylist: [...SERVER_PATH_PREFIXES.map((p) => new RegExp(`^${escapeRegExp(p)}`)), /\/[^/]+\.[^/]+$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        inlineWorkboxRuntime: true,
        // No runtime caching: API answers are never kept by the service worker (the founder's data lives in the
        // app's own device copy, src/lib/device-copy.ts; the public configuration in localStorage, src/lib/public-config.ts).
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/graphql', '/files', '/healthz', '/readyz'].map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  // Every browser the portal supports has modulepreload: no polyfill in the sign-in page's budget.
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React, React DOM and the router load on every page: one chunk compresses better than three.
        codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }] },
      },
    },
  },
});
