import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, giveConsent, GOOD_PASSWORD, TEST_DIALECTS, uniqueEmail } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { cookieOf, mergeCookies, post } from '../support/auth-kit.ts';
import { firstError, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { snapshotOf } from '../../src/modules/privacy/data-export.ts';
import { privacyDb } from '../../src/modules/privacy/privacy-tables.ts';

const DAY = 24 * 60 * 60 * 1000;
const ist = (offsetDays: number): string =>
  `${new Date(Date.now() + offsetDays * DAY + 5.5 * 3_600_000).toISOString().slice(0, 19)}+05:30`;

const registered = {
  kind: 'yes_no',
  id: 'registered',
  labelEn: 'Is your startup registered in India?',
  labelHi: 'क्या आपका स्टार्टअप भारत में पंजीकृत है?',
  mustBe: true,
};

interface Screening {
  cohortId: string;
  eligible: boolean;
  failedQuestionId: string | null;
  answers: string;
}

/** A visitor answers a cohort's eligibility check without an account, then signs up: the screening is theirs still. */
describe.each(TEST_DIALECTS)('eligibility screening of an anonymous visitor at sign-up (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { ...CONSOLE_ENV, ALLOW_ANONYMOUS_SIGN_IN: 'true' }));
  let cohortId: string;
  beforeAll(async () => {
    const admin = (await accountWithRole(t.app, 'admin')).cookie;
    const created = await runOperation<{ createCohort: { id: string } }>(
      t.app,
      'CreateCohort',
      { input: { nameEn: 'Checked', nameHi: 'जाँचा गया', opensAt: ist(-1), closesAt: ist(30) } },
      admin,
    );
    cohortId = created.data!.createCohort.id;
    const saved = await runOperation(
      t.app,
      'SaveCohortEligibility',
      { cohortId, questions: JSON.stringify([registered]) },
      admin,
    );
    expect(saved.errors).toBeUndefined();
  });

  it('moves the answers and the refusal to the new account', async () => {
    const anonymous = await post(t, '/api/auth/sign-in/anonymous', {});
    let cookie = cookieOf(anonymous);
    await giveConsent(t.app, cookie);
    const screened = await runOperation<{ submitEligibility: Screening }>(
      t.app,
      'SubmitEligibility',
      { cohortId, answers: JSON.stringify({ registered: false }) },
      cookie,
    );
    expect(screened.data!.submitEligibility).toMatchObject({ eligible: false, failedQuestionId: 'registered' });

    const signedUp = await post(
      t,
      '/api/auth/sign-up/email',
      { name: 'Asha Founder', email: uniqueEmail('screened'), password: GOOD_PASSWORD },
      cookie,
    );
    expect(signedUp.statusCode).toBe(200);
    cookie = mergeCookies(cookie, signedUp);
    const userId = (signedUp.json() as { user: { id: string } }).user.id;
    await giveConsent(t.app, cookie);

    const read = await runOperation<{ cohortEligibility: { screening: Screening | null } }>(
      t.app,
      'CohortEligibility',
      { cohortId },
      cookie,
    );
    expect(read.data!.cohortEligibility.screening).toMatchObject({ cohortId, eligible: false, failedQuestionId: 'registered' });
    expect(JSON.parse(read.data!.cohortEligibility.screening!.answers)).toEqual({ registered: false });
    // The refusal stands for the account: no application starts, and answering again changes nothing.
    expect(firstError(await runOperation(t.app, 'StartApplication', { cohortId }, cookie))).toMatchObject({
      code: 'ELIGIBILITY_NOT_MET',
    });
    const again = await runOperation<{ submitEligibility: Screening }>(
      t.app,
      'SubmitEligibility',
      { cohortId, answers: JSON.stringify({ registered: true }) },
      cookie,
    );
    expect(again.data!.submitEligibility).toMatchObject({ eligible: false });
    // The account's data export holds it.
    const exported = await snapshotOf(privacyDb(t.app.database.db), userId);
    expect(exported!.eligibilityScreenings).toEqual([
      expect.objectContaining({ cohortId, outcome: 'refused', failedQuestionId: 'registered' }),
    ]);
  });
});
