import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isErrorCode } from '@portal/shared/error-codes';

const SOURCE = fileURLToPath(new URL('../src', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [full] : [];
  });

/** Codes written out in the server's own errors: AppError(status, 'CODE', …), APIError(…, { code: 'CODE' }) and {code: 'CODE'} bodies. */
const LITERAL_CODES = [/new AppError\(\d+, '([A-Z_]+)'/g, /\bcode: '([A-Z_]+)'/g];

describe('server error codes (issue 13)', () => {
  it('every code the server writes out is in the shared list, so the browser has its text in every language', () => {
    const found = new Map<string, string>();
    for (const file of sources(SOURCE)) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of LITERAL_CODES) for (const match of text.matchAll(pattern)) found.set(match[1]!, path.relative(SOURCE, file));
    }
    // Staff and operator answers stay English (the console may); health checks are for the operator.
    const notForFounders = new Set(['DATABASE_UNREACHABLE']);
    const missing = [...found].filter(([code]) => !isErrorCode(code) && !notForFounders.has(code));
    expect(found.size).toBeGreaterThan(5);
    expect(missing, 'add these to packages/shared/src/error-codes.ts').toEqual([]);
  });
});
