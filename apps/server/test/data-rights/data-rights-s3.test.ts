import { describe, expect, it } from 'vitest';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { post } from '../support/auth-kit.ts';
import { GOOD_PASSWORD, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { TEST_S3 } from '../support/real-s3.ts';
import { createBucketTestApp } from '../support/fixtures/bucket-app.ts';
import { CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { exportOf, founderWithFile } from '../support/fixtures/data-rights-kit.ts';

/** Export and deletion with the files on a real S3 server (TEST_S3_*, see test/support/real-s3.ts). */
describe.runIf(TEST_S3 !== undefined).each(TEST_DIALECTS)('data rights with S3 storage on %s', { timeout: 60_000 }, (dialect) => {
  const t = appPerSuite(() => createBucketTestApp(dialect, CONSOLE_ENV));

  it('the export streams the founder’s files from the bucket; deletion removes them from it', async () => {
    const mine = await founderWithFile(t, 's3-mine');
    const other = await founderWithFile(t, 's3-other');
    const entries = await exportOf(t, mine.cookie);
    expect([...entries.keys()].sort()).toEqual(['files/financial_statement-s3-mine.pdf', 'my-data.json']);
    expect(entries.get('files/financial_statement-s3-mine.pdf')!.equals(mine.data)).toBe(true);
    expect((await t.bucket.object(mine.storageKey))?.body.equals(mine.data)).toBe(true);

    expect(
      (await post(t, PRIVACY_PATHS.deleteAccount, { reason: 'delete', password: GOOD_PASSWORD }, mine.cookie)).statusCode,
    ).toBe(200);
    const keys = await t.bucket.keys();
    expect(keys.filter((key) => key.startsWith(mine.storageKey))).toEqual([]);
    expect(keys).toContain(other.storageKey);
  });
});
