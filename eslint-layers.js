import fs from 'node:fs';

/** The names of the folders directly under `dir` (from the repository root), read when lint runs. */
const foldersIn = (dir) =>
  fs
    .readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The layers `npm run lint` holds the code to (docs/decisions/013-layers-the-linter-enforces.md): each layer
 * imports only from the layers listed before it. Paths are globs from the repository root.
 */
const SERVER = 'apps/server/src';
export const SERVER_LAYERS = [
  { name: 'config', files: ['config.ts', 'config/**', 'v8-heap-settings.ts'] },
  { name: 'db', files: ['db/**'] },
  { name: 'delivery', files: ['jobs/**', 'notifications/**', 'webhooks/**'] },
  { name: 'http', files: ['http/**'] },
  { name: 'auth', files: ['auth/**'] },
  {
    name: 'graphql',
    files: [
      'graphql/builder.ts',
      'graphql/context.ts',
      'graphql/errors.ts',
      'graphql/limits.ts',
      'graphql/page-ref.ts',
      'graphql/request-guards.ts',
      'graphql/trusted-documents.ts',
      'graphql/viewer.ts',
    ],
  },
  // A cohort's own questions (its form versions) belong with it: opening a cohort checks its form.
  // Its eligibility check too: opening checks its Hindi, and starting an application checks the founder's screening.
  { name: 'cohorts', files: ['modules/cohorts/**', 'modules/own-questions/**', 'modules/eligibility/**'] },
  // The founder's message channels: the account page (preferences) and reminders both read them.
  { name: 'messages', files: ['modules/messages/**'] },
  {
    name: 'founder modules',
    files: ['modules/application/**', 'modules/preferences/**', 'modules/files/**', 'modules/language/**'],
  },
  { name: 'review module', files: ['modules/review/**'] },
  {
    name: 'staff modules',
    files: ['modules/review-stages/**', 'modules/privacy/**', 'modules/reminders/**', 'modules/co-founders/**'],
  },
  // The console and its fairness views read each other's rows; import-x/no-cycle keeps them from looping.
  {
    name: 'console modules',
    files: ['modules/console/**', 'modules/review-fairness/**', 'modules/team/**', 'modules/team-messages/**'],
  },
  { name: 'uploads', files: ['uploads/**'] },
  {
    name: 'app',
    files: [
      'app.ts',
      'server.ts',
      'cli/**',
      'graphql/schema.ts',
      'graphql/plugin.ts',
      'graphql/page-start-route.ts',
      'graphql/print-schema.ts',
    ],
  },
].map((layer) => ({ ...layer, files: layer.files.map((glob) => `${SERVER}/${glob}`) }));

/** Every folder under apps/server/src/modules: each must sit in a layer, or the config refuses to load. */
export const SERVER_MODULES = foldersIn(`${SERVER}/modules`);
const unlayered = SERVER_MODULES.filter(
  (module) => !SERVER_LAYERS.some((layer) => layer.files.includes(`${SERVER}/modules/${module}/**`)),
);
if (unlayered.length > 0) {
  throw new Error(
    `eslint-layers.js: ${unlayered.map((module) => `${SERVER}/modules/${module}`).join(', ')} sits in no server layer. ` +
      `Add 'modules/<name>/**' to the layer whose imports it needs (SERVER_LAYERS; docs/decisions/013-layers-the-linter-enforces.md).`,
  );
}

const WEB = 'apps/web/src';
/** Every folder under apps/web/src/features, read when lint runs, so a new feature is covered at once. */
export const WEB_FEATURES = foldersIn(`${WEB}/features`);

const isGlob = (path) => path.includes('*');

const serverZones = SERVER_LAYERS.flatMap((layer, index) => {
  const above = SERVER_LAYERS.slice(index + 1).flatMap((upper) => upper.files);
  const message = `The server's ${layer.name} layer imports only from the layers below it (${
    SERVER_LAYERS.slice(0, index)
      .map((l) => l.name)
      .join(', ') || 'none'
  }); see eslint-layers.js.`;
  // The rule takes either globs or plain paths in one zone's `from`, so each kind gets a zone of its own.
  return [above.filter(isGlob), above.filter((path) => !isGlob(path))]
    .filter((from) => from.length > 0)
    .map((from) => ({ target: layer.files, from, message }));
});

const webZones = [
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}/**`,
    from: WEB_FEATURES.filter((other) => other !== feature).map((other) => `${WEB}/features/${other}/**`),
    message:
      'A web feature never imports another feature: move what both need down to lib/, components/ or packages/shared, or compose them in app/.',
  })),
  {
    target: [`${WEB}/lib/**`, `${WEB}/components/**`],
    from: [`${WEB}/features/**`, `${WEB}/app/**`],
    message: 'lib/ and components/ are below the features and app/: they import neither.',
  },
];

const sharedZones = [
  {
    target: 'packages/shared/**',
    from: ['apps/**', 'e2e/**', 'bench/**'],
    message: 'packages/shared is the bottom layer: it imports no app.',
  },
  {
    target: 'apps/web/**',
    from: ['apps/server/**'],
    message: 'The web app never imports server code; shared rules live in packages/shared.',
  },
  {
    target: 'apps/server/**',
    from: ['apps/web/**'],
    message: 'The server never imports web code; shared rules live in packages/shared.',
  },
];

export const layerZones = [...serverZones, ...webZones, ...sharedZones];
