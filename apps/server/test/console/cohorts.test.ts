import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { firstError, PERSONAL, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';
import { readCsv } from '../support/fixtures/read-csv.ts';
import { cohortName } from '@portal/shared/cohorts/cohort';

type LocalName = { language: string; name: string };

interface CohortAnswer {
  id: string;
  nameEn: string;
  nameHi: string;
  state: string;
  opensAt: string;
  closesAt: string | null;
}
interface Summary {
  id: string;
  status: string;
  current: boolean;
  cohort: { id: string; nameEn: string } | null;
  decision: { outcome: string } | null;
}

const DAY = 24 * 60 * 60 * 1000;
const ist = (offsetDays: number): string => {
  const at = new Date(Date.now() + offsetDays * DAY + 5.5 * 60 * 60 * 1000);
  return `${at.toISOString().slice(0, 19)}+05:30`;
};
const cohortInput = (name: string, opens = -1, closes = 30) => ({
  nameEn: name,
  nameHi: `${name} (हिंदी)`,
  description: null,
  opensAt: ist(opens),
  closesAt: ist(closes),
});

/** Cohorts as data (docs/cohorts.md): admins run seasons back to back, founders apply once per cohort and again later. */
describe.each(TEST_DIALECTS)('cohorts (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let admin: string;
  let reviewer: string;
  beforeAll(async () => {
    admin = (await accountWithRole(t.app, 'admin')).cookie;
    reviewer = (await accountWithRole(t.app, 'reviewer')).cookie;
  });

  const create = (input: unknown, cookie = admin) =>
    runOperation<{ createCohort: CohortAnswer }>(t.app, 'CreateCohort', { input }, cookie);
  const myApplications = async (cookie: string) =>
    (await runOperation<{ myApplications: Summary[] }>(t.app, 'MyApplications', {}, cookie)).data!.myApplications;

  it('an upgrade or a fresh install starts with the first cohort, from COHORT_NAME, open', async () => {
    const cohorts = await runOperation<{ consoleCohorts: CohortAnswer[] }>(t.app, 'ConsoleCohorts', {}, reviewer);
    expect(cohorts.data!.consoleCohorts).toEqual([
      expect.objectContaining({ id: 'first', nameEn: 'Winter 2025 Cohort', nameHi: 'विंटर 2025 कोहोर्ट', state: 'open' }),
    ]);
  });

  it('refuses bad cohorts with a clear message and stores none of them', async () => {
    expect(firstError(await create(cohortInput('Reversed', 10, 5)))).toMatchObject({ code: 'COHORT_DATES_REVERSED' });
    expect(firstError(await create(cohortInput('Past', -30, -1)))).toMatchObject({ code: 'COHORT_CLOSES_IN_PAST' });
    expect(firstError(await create({ ...cohortInput('No Hindi'), nameHi: ' ' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Enter the cohort name in English and in Hindi.',
    });
    expect(firstError(await create({ ...cohortInput('Bad time'), opensAt: 'next monday' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(firstError(await create(cohortInput('By a reviewer'), reviewer))).toMatchObject({ code: 'FORBIDDEN' });
    const cohorts = await runOperation<{ consoleCohorts: CohortAnswer[] }>(t.app, 'ConsoleCohorts', {}, admin);
    expect(cohorts.data!.consoleCohorts.map((c) => c.nameEn)).toEqual(['Winter 2025 Cohort']);
  });

  it('a founder applies again to the next cohort: one application per cohort, the earlier one kept as it was', async () => {
    const founder = await submittedThroughApi(t.app, { companyName: 'Gram Solar' });
    const summer = (await create(cohortInput('Summer 2026'))).data!.createCohort;
    expect(summer).toMatchObject({ state: 'open', nameHi: 'Summer 2026 (हिंदी)' });

    const open = await runOperation<{ openCohorts: CohortAnswer[] }>(t.app, 'OpenCohorts', {}, founder.cookie);
    expect(open.data!.openCohorts.map((c) => c.nameEn).sort()).toEqual(['Summer 2026', 'Winter 2025 Cohort']);
    // Applying again to the cohort they already applied to is refused.
    expect(firstError(await runOperation(t.app, 'StartApplication', { cohortId: 'first' }, founder.cookie))).toMatchObject({
      code: 'COHORT_ALREADY_APPLIED',
    });
    const started = await runOperation<{ startApplication: { id: string; status: string } }>(
      t.app,
      'StartApplication',
      { cohortId: summer.id },
      founder.cookie,
    );
    expect(started.data!.startApplication.status).toBe('in-progress');
    expect(firstError(await runOperation(t.app, 'StartApplication', { cohortId: summer.id }, founder.cookie))).toMatchObject({
      code: 'COHORT_ALREADY_APPLIED',
    });

    // Step saves go to the new application; the submitted one is untouched.
    const saved = await runOperation<{ savePersonalInfo: { id: string; name: string } }>(
      t.app,
      'SavePersonalInfo',
      { input: { ...PERSONAL, name: 'Asha Again' } },
      founder.cookie,
    );
    expect(saved.data!.savePersonalInfo).toEqual(
      expect.objectContaining({ id: started.data!.startApplication.id, name: 'Asha Again' }),
    );
    const listed = await myApplications(founder.cookie);
    expect(listed).toEqual([
      expect.objectContaining({
        id: started.data!.startApplication.id,
        status: 'in-progress',
        current: true,
        cohort: expect.objectContaining({ nameEn: 'Summer 2026' }),
      }),
      expect.objectContaining({
        id: founder.applicationId,
        status: 'submitted',
        current: false,
        cohort: expect.objectContaining({ id: 'first' }),
      }),
    ]);
    const earlier = await t.app.database.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', founder.applicationId)
      .executeTakeFirstOrThrow();
    expect(earlier).toMatchObject({ name: PERSONAL.name, startup_name: 'Gram Solar', application_status: 'submitted' });
  });

  it("shows a past application's decision only once it is published", async () => {
    const founder = await submittedThroughApi(t.app);
    const decide = (publishedAt: string | null) =>
      t.app.database.db
        .insertInto('application_reviews' as never)
        .values({
          application_id: founder.applicationId,
          status: 'accepted',
          decision: 'accepted',
          decision_published_at: publishedAt,
          score_average: null,
          score_count: 0,
          updated_at: new Date().toISOString(),
        } as never)
        .onConflict((oc) =>
          oc.column('application_id' as never).doUpdateSet({ decision: 'accepted', decision_published_at: publishedAt } as never),
        )
        .execute();
    await decide(null);
    expect((await myApplications(founder.cookie))[0]!.decision).toBeNull();
    await decide(new Date().toISOString());
    expect((await myApplications(founder.cookie))[0]!.decision).toEqual(expect.objectContaining({ outcome: 'accepted' }));
  });

  it('closing a cohort refuses new applications and submissions there only; an open cohort cannot be archived', async () => {
    const track = (await create(cohortInput('Track B'))).data!.createCohort;
    const other = (await create(cohortInput('Track C'))).data!.createCohort;
    const founder = await signUp(t.app);
    await runOperation(t.app, 'StartApplication', { cohortId: track.id }, founder.cookie);
    // Two tracks open at once: one draft at a time.
    expect(firstError(await runOperation(t.app, 'StartApplication', { cohortId: other.id }, founder.cookie))).toMatchObject({
      code: 'COHORT_DRAFT_ELSEWHERE',
    });
    expect(firstError(await runOperation(t.app, 'ArchiveCohort', { cohortId: track.id }, admin))).toMatchObject({
      code: 'COHORT_STILL_OPEN',
    });

    const closed = await runOperation<{ closeCohortNow: CohortAnswer }>(t.app, 'CloseCohortNow', { cohortId: track.id }, admin);
    expect(closed.data!.closeCohortNow.state).toBe('closed');
    const saved = await runOperation<{ savePersonalInfo: { id: string } }>(
      t.app,
      'SavePersonalInfo',
      { input: PERSONAL },
      founder.cookie,
    );
    // A draft stays editable (a save queued offline before the deadline is not lost), but cannot be submitted.
    expect(saved.errors).toBeUndefined();
    expect(
      firstError(
        await runOperation(t.app, 'SubmitApplication', { applicationId: saved.data!.savePersonalInfo.id }, founder.cookie),
      ),
    ).toMatchObject({ code: 'APPLICATIONS_CLOSED' });
    // The other track is unaffected: the abandoned draft in a closed cohort no longer blocks it.
    const started = await runOperation(t.app, 'StartApplication', { cohortId: other.id }, founder.cookie);
    expect(started.errors).toBeUndefined();
    const latecomer = await signUp(t.app);
    expect(firstError(await runOperation(t.app, 'StartApplication', { cohortId: track.id }, latecomer.cookie))).toMatchObject({
      code: 'APPLICATIONS_CLOSED',
    });
    expect(
      firstError(await runOperation(t.app, 'StartApplication', { cohortId: 'no-such-cohort' }, latecomer.cookie)),
    ).toMatchObject({
      code: 'APPLICATIONS_CLOSED',
    });

    const archived = await runOperation<{ archiveCohort: CohortAnswer }>(t.app, 'ArchiveCohort', { cohortId: track.id }, admin);
    expect(archived.data!.archiveCohort.state).toBe('archived');
    expect(
      firstError(await runOperation(t.app, 'UpdateCohort', { cohortId: track.id, input: cohortInput('Renamed') }, admin)),
    ).toMatchObject({
      code: 'COHORT_ARCHIVED',
    });
    const kept = await t.app.database.db.selectFrom('applications').select('id').where('cohort_id', '=', track.id).execute();
    expect(kept).toHaveLength(1);
  });

  it('an upcoming cohort opens when its time comes or when an admin opens it now', async () => {
    const autumn = (await create(cohortInput('Autumn 2026', 5, 40))).data!.createCohort;
    expect(autumn.state).toBe('upcoming');
    const founder = await signUp(t.app);
    expect(firstError(await runOperation(t.app, 'StartApplication', { cohortId: autumn.id }, founder.cookie))).toMatchObject({
      code: 'APPLICATIONS_CLOSED',
    });
    const opened = await runOperation<{ openCohortNow: CohortAnswer }>(t.app, 'OpenCohortNow', { cohortId: autumn.id }, admin);
    expect(opened.data!.openCohortNow.state).toBe('open');
    expect((await runOperation(t.app, 'StartApplication', { cohortId: autumn.id }, founder.cookie)).errors).toBeUndefined();
  });

  it("the console list and the CSV export read one cohort at a time, and the CSV names each row's cohort", async () => {
    const spring = (await create(cohortInput('Spring 2027'))).data!.createCohort;
    const founder = await signUp(t.app);
    await runOperation(t.app, 'StartApplication', { cohortId: spring.id }, founder.cookie);
    await t.app.database.db
      .updateTable('applications')
      .set({ startup_name: 'Spring Co', application_status: 'submitted', submitted_at: new Date().toISOString() })
      .where('cohort_id', '=', spring.id)
      .execute();
    const list = await runOperation<{ consoleApplications: { total: number; items: { companyName: string }[] } }>(
      t.app,
      'ConsoleApplications',
      { filter: { cohort: spring.id }, sort: null, page: 1, pageSize: 25 },
      admin,
    );
    expect(list.data!.consoleApplications.items.map((i) => i.companyName)).toEqual(['Spring Co']);
    const csv = await t.app.inject({ method: 'GET', url: `/console/export.csv?cohort=${spring.id}`, headers: { cookie: admin } });
    const [header, ...rows] = readCsv(csv.body);
    expect(header![1]).toBe('Cohort');
    expect(rows.map((r) => r[1])).toEqual(['Spring 2027']);
    const everything = readCsv(
      (await t.app.inject({ method: 'GET', url: '/console/export.csv', headers: { cookie: admin } })).body,
    );
    expect(new Set(everything.slice(1).map((r) => r[1]))).toEqual(new Set(['Spring 2027', 'Winter 2025 Cohort']));
  });

  it("keeps a cohort's name in the other languages the admin gave; a founder in that language reads it, others the fallback", async () => {
    const first = await runOperation<{ consoleCohorts: (CohortAnswer & { names: LocalName[] })[] }>(
      t.app,
      'ConsoleCohorts',
      {},
      admin,
    );
    expect(first.data!.consoleCohorts.find((c) => c.id === 'first')!.names).toContainEqual({
      language: 'ta',
      name: 'குளிர்கால 2025 சுற்று',
    });
    expect(
      firstError(await create({ ...cohortInput('Bad language'), names: [{ language: 'fr', name: 'Cohorte' }] })),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Give at most one name per language, in a language the portal offers.',
    });
    expect(
      firstError(
        await create({
          ...cohortInput('Twice'),
          names: [
            { language: 'ta', name: 'ஒன்று' },
            { language: 'ta', name: 'இரண்டு' },
          ],
        }),
      ),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
    const created = await runOperation<{ createCohort: CohortAnswer & { names: LocalName[] } }>(
      t.app,
      'CreateCohort',
      {
        input: {
          ...cohortInput('Monsoon 2027'),
          names: [
            { language: 'ta', name: '  மழைக்கால 2027 சுற்று ' },
            { language: 'bn', name: '  ' },
          ],
        },
      },
      admin,
    );
    const monsoon = created.data!.createCohort;
    expect(monsoon.names).toEqual([{ language: 'ta', name: 'மழைக்கால 2027 சுற்று' }]);
    const update = (input: unknown) =>
      runOperation<{ updateCohort: CohortAnswer & { names: LocalName[] } }>(
        t.app,
        'UpdateCohort',
        { cohortId: monsoon.id, input },
        admin,
      );
    expect((await update({ ...cohortInput('Monsoon 2027'), description: 'Kept names' })).data!.updateCohort.names).toEqual([
      { language: 'ta', name: 'மழைக்கால 2027 சுற்று' },
    ]);
    const founder = await signUp(t.app);
    const offered = (
      await runOperation<{ openCohorts: (CohortAnswer & { names: LocalName[] })[] }>(t.app, 'OpenCohorts', {}, founder.cookie)
    ).data!.openCohorts.find((c) => c.id === monsoon.id)!;
    const open = async (language: string) => cohortName(offered, language);
    expect(await open('ta')).toBe('மழைக்கால 2027 சுற்று');
    expect(await open('bn')).toBe('Monsoon 2027');
    expect(await open('mr')).toBe('Monsoon 2027 (हिंदी)');
    expect((await update({ ...cohortInput('Monsoon 2027'), names: [] })).data!.updateCohort.names).toEqual([]);
  });
});
