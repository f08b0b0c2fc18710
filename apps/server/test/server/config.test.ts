import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'portal-config-'));

describe('configuration', () => {
  it('stops with a readable list of everything that is wrong', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope', DATA_DIR: tempDir() }, { log: () => {} });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('SUPPORT_EMAIL');
  });

  it('generates AUTH_SECRET into DATA_DIR on first start, says so, and reuses it', () => {
    const dataDir = tempDir();
    const lines: string[] = [];
    const first = loadConfig({ DATA_DIR: dataDir }, { log: (l) => lines.push(l) });
    const second = loadConfig({ DATA_DIR: dataDir }, { log: (l) => lines.push(l) });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.authSecret).toBe(first.authSecret);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(first.authSecret);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('AUTH_SECRET');
  });

  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir() }, { log: () => {} });
    expect(config.port).toBe(3000);
    expect(config.cohortName).toBe('Winter 2025 Cohort');
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.maxUnfinishedUploads).toBe(3);
  });

  it('takes DATABASE_POOL_SIZE as a whole number from 1 to 100, 8 when unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }, { log: () => {} }).databasePoolSize).toBe(8);
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: '12' }, { log: () => {} }).databasePoolSize).toBe(12);
    for (const value of ['0', '2.5', 'many', '101']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: value }, { log: () => {} })).toThrow(
        /DATABASE_POOL_SIZE must be/,
      );
    }
  });

  it('takes MAX_UNFINISHED_UPLOADS as a whole number of at least 1', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), MAX_UNFINISHED_UPLOADS: '5' }, { log: () => {} }).maxUnfinishedUploads).toBe(5);
    for (const value of ['0', '1.5', 'many']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), MAX_UNFINISHED_UPLOADS: value }, { log: () => {} })).toThrow(
        /MAX_UNFINISHED_UPLOADS/,
      );
    }
  });

  it('refuses half an S3 configuration', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'b' }, { log: () => {} })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
