import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { BUSINESS, COMPANY, founderWithApplication, PERSONAL, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { findAnswers } from '../../src/modules/own-questions/answer-repository.ts';
import { latestFormVersion } from '../../src/modules/own-questions/form-version-repository.ts';
import { openCohortWithForm, saveCohortForm, womenLed } from './questions-fixture.ts';

const story = { kind: 'long_text', id: 'story', labelEn: 'Tell us your story', labelHi: 'अपनी कहानी बताइए', step: 'business' };
const village = { kind: 'short_text', id: 'village', labelEn: 'Your village', labelHi: 'आपका गाँव', step: 'personal' };
const FOUNDERS = 4;
const ROUNDS = 12;

type Saved = { id: string; stepVersions: Record<string, number> };
type Founder = { cookie: string; applicationId: string; womenLed: boolean; company: number; story: string };

/** A few turns of the event loop, so the requests of a round start in a different order each time. */
const shortly = async (turns: number): Promise<void> => {
  for (let i = 0; i < turns; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * The team saves a new form version (its drafts move to it) while founders save a step's answers and a new founder's
 * first save creates an application (issue 50): the move and each save take turns on the application's row (a new
 * one on the cohort's), so no save's answer is lost and no draft stays on the old version.
 */
describe.each(TEST_DIALECTS)('own questions: a save and a draft moving at once (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let admin: string;
  let cohortId: string;
  const founders: Founder[] = [];

  beforeAll(async () => {
    admin = (await accountWithRole(t.app, 'admin')).cookie;
    cohortId = await openCohortWithForm(t.app, admin, 'Race', [village, womenLed, story]);
    for (let i = 0; i < FOUNDERS; i += 1) {
      const { cookie, applicationId } = await founderWithApplication(t.app);
      const founder: Founder = { cookie, applicationId, womenLed: true, company: 1, story: `Story ${i}` };
      const company = await runOperation(
        t.app,
        'SaveCompanyInfo',
        { applicationId, input: COMPANY, baseVersion: 0, ownAnswers: JSON.stringify({ women_led: true }) },
        cookie,
      );
      expect(company.errors).toBeUndefined();
      const business = await runOperation(
        t.app,
        'SaveBusinessDetails',
        { applicationId, input: BUSINESS, baseVersion: 0, ownAnswers: JSON.stringify({ story: founder.story }) },
        cookie,
      );
      expect(business.errors).toBeUndefined();
      founders.push(founder);
    }
  });

  it('never loses the save’s answer nor leaves answers on the old version', async () => {
    const db = t.app.database.db;
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Each founder changes their company answer, based on the stored one, as the wizard sends it.
      const saves = founders.map(async (founder, i) => {
        await shortly((round * 7 + i * 3) % 11);
        const saved = await runOperation<{ saveCompanyInfo: Saved }>(
          t.app,
          'SaveCompanyInfo',
          {
            applicationId: founder.applicationId,
            input: COMPANY,
            baseVersion: founder.company,
            ownAnswers: JSON.stringify({ women_led: !founder.womenLed }),
            ownAnswerBases: JSON.stringify({ women_led: founder.womenLed }),
          },
          founder.cookie,
        );
        expect(saved.errors, `round ${round}, founder ${i}`).toBeUndefined();
        founder.womenLed = !founder.womenLed;
        founder.company = saved.data!.saveCompanyInfo.stepVersions.company!;
      });
      // A new founder's first save, with an answer, creates their application in the cohort.
      const newcomer = await signUp(t.app);
      const first = (async () => {
        await shortly(round % 5);
        const saved = await runOperation<{ savePersonalInfo: Saved }>(
          t.app,
          'SavePersonalInfo',
          { input: PERSONAL, ownAnswers: JSON.stringify({ village: `Village ${round}` }) },
          newcomer.cookie,
        );
        expect(saved.errors, `round ${round}, the newcomer`).toBeUndefined();
        return saved.data!.savePersonalInfo.id;
      })();
      // Meanwhile the team renames the question: a new version, to which every draft moves.
      const move = (async () => {
        await shortly(round % 9);
        await saveCohortForm(t.app, admin, cohortId, [
          village,
          { ...womenLed, labelEn: `Is your startup women-led? (${round})` },
          story,
        ]);
      })();
      const [newcomerApplication] = await Promise.all([first, ...saves, move]);

      const latest = (await latestFormVersion(db, cohortId))!;
      for (const [i, founder] of founders.entries()) {
        const stored = await findAnswers(db, founder.applicationId);
        expect(stored, `round ${round}, founder ${i}`).toMatchObject({
          formVersionId: latest.id,
          answers: { women_led: founder.womenLed, story: founder.story },
        });
      }
      expect(await findAnswers(db, newcomerApplication), `round ${round}, the newcomer`).toMatchObject({
        formVersionId: latest.id,
        answers: { village: `Village ${round}` },
      });
    }
  });
});
