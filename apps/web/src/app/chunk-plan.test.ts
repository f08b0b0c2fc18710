import { describe, expect, it } from 'vitest';
import type { OutputChunk } from 'rolldown';
import { pageModulesUnder, planChunks, sharedChunkOf } from '../../scripts/chunk-plan.ts';

const SRC = '/app/src';
const pages = pageModulesUnder(SRC);
const id = (module: string) => `${SRC}/app/${module.replace(/^\.\//, '')}`;
const SIGN_IN = id('routes/sign-in-route.tsx');
const SIGN_UP = id('routes/sign-up-route.tsx');
const AREA = id('signed-in-area.tsx');
const DASHBOARD = id('routes/dashboard-route.tsx');
const WIZARD = id('routes/application-route.tsx');
const ACCOUNT = id('routes/account-route.tsx');
const RESET = id('routes/reset-password-route.tsx');
const ENTRY = '/app/index.html';
const DRAWER = '/app/src/features/application/components/steps-drawer.tsx';
const HINDI = '/app/src/languages/hi.ts';

interface ChunkSketch {
  facade?: string;
  entry?: boolean;
  modules: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** A first build's chunks, as much of them as the plan reads; file names are the keys. */
const build = (sketch: Record<string, ChunkSketch>): OutputChunk[] =>
  Object.entries(sketch).map(
    ([fileName, chunk]) =>
      ({
        type: 'chunk',
        fileName,
        facadeModuleId: chunk.facade ?? null,
        isEntry: chunk.entry === true,
        isDynamicEntry: chunk.facade !== undefined && chunk.entry !== true,
        modules: Object.fromEntries(chunk.modules.map((m) => [m, {}])),
        imports: chunk.imports ?? [],
        dynamicImports: chunk.dynamicImports ?? [],
      }) as unknown as OutputChunk,
  );

// The app's entry loads every page lazily; the wizard loads the step drawer lazily; the entry may load the Hindi
// catalogue for anyone. Small chunks of shared code, as the bundler makes them, sit between them.
const firstBuild = build({
  'index.js': {
    facade: ENTRY,
    entry: true,
    modules: [ENTRY, '/app/src/main.tsx'],
    dynamicImports: ['sign-in.js', 'sign-up.js', 'reset.js', 'area.js', 'dashboard.js', 'wizard.js', 'account.js', 'hindi.js'],
  },
  'sign-in.js': { facade: SIGN_IN, modules: [SIGN_IN], imports: ['index.js', 'alert.js', 'auth-layout.js', 'password-input.js'] },
  'sign-up.js': {
    facade: SIGN_UP,
    modules: [SIGN_UP],
    imports: ['index.js', 'alert.js', 'auth-layout.js', 'checkbox.js', 'password-rules.js'],
  },
  'reset.js': { facade: RESET, modules: [RESET], imports: ['index.js', 'password-rules.js', 'radio.js'] },
  'area.js': {
    facade: AREA,
    modules: [AREA, '/app/src/area-only.tsx'],
    imports: ['index.js', 'header.js', 'checkbox.js', 'radio.js'],
  },
  'dashboard.js': { facade: DASHBOARD, modules: [DASHBOARD], imports: ['index.js', 'header.js', 'status.js', 'card.js'] },
  'wizard.js': {
    facade: WIZARD,
    modules: [WIZARD, '/app/src/step-form.tsx', '/app/src/wizard-frame.module.css'],
    imports: ['index.js', 'status.js', 'field.js', 'alert.js', 'help-texts.js'],
    dynamicImports: ['drawer.js'],
  },
  'account.js': {
    facade: ACCOUNT,
    modules: [ACCOUNT, '/app/src/account.module.css'],
    imports: ['index.js', 'card.js', 'field.js', 'password-input.js'],
  },
  'drawer.js': { facade: DRAWER, modules: [DRAWER], imports: ['index.js', 'field.js'] },
  'hindi.js': { facade: HINDI, modules: [HINDI], imports: ['index.js', 'help-texts.js'] },
  'header.js': { modules: ['/app/src/header.tsx'] },
  'status.js': { modules: ['/app/src/status.ts'] },
  'card.js': { modules: ['/node_modules/@mantine/core/Card.mjs'] },
  'field.js': { modules: ['/app/src/field.tsx'] },
  'alert.js': { modules: ['/node_modules/@mantine/core/Alert.mjs'] },
  'checkbox.js': {
    modules: [
      '/node_modules/@mantine/core/esm/components/Checkbox/Checkbox.mjs',
      '/app/src/components/fields/inline-input-classes.ts',
      '/app/src/privacy-api.ts',
    ],
  },
  'radio.js': { modules: ['/node_modules/@mantine/core/esm/components/Radio/Radio.mjs'] },
  'auth-layout.js': { modules: ['/app/src/auth-layout.tsx'] },
  'password-input.js': { modules: ['/app/src/password-input.tsx'] },
  'password-rules.js': { modules: ['/app/src/password-rules.tsx'] },
  'help-texts.js': { modules: ['/app/src/help-texts.ts'] },
});

describe("the build's chunk plan", () => {
  const plan = planChunks(firstBuild, pages);
  const chunkOf = sharedChunkOf(plan, pages);
  const name = (module: string) => chunkOf(module, { getModuleInfo: () => null });

  it('knows which entries load each module', () => {
    expect(plan.entriesOf.get('/app/src/status.ts')?.sort()).toEqual([DASHBOARD, WIZARD].sort());
    expect(plan.entriesOf.get('/app/src/main.tsx')).toContain(ENTRY);
  });

  it('counts a lazily loaded part as signed-in only when only signed-in pages load what imports it', () => {
    expect(plan.signedInOnly.has(DRAWER)).toBe(true);
    expect(plan.signedInOnly.has(HINDI)).toBe(false);
    expect(plan.signedInOnly.has(SIGN_IN)).toBe(false);
    expect(plan.signedInOnly.has(ACCOUNT)).toBe(true);
  });

  it('puts code only signed-in pages share in "signed-in" when the dashboard or the signed-in area uses it', () => {
    expect(name('/app/src/status.ts')).toBe('signed-in');
    expect(name('/app/src/header.tsx')).toBe('signed-in');
    expect(name('/node_modules/@mantine/core/Card.mjs')).toBe('signed-in');
  });

  it('puts the wizard page and code it shares with other signed-in parts, but not the dashboard, in "wizard"', () => {
    expect(name(WIZARD)).toBe('wizard');
    expect(name('/app/src/field.tsx')).toBe('wizard');
  });

  it('puts the signed-in area and the code only it uses in "signed-in"', () => {
    expect(name(AREA)).toBe('signed-in');
    expect(name('/app/src/area-only.tsx')).toBe('signed-in');
  });

  it('puts code founder pages share with pages open to visitors in one chunk when sign-in is among them, else in another', () => {
    expect(name('/node_modules/@mantine/core/Alert.mjs')).toBe('shared-sign-in');
    expect(name('/app/src/privacy-api.ts')).toBe('shared-visitors');
  });

  it("keeps a Mantine component founder pages share with visitors' pages other than sign-in in a chunk of those pages", () => {
    expect(name('/node_modules/@mantine/core/esm/components/Radio/Radio.mjs')).toBe('shared-reset-password');
  });

  it('puts the sign-up page\'s Mantine components, the plain fields among them, in "shared-visitors": one file fewer for a founder page', () => {
    expect(name('/node_modules/@mantine/core/esm/components/Checkbox/Checkbox.mjs')).toBe('shared-visitors');
    expect(name('/app/src/components/fields/inline-input-classes.ts')).toBe('shared-visitors');
  });

  it("puts the wizard's CSS modules in \"signed-in\", so its rules join the signed-in area's stylesheet, and leaves other pages' alone", () => {
    expect(name('/app/src/wizard-frame.module.css')).toBe('signed-in');
    expect(name('/app/src/account.module.css')).toBeNull();
  });

  it('puts code the sign-in page shares with pages other than the dashboard and the wizard in "sign-in-common"', () => {
    expect(name('/app/src/auth-layout.tsx')).toBe('sign-in-common');
    expect(name('/app/src/password-input.tsx')).toBe('sign-in-common');
    expect(name('/app/src/password-rules.tsx')).toBeNull();
  });

  it('puts code founder pages share with parts any visitor may load (the Hindi catalogue) in "shared-parts"', () => {
    expect(name('/app/src/help-texts.ts')).toBe('shared-parts');
  });

  it("leaves alone what the app's entry loads, an entry's own module, code of one user and code no founder page uses", () => {
    expect(name('/app/src/main.tsx')).toBeNull();
    expect(name(DASHBOARD)).toBeNull();
    expect(name('/app/src/step-form.tsx')).toBeNull();
    expect(name('/app/src/not-in-the-first-build.ts')).toBeNull();
  });
});
