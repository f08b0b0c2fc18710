import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const passwordModule = path.resolve(import.meta.dirname, '../../src/auth/password.ts');

describe('password hashing threads', () => {
  it('hash and verify in a server started with V8 options and `node -e`, as operators and the deployment kit start it', async () => {
    const script = `const { hashPassword, verifyPassword } = await import(${JSON.stringify(passwordModule)});
      const hash = await hashPassword('correct horse battery');
      console.log(JSON.stringify([hash.slice(0, 10), await verifyPassword({ hash, password: 'correct horse battery' }), await verifyPassword({ hash, password: 'wrong' })]));`;
    const { stdout } = await run(
      process.execPath,
      ['--max-old-space-size=512', '--max-semi-space-size=16', '--input-type=module', '-e', script],
      { timeout: 30_000 },
    );
    expect(JSON.parse(stdout)).toEqual(['$argon2id$', true, false]);
  });
});
