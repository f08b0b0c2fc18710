import { build, defineConfig, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_HTML_DIR, SERVICE_WORKER_FILE, WEB_MANIFEST_FILE } from '@portal/shared/web/server-paths';
import { pagePreloads } from './scripts/page-preloads-plugin.ts';
import { bootMark } from './scripts/boot-mark-plugin.ts';
import { lightHead } from './scripts/light-head-plugin.ts';
import { compileHints } from './scripts/compile-hints-plugin.ts';
import { mantineStaticStyles } from './scripts/mantine-static-css.ts';
import {
  FIRST_PASS_ENV,
  pageModulesUnder,
  planChunks,
  sharedChunkOf,
  commonChunkOf,
  type ChunkPlan,
} from './scripts/chunk-plan.ts';

const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:3000';
const THEME_COLOR = '#0b7285'; // Mantine cyan-9: the primary colour of app/theme.ts and index.html's theme-color

// The build runs on Preact's compat layer instead of React DOM (docs/decisions/016-preact-by-default.md);
// PORTAL_WEB_RUNTIME=react builds on React DOM. The dev server always runs React.
const onPreact = process.env.PORTAL_WEB_RUNTIME !== 'react';
const reactCompat = fileURLToPath(new URL('src/lib/react-compat.ts', import.meta.url));
const preactAliases = [
  { find: /^react$/, replacement: reactCompat },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];

const srcDir = fileURLToPath(new URL('src', import.meta.url));
/** The app's entry (index.html) and the sign-in page: what the sign-in page runs starts there. */
const signInRoots = [path.join(srcDir, 'main.tsx'), pageModulesUnder(srcDir).signIn];

/** A first build, kept in memory, tells which lazily loaded parts share each module (scripts/chunk-plan.ts). */
const firstPassPlan = async (): Promise<ChunkPlan> => {
  process.env[FIRST_PASS_ENV] = 'true';
  try {
    const result = await build({
      root: fileURLToPath(new URL('.', import.meta.url)),
      configFile: fileURLToPath(import.meta.url),
      logLevel: 'warn',
      build: { write: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    return planChunks(
      outputs.flatMap((o) => o.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk')),
      pageModulesUnder(srcDir),
    );
  } finally {
    delete process.env[FIRST_PASS_ENV];
  }
};

export default defineConfig(async ({ command }) => {
  const firstPass = process.env[FIRST_PASS_ENV] === 'true';
  const plan = command === 'build' && !firstPass ? await firstPassPlan() : undefined;
  return {
    resolve: { alias: command === 'build' && onPreact ? preactAliases : [] },
    // Names the deployment a page runs (html data-build): PORTAL_BUILD_ID at build time, e.g. the commit.
    define: { __PORTAL_BUILD_ID__: JSON.stringify(process.env.PORTAL_BUILD_ID ?? 'local') },
    plugins: [
      react(),
      bootMark(fileURLToPath(new URL('public/favicon.svg', import.meta.url))),
      mantineStaticStyles(fileURLToPath(new URL('src/app/theme.ts', import.meta.url))),
      !firstPass && pagePreloads(srcDir),
      !firstPass && compileHints(srcDir),
      // The service worker (src/sw/sw.ts, Workbox): precaches the shell and every route's chunks, so after one online
      // visit the portal opens at any page without a network, and sends queued saves on Background Sync. 'prompt': a
      // new deployment waits until the founder chooses Reload (src/app/pwa/update-prompt.tsx), so a page never runs a
      // mix of old and new chunks. The page registers it itself (src/app/pwa/register-service-worker.ts).
      !firstPass &&
        VitePWA({
          registerType: 'prompt',
          injectRegister: false,
          strategies: 'injectManifest',
          srcDir: 'src/sw',
          filename: SERVICE_WORKER_FILE.replace(/\.js$/, '.ts'),
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
          injectManifest: {
            globPatterns: ['**/*.{js,css,html,svg,png}'],
            // The per-address copies of index.html are for first visits; offline, the service worker serves index.html.
            globIgnores: [`${PAGE_HTML_DIR}/**`],
            rollupFormat: 'iife',
          },
        }),
      lightHead(fileURLToPath(new URL('public/favicon.svg', import.meta.url))),
    ],
    server: {
      port: 5173,
      proxy: Object.fromEntries(
        ['/api', '/graphql', '/files', '/healthz', '/readyz'].map((p) => [p, { target: apiTarget, changeOrigin: false }]),
      ),
    },
    // Every browser the portal supports has modulepreload: no polyfill in the sign-in page's budget.
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // The runtime (React DOM or Preact) and the router load on every page: one chunk compresses better than several.
          // Code used by at least 7 of the lazily loaded pages and parts (Mantine's base components, the shared texts)
          // goes in one "common" chunk: left to itself the bundler made one small file per distinct set of users, 31
          // files for the sign-in page and 69 for a wizard step, each a round trip on a slow link. Measured with
          // bench/web-weight.ts: sign-in 31 → 14 files (+2.8 KB gz), the dashboard 59 → 39 (−4 KB), a wizard step 69 → 47
          // (−5 KB). 6 and below pulled the signed-in pages' code into sign-in (e2e/bundle-budget.spec.ts holds the weight).
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                priority: 20,
                test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router)[\\/]|src[\\/]lib[\\/]react-compat/,
              },
              // Only code the sign-in page runs (scripts/chunk-plan.ts, signInModules): once 7 signed-in parts shared
              // zod and the co-founders' team parts, "common" took them (26 KB gz) into the sign-in page's budget.
              {
                name: commonChunkOf(signInRoots),
                priority: 10,
                minShareCount: 7,
              },
              // The rest of the shared code in a few chunks by who loads it (scripts/chunk-plan.ts): a wizard step
              // loads 11 script files instead of 47, the dashboard 10 instead of 39 (bench/web.ts). A module's
              // dependencies stay where they are (the library's default pulls them into the group, and with them code
              // the sign-in page would then load). No cycle comes of it: every user of a module also uses its
              // dependencies, so no chunk imports back from a group it serves.
              ...(plan
                ? [
                    {
                      name: sharedChunkOf(plan, pageModulesUnder(srcDir)),
                      priority: 5,
                      includeDependenciesRecursively: false,
                      debugName: 'chunk-plan',
                    },
                  ]
                : []),
            ],
          },
        },
      },
    },
  };
});
