import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
