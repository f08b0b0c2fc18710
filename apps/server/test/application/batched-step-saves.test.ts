import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/texts/messages';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import {
  createGraphQLTestApp,
  firstError,
  founderWithApplication,
  FUNDING,
  myApplication,
  runOperation,
} from '../support/graphql-client.ts';
import { updateOwnApplication } from '../../src/modules/application/repository.ts';

/**
 * On PostgreSQL, founders' step saves that arrive together share one UPDATE (src/modules/application/batched-step-saves.ts).
 * Each founder must still get exactly what their own save would have got alone.
 */
describe.runIf(TEST_DIALECTS.includes('postgres'))('step saves arriving together on PostgreSQL', () => {
  const t = appPerSuite(() => createGraphQLTestApp('postgres'));

  type Founder = Awaited<ReturnType<typeof founderWithApplication>>;
  const founders = (count: number) => Promise.all(Array.from({ length: count }, () => founderWithApplication(t.app)));
  const saveFunding = (founder: Founder, equityFunding: string, baseVersion?: number) =>
    runOperation<{ saveFundingInfo: ApplicationRecord }>(
      t.app,
      'SaveFundingInfo',
      {
        applicationId: founder.applicationId,
        input: { ...FUNDING, equityFunding },
        ...(baseVersion === undefined ? {} : { baseVersion }),
      },
      founder.cookie,
    );
  const stored = (founder: Founder) => myApplication(t.app, founder.cookie);
  /** How many transactions last wrote these applications' rows (PostgreSQL's xmin of each row). */
  const writingTransactions = async (list: Founder[]) =>
    (
      await sql<{
        count: string;
      }>`select count(distinct xmin::text) as count from applications where id in (${sql.join(list.map((f) => f.applicationId))})`.execute(
        t.app.database.db,
      )
    ).rows[0]!.count;

  it('gives each of many founders saving at once their own values and version, in fewer transactions than saves', async () => {
    const many = await founders(16);
    const answers = await Promise.all(many.map((founder, i) => saveFunding(founder, String(1000 + i), 0)));
    answers.forEach((answer, i) => {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.saveFundingInfo).toMatchObject({
        id: many[i]!.applicationId,
        equityFunding: 1000 + i,
        stepVersions: { funding: 1 },
      });
    });
    for (const [i, founder] of many.entries())
      expect(await stored(founder)).toMatchObject({ equityFunding: 1000 + i, stepVersions: { funding: 1 } });
    expect(Number(await writingTransactions(many))).toBeLessThan(many.length);
  });

  it('refuses a stale save among others and lands the rest', async () => {
    const many = await founders(6);
    const stale = many[3]!;
    expect((await saveFunding(stale, '7', 0)).errors).toBeUndefined();
    const answers = await Promise.all(many.map((founder, i) => saveFunding(founder, String(2000 + i), 0)));
    answers.forEach((answer, i) => {
      if (many[i] === stale) expect(firstError(answer)).toMatchObject({ code: 'STALE_WRITE', message: MESSAGES.STALE_WRITE });
      else expect(answer.data?.saveFundingInfo).toMatchObject({ equityFunding: 2000 + i, stepVersions: { funding: 1 } });
    });
    expect(await stored(stale)).toMatchObject({ equityFunding: 7, stepVersions: { funding: 1 } });
  });

  it("applies two saves of one application sent together in the order they came, each on the other's version", async () => {
    const others = await founders(4);
    const [founder] = await founders(1);
    const answers = await Promise.all([
      ...others.map((other) => saveFunding(other, '1')),
      saveFunding(founder!, '100', 0),
      saveFunding(founder!, '200', 1),
      saveFunding(founder!, '300'),
    ]);
    expect(answers.map((answer) => answer.errors)).toEqual(answers.map(() => undefined));
    expect(answers.slice(-3).map((answer) => answer.data?.saveFundingInfo.stepVersions.funding)).toEqual([1, 2, 3]);
    expect(await stored(founder!)).toMatchObject({ equityFunding: 300, stepVersions: { funding: 3 } });
  });

  it('refuses a save to a submitted application among others and leaves it as it was', async () => {
    const many = await founders(5);
    const submitted = many[1]!;
    await t.app.database.db
      .updateTable('applications')
      .set({ application_status: 'submitted' })
      .where('id', '=', submitted.applicationId)
      .execute();
    const answers = await Promise.all(many.map((founder) => saveFunding(founder, '42', 0)));
    answers.forEach((answer, i) => {
      if (many[i] === submitted)
        expect(firstError(answer)).toMatchObject({ code: 'APPLICATION_LOCKED', message: MESSAGES.APPLICATION_LOCKED });
      else expect(answer.data?.saveFundingInfo).toMatchObject({ equityFunding: 42, stepVersions: { funding: 1 } });
    });
    expect(await stored(submitted)).toMatchObject({ status: 'submitted', equityFunding: null, stepVersions: { funding: 0 } });
  });

  it("records who saved the step and asks the members to read again in the saves' shared statement, and neither for a refused save", async () => {
    const many = await founders(8);
    const refused = many[5]!;
    const db = t.app.database.db;
    const ids = many.map((founder) => founder.applicationId);
    await db
      .updateTable('applications')
      .set({ application_status: 'submitted' })
      .where('id', '=', refused.applicationId)
      .execute();
    await db
      .updateTable('application_members')
      .set({ read_confirmed_at: '2026-12-01T00:00:00.000Z' })
      .where('application_id', 'in', ids)
      .execute();
    const answers = await Promise.all(many.map((founder) => saveFunding(founder, '5', 0)));
    expect(answers.filter((answer) => answer.errors).length).toBe(1);
    const marks = await db
      .selectFrom('application_step_saves')
      .select(['application_id', 'step', 'user_id', sql<string>`xmin::text`.as('writer')])
      .where('application_id', 'in', ids)
      .where('step', '=', 'funding')
      .execute();
    const landed = many.filter((founder) => founder !== refused);
    expect(marks.map(({ writer: _, ...mark }) => mark)).toEqual(
      expect.arrayContaining(landed.map((f) => ({ application_id: f.applicationId, step: 'funding', user_id: f.userId }))),
    );
    expect(marks).toHaveLength(landed.length);
    expect(new Set(marks.map((mark) => mark.writer)).size).toBeLessThan(landed.length);
    const readMarks = await db
      .selectFrom('application_members')
      .select(['application_id', 'read_confirmed_at'])
      .where('application_id', 'in', ids)
      .execute();
    for (const { application_id, read_confirmed_at } of readMarks)
      expect(read_confirmed_at === null).toBe(application_id !== refused.applicationId);
  });

  it("fails only the save whose value the database refuses when it shares a statement with others'", async () => {
    const many = await founders(6);
    const db = t.app.database.db;
    const save = (founder: Founder, teamSize: number) =>
      updateOwnApplication(
        db,
        { id: founder.applicationId, userId: founder.userId, version: { step: 'company' } },
        { team_size: teamSize },
      );
    const outcomes = await Promise.allSettled(many.map((founder, i) => save(founder, i === 2 ? 2 ** 40 : 10 + i)));
    outcomes.forEach((outcome, i) => {
      if (i === 2)
        expect(outcome).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/out of range/) } });
      else
        expect(outcome).toMatchObject({
          status: 'fulfilled',
          value: { id: many[i]!.applicationId, team_size: 10 + i, company_version: 1 },
        });
    });
    expect(await stored(many[2]!)).toMatchObject({ teamSize: null, stepVersions: { company: 0 } });
  });
});
