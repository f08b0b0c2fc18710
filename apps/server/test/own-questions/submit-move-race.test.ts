import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { firstError, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, completeDraftThroughApi, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { findAnswers } from '../../src/modules/own-questions/answer-repository.ts';
import { findFormVersion } from '../../src/modules/own-questions/form-version-repository.ts';
import { openCohortWithForm, saveCohortForm } from './questions-fixture.ts';

const FOUNDERS = 4;
const ROUNDS = 10;

/** A required one-choice question offering options `round` and `round + 1`: the next round's form drops the first. */
const stage = (round: number) => ({
  kind: 'one_choice',
  id: 'stage',
  labelEn: 'Which stage is your startup at?',
  labelHi: 'आपका स्टार्टअप किस चरण में है?',
  step: 'company',
  required: true,
  options: [round, round + 1].map((n) => ({ id: `s${n}`, labelEn: `Stage ${n}`, labelHi: `चरण ${n}` })),
});

/** A few turns of the event loop, so the requests of a round start in a different order each time. */
const shortly = async (turns: number): Promise<void> => {
  for (let i = 0; i < turns; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * Founders submit while the team saves a new form version that drops the option they chose (issue 50): the draft's
 * answer to a required question no longer fits, so the move leaves it out. The submit and the move take turns on the
 * application's row: either the application is submitted on the version it was answered on, with its answer, or the
 * submit is refused with the missing question in the founder's language and the application stays a draft. No
 * application is ever submitted without a required answer.
 */
describe.each(TEST_DIALECTS)('own questions: a submit and a draft moving at once (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let admin: string;
  let cohortId: string;

  beforeAll(async () => {
    admin = (await accountWithRole(t.app, 'admin')).cookie;
    cohortId = await openCohortWithForm(t.app, admin, 'Submit race', [stage(0)]);
  });

  it('never submits an application missing a required answer the move left out', async () => {
    const db = t.app.database.db;
    const outcomes = { submitted: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const founders = [];
      for (let i = 0; i < FOUNDERS; i += 1) {
        const founder = await completeDraftThroughApi(t.app, { companyOwnAnswers: { stage: `s${round}` } });
        if (i % 2 === 1) await runOperation(t.app, 'SetLanguage', { language: 'hi' }, founder.cookie);
        founders.push({ ...founder, hindi: i % 2 === 1 });
      }
      const submits = founders.map(async (founder, i) => {
        await shortly((round * 7 + i * 3) % 11);
        return runOperation<{ submitApplication: { status: string } }>(
          t.app,
          'SubmitApplication',
          { applicationId: founder.applicationId },
          founder.cookie,
        );
      });
      const move = (async () => {
        await shortly(round % 9);
        await saveCohortForm(t.app, admin, cohortId, [stage(round + 1)]);
      })();
      const [results] = await Promise.all([Promise.all(submits), move]);

      for (const [i, founder] of founders.entries()) {
        const where = `round ${round}, founder ${i}`;
        const result = results[i]!;
        const stored = (await findAnswers(db, founder.applicationId))!;
        const status = (await db
          .selectFrom('applications')
          .select('application_status')
          .where('id', '=', founder.applicationId)
          .executeTakeFirstOrThrow())!.application_status;
        if (result.data?.submitApplication?.status === 'submitted') {
          outcomes.submitted += 1;
          expect(status, where).toBe('submitted');
          expect(stored.answers, where).toMatchObject({ stage: `s${round}` });
          const version = (await findFormVersion(db, stored.formVersionId))!;
          expect(version.questions[0], where).toMatchObject({ options: [{ id: `s${round}` }, { id: `s${round + 1}` }] });
        } else {
          outcomes.refused += 1;
          const refused = firstError(result);
          expect(refused, where).toMatchObject({ code: 'OWN_QUESTIONS_UNANSWERED' });
          expect(refused.message, where).toContain(founder.hindi ? stage(0).labelHi : stage(0).labelEn);
          expect(status, where).not.toBe('submitted');
        }
      }
    }
    expect(outcomes.submitted + outcomes.refused).toBe(ROUNDS * FOUNDERS);
    // Each round signs up and fills four applications: at load 20+ on 2 cores that took longer than the 20 s default.
  }, 180_000);
});
