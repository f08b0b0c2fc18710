import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`fixtures/${name}`, import.meta.url)), 'utf8');

/** Lints a fixture's text as if it stood at `asPath` (from the repository root), with the repository's eslint.config.js. */
const layerErrors = async (name: string, asPath: string) => {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(fixture(name), { filePath: path.join(root, asPath) });
  return result!.messages.filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message}`);
};

describe('layers the linter enforces (eslint-layers.js)', () => {
  it('refuses a web feature importing another feature', async () => {
    const errors = await layerErrors('cross-feature-import.tsx', 'apps/web/src/features/dashboard/components/lint-fixture.tsx');
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .* A web feature never imports another feature/)]);
  });

  it('lets a web feature import from lib/', async () => {
    expect(await layerErrors('legal-import.tsx', 'apps/web/src/features/dashboard/components/lint-fixture.tsx')).toEqual([]);
  });

  it('refuses a server layer importing from a layer above it', async () => {
    const errors = await layerErrors('server-upward-import.ts', 'apps/server/src/db/lint-fixture.ts');
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .* The server's db layer imports only from the layers below it/)]);
  });
});
