import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
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

/**
 * Writes `files` into a new folder `dir` (from the repository root), runs `check`, and removes the folder again,
 * also when `check` fails: a folder left behind would break `npm run lint` for everyone.
 */
const withTemporaryFolder = async <T>(
  dir: string,
  files: Record<string, string>,
  check: (folder: string) => Promise<T>,
): Promise<T> => {
  const folder = path.join(root, `${dir}-${process.pid}`);
  mkdirSync(folder);
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
    return await check(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/** Lints files on disk (import-x follows their imports) and lists each file's errors by file name. */
const errorsOnDisk = async (folder: string) => {
  const results = await new ESLint({ cwd: root }).lintFiles([folder]);
  return Object.fromEntries(
    results.map((result) => [
      path.basename(result.filePath),
      result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`),
    ]),
  );
};

const twoFilesInACircle = {
  'first.ts': "import { second } from './second.ts';\n\nexport const first = (): string => second;\n",
  'second.ts':
    "import { first } from './first.ts';\n\nexport const second = 'second';\nexport const callFirst = (): string => first();\n",
};

describe('layers the linter enforces (eslint-layers.js)', () => {
  it('refuses a web feature importing another feature', async () => {
    const errors = await layerErrors('cross-feature-import.tsx', 'apps/web/src/features/dashboard/components/lint-fixture.tsx');
    expect(errors).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .* A web feature never imports another feature/),
    ]);
  });

  it('lets a web feature import from lib/', async () => {
    expect(await layerErrors('legal-import.tsx', 'apps/web/src/features/dashboard/components/lint-fixture.tsx')).toEqual([]);
  });

  it('refuses a server layer importing from a layer above it', async () => {
    const errors = await layerErrors('server-upward-import.ts', 'apps/server/src/db/lint-fixture.ts');
    expect(errors).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .* The server's db layer imports only from the layers below it/),
    ]);
  });

  it('refuses two server files that import each other', async () => {
    const errors = await withTemporaryFolder('apps/server/src/db/lint-fixture-cycle', twoFilesInACircle, errorsOnDisk);
    expect(errors).toEqual({
      'first.ts': ['import-x/no-cycle: Dependency cycle detected'],
      'second.ts': ['import-x/no-cycle: Dependency cycle detected'],
    });
  });

  it('refuses a web lib file that loads, on demand, a file importing it back', async () => {
    const files = {
      'loader.ts': "export const MARKER = 'marker';\nexport const loadCopy = () => import('./copy.ts');\n",
      'copy.ts': "import { MARKER } from './loader.ts';\n\nexport const copy = `${MARKER}-copy`;\n",
    };
    const errors = await withTemporaryFolder('apps/web/src/lib/lint-fixture-cycle', files, errorsOnDisk);
    expect(errors).toEqual({
      'loader.ts': ['import-x/no-cycle: Dependency cycle detected'],
      'copy.ts': ['import-x/no-cycle: Dependency cycle detected'],
    });
  });

  it('refuses to lint at all while a server module folder sits in no layer', { timeout: 60_000 }, async () => {
    // In a process of its own: this one has already loaded eslint-layers.js, and Node keeps the first load.
    const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');
    const outcome = await withTemporaryFolder(
      'apps/server/src/modules/lint-fixture-unlayered',
      { 'index.ts': 'export const unlayered = 1;\n' },
      (folder) =>
        promisify(execFile)(process.execPath, [eslintBin, path.join(folder, 'index.ts')], { cwd: root }).then(
          () => ({ exitCode: 0, stderr: '' }),
          (error: { code: number; stderr: string }) => ({ exitCode: error.code, stderr: error.stderr }),
        ),
    );
    expect(outcome.exitCode).toBe(2);
    expect(outcome.stderr).toContain(`apps/server/src/modules/lint-fixture-unlayered-${process.pid} sits in no server layer`);
  });
});
