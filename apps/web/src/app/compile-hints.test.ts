import { describe, expect, it } from 'vitest';
import type { ChunkNode } from '../../scripts/chunk-graph.ts';
import { firstScreenChunks } from '../../scripts/compile-hints-plugin.ts';

const ENTRY = '/app/index.html';
const SIGN_IN = '/app/src/app/routes/sign-in-route.tsx';
const AREA = '/app/src/app/signed-in-area.tsx';
const WIZARD = '/app/src/app/routes/application-route.tsx';

const chunk = (fileName: string, facade: string | null, imports: string[] = [], modules: string[] = []): ChunkNode => ({
  fileName,
  isEntry: facade === ENTRY,
  facadeModuleId: facade,
  moduleIds: facade ? [facade, ...modules] : modules,
  imports,
});

// The entry loads every page lazily; the wizard loads its step rules lazily (a dynamic import, not in `imports`).
const BUILD = [
  chunk('index.js', ENTRY, ['framework.js']),
  chunk('framework.js', null, [], ['/app/node_modules/preact/dist/preact.mjs']),
  chunk('sign-in.js', SIGN_IN, ['index.js', 'common.js']),
  chunk('common.js', null, ['framework.js']),
  chunk('signed-in.js', null, ['common.js'], [AREA]),
  chunk('wizard.js', WIZARD, ['signed-in.js']),
  chunk('step-rules.js', '/app/src/features/application/lib/step-check.ts', ['common.js']),
  chunk('video-worker.js', '/app/src/features/application/video/video-worker.ts'),
];

describe('the chunks that carry the compile hint', () => {
  it('are the entry, each page and the signed-in area, and what they import statically', () => {
    expect([...firstScreenChunks(BUILD, [SIGN_IN, AREA, WIZARD])].sort()).toEqual([
      'common.js',
      'framework.js',
      'index.js',
      'sign-in.js',
      'signed-in.js',
      'wizard.js',
    ]);
  });

  it('leave out what a page loads later, and pages not named', () => {
    const files = firstScreenChunks(BUILD, [SIGN_IN]);
    expect(files.has('step-rules.js')).toBe(false);
    expect(files.has('video-worker.js')).toBe(false);
    expect(files.has('wizard.js')).toBe(false);
  });

  it('stop the build when a page has no chunk', () => {
    expect(() => firstScreenChunks(BUILD, ['/app/src/app/routes/missing-route.tsx'])).toThrow(/no chunk holds/);
  });
});
