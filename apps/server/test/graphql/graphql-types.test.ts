import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const generator = fileURLToPath(new URL('../../../../scripts/generate-graphql-types.ts', import.meta.url));

describe('generated GraphQL types', () => {
  it('packages/shared/src/graphql/graphql-types.generated.ts is current (npm run graphql:types)', () => {
    // A separate node process, as the script runs on its own: it reads schema.graphql and the operations.
    expect(() => execFileSync(process.execPath, [generator, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
