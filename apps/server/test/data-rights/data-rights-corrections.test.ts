import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_PATHS, STAFF_ACCESS_ACTIONS, type PrivacyStatus, type StaffAccessLogPage } from '@portal/shared/privacy/privacy';
import { DATA_RIGHTS_EMAIL_TEXTS } from '@portal/shared/privacy/data-rights-emails';
import type { CorrectionTarget } from '@portal/shared/privacy/corrections';
import { ENGLISH_ERROR_TEXTS } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/texts/messages';
import { get, messagesTo, post } from '../support/auth-kit.ts';
import { runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { reviewDb } from '../../src/db/review-tables.ts';
import { accountWithRole, CONSOLE_ENV, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';
import { exportOf } from '../support/fixtures/data-rights-kit.ts';

type Founder = Awaited<ReturnType<typeof submittedThroughApi>> & { email: string };
type Application = { city: string; foundingYear: string; stepVersions: Record<string, number> };
type History = { action: string; fromStatus: string | null; toStatus: string; actorName: string }[];

/**
 * An admin makes the correction a founder asked for (docs/privacy.md): the submitted application changes through the
 * founder's own step schema, the request is resolved with what changed, the application's history and the staff
 * access log record it, and the founder is emailed in their language. Everyone else, and every wrong request, is refused.
 */
describe.each(TEST_DIALECTS)('corrections made by the team (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let admin: string;
  let secondAdmin: string;
  let reviewer: string;

  beforeAll(async () => {
    admin = (await accountWithRole(t.app, 'admin', 'Anita Admin')).cookie;
    secondAdmin = (await accountWithRole(t.app, 'admin', 'Bela Admin')).cookie;
    reviewer = (await accountWithRole(t.app, 'reviewer', 'Ritu Reviewer')).cookie;
  });

  const submittedFounder = async (language: 'en' | 'hi' = 'en'): Promise<Founder> => {
    const founder = await submittedThroughApi(t.app);
    const db = reviewDb(t.app.database.db);
    await db.updateTable('user').set({ language }).where('id', '=', founder.userId).execute();
    const { email } = await db.selectFrom('user').select('email').where('id', '=', founder.userId).executeTakeFirstOrThrow();
    return { ...founder, email };
  };

  const askCorrection = async (founder: Founder, field = 'City', correction = 'Lucknow, not Pune'): Promise<string> => {
    expect((await post(t, PRIVACY_PATHS.corrections, { field, correction }, founder.cookie)).statusCode).toBe(201);
    const status = (await get(t, PRIVACY_PATHS.status, founder.cookie)).json() as PrivacyStatus;
    return status.corrections.find((c) => c.status === 'open' && c.field === field)!.id;
  };

  const targetOf = async (id: string, cookie = admin) =>
    (await get(t, `${PRIVACY_PATHS.consoleCorrectionTarget}?id=${encodeURIComponent(id)}`, cookie)).json() as CorrectionTarget;

  const correct = (body: Record<string, unknown>, cookie = admin) => post(t, PRIVACY_PATHS.consoleApplyCorrection, body, cookie);

  const applicationOf = async (founder: Founder) =>
    (await runOperation<{ myApplication: Application }>(t.app, 'MyApplication', {}, founder.cookie)).data!.myApplication;

  const historyOf = async (applicationId: string) =>
    (await runOperation<{ consoleApplication: { history: History } }>(t.app, 'ConsoleApplication', { id: applicationId }, admin))
      .data!.consoleApplication.history;

  const correctionsLogged = async (applicationId: string) =>
    (
      (await get(t, `${PRIVACY_PATHS.consoleAccessLog}?application=${applicationId}`, admin)).json() as StaffAccessLogPage
    ).entries.filter((e) => e.action === STAFF_ACCESS_ACTIONS.correct);

  it('changes the named answer, resolves the request with what changed, records it and emails the founder in Hindi', async () => {
    const founder = await submittedFounder('hi');
    const id = await askCorrection(founder);
    const before = await applicationOf(founder);
    const target = await targetOf(id);
    expect(target).toMatchObject({ applicationId: founder.applicationId, values: { city: before.city } });

    // Devanagari digits are read as the founder's own save reads them.
    const answer = await correct({ id, values: { city: 'Lucknow', foundingYear: '२०१९' }, stepVersions: target.stepVersions });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ fields: ['city', 'foundingYear'], note: 'Corrected: City, Founding Year' });

    const after = await applicationOf(founder);
    expect(after).toMatchObject({ city: 'Lucknow', foundingYear: '2019' });
    // Both steps' versions moved on: a device that still holds the old answers sees a newer application.
    expect(after.stepVersions.company).toBe(before.stepVersions.company! + 1);
    expect(after.stepVersions.business).toBe(before.stepVersions.business! + 1);

    const status = (await get(t, PRIVACY_PATHS.status, founder.cookie)).json() as PrivacyStatus;
    expect(status.corrections.find((c) => c.id === id)).toMatchObject({
      status: 'resolved',
      note: 'Corrected: City, Founding Year',
    });
    // The founder's data export carries the corrected answers and the resolved request.
    const exported = JSON.parse((await exportOf(t, founder.cookie)).get('my-data.json')!.toString('utf8')) as {
      application: { city: string; founding_year: string };
      correctionRequests: { status: string; note: string }[];
    };
    expect(exported.application).toMatchObject({ city: 'Lucknow', founding_year: '2019' });
    expect(exported.correctionRequests).toMatchObject([{ status: 'resolved', note: 'Corrected: City, Founding Year' }]);

    const history = (await historyOf(founder.applicationId)).filter((h) => h.action === 'field_corrected');
    expect(history.map((h) => h.toStatus).sort()).toEqual(['city', 'foundingYear']);
    expect(history.every((h) => h.fromStatus === id && h.actorName === 'Anita Admin')).toBe(true);

    const logged = await correctionsLogged(founder.applicationId);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.detail).toContain(id);

    const mails = (await messagesTo(t, founder.email)).filter(
      (m) => m.headers.Subject === DATA_RIGHTS_EMAIL_TEXTS.hi.CORRECTION_DONE_SUBJECT,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('शहर: Lucknow');
    expect(mails[0]!.body).toContain('स्थापना का वर्ष: 2019');
  });

  it('links a corrected application as a possible duplicate only by the answers it has now', async () => {
    // Every founder of this suite typed the same phone and email (submittedThroughApi).
    const founder = await submittedFounder();
    const other = await submittedFounder();
    type Links = { consoleApplication: { duplicates: { applicationId: string | null; reasons: string[] }[] } };
    const linkTo = async () =>
      (
        await runOperation<Links>(t.app, 'ConsoleApplication', { id: founder.applicationId }, admin)
      ).data!.consoleApplication.duplicates.find((d) => d.applicationId === other.applicationId);
    expect((await linkTo())?.reasons).toEqual(expect.arrayContaining(['phone', 'email']));
    const id = await askCorrection(founder, 'Phone Number', 'My number is 9123456780');
    const target = await targetOf(id);
    const answer = await correct({ id, values: { phone: '९१२३४५६७८०' }, stepVersions: target.stepVersions });
    expect(answer.statusCode, answer.body).toBe(200);
    const link = await linkTo();
    expect(link?.reasons ?? []).not.toContain('phone');
    expect(link?.reasons).toContain('email');
  });

  it('emails an English-speaking founder in English', async () => {
    const founder = await submittedFounder('en');
    const id = await askCorrection(founder, 'Year', 'We started in 2018');
    const target = await targetOf(id);
    expect((await correct({ id, values: { foundingYear: '2018' }, stepVersions: target.stepVersions })).statusCode).toBe(200);
    const mails = (await messagesTo(t, founder.email)).filter(
      (m) => m.headers.Subject === DATA_RIGHTS_EMAIL_TEXTS.en.CORRECTION_DONE_SUBJECT,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Founding Year: 2018');
  });

  it('refuses a wrong field, a value the founder’s schema refuses, an unchanged value and another cohort, changing nothing', async () => {
    const founder = await submittedFounder();
    const id = await askCorrection(founder);
    const target = await targetOf(id);
    const before = await applicationOf(founder);
    const refusals: [Record<string, unknown>, number, string, string][] = [
      [
        { application_status: 'accepted' },
        400,
        'CORRECTION_FIELD_NOT_CORRECTABLE',
        ENGLISH_ERROR_TEXTS.CORRECTION_FIELD_NOT_CORRECTABLE,
      ],
      [
        { videoUrl: '/files/other' },
        400,
        'CORRECTION_FIELD_NOT_CORRECTABLE',
        ENGLISH_ERROR_TEXTS.CORRECTION_FIELD_NOT_CORRECTABLE,
      ],
      [{ id: 'someone-else' }, 400, 'CORRECTION_FIELD_NOT_CORRECTABLE', ENGLISH_ERROR_TEXTS.CORRECTION_FIELD_NOT_CORRECTABLE],
      [{ foundingYear: '1800' }, 400, 'VALIDATION_FAILED', MESSAGES.FOUNDING_YEAR_RANGE],
      [{ city: before.city }, 400, 'CORRECTION_UNCHANGED', ENGLISH_ERROR_TEXTS.CORRECTION_UNCHANGED],
    ];
    for (const [values, status, code, message] of refusals) {
      const answer = await correct({ id, values, stepVersions: target.stepVersions });
      expect(answer.statusCode, JSON.stringify(values)).toBe(status);
      expect(answer.json()).toMatchObject({ code, message });
    }
    const otherCohort = await correct({
      id,
      values: { city: 'Agra' },
      stepVersions: target.stepVersions,
      cohort: 'another-cohort',
    });
    expect(otherCohort.statusCode).toBe(409);
    expect(otherCohort.json()).toMatchObject({ code: 'CORRECTION_OTHER_COHORT' });

    expect(await applicationOf(founder)).toEqual(before);
    const status = (await get(t, PRIVACY_PATHS.status, founder.cookie)).json() as PrivacyStatus;
    expect(status.corrections.find((c) => c.id === id)!.status).toBe('open');
    expect(await correctionsLogged(founder.applicationId)).toEqual([]);
  });

  it('refuses a resolved request and a deleted application', async () => {
    const founder = await submittedFounder();
    const id = await askCorrection(founder);
    const target = await targetOf(id);
    expect((await post(t, PRIVACY_PATHS.consoleResolveCorrection, { id }, admin)).statusCode).toBe(200);
    const resolved = await correct({ id, values: { city: 'Agra' }, stepVersions: target.stepVersions });
    expect(resolved.statusCode).toBe(409);
    expect(resolved.json()).toMatchObject({ code: 'CORRECTION_RESOLVED' });
    expect((await applicationOf(founder)).city).not.toBe('Agra');

    const leaving = await submittedFounder();
    const leavingId = await askCorrection(leaving);
    const leavingTarget = await targetOf(leavingId);
    await reviewDb(t.app.database.db).deleteFrom('applications').where('id', '=', leaving.applicationId).execute();
    const gone = await correct({ id: leavingId, values: { city: 'Agra' }, stepVersions: leavingTarget.stepVersions });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'CORRECTION_NOT_FOUND' });
    expect((await get(t, `${PRIVACY_PATHS.consoleCorrectionTarget}?id=${leavingId}`, admin)).statusCode).toBe(404);
  });

  it('refuses reviewers, founders and visitors', async () => {
    const founder = await submittedFounder();
    const id = await askCorrection(founder);
    const target = await targetOf(id);
    const body = { id, values: { city: 'Agra' }, stepVersions: target.stepVersions };
    const asReviewer = await correct(body, reviewer);
    expect(asReviewer.statusCode).toBe(403);
    expect(asReviewer.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get(t, `${PRIVACY_PATHS.consoleCorrectionTarget}?id=${id}`, reviewer)).statusCode).toBe(403);
    for (const cookie of [founder.cookie, undefined]) {
      expect((await post(t, PRIVACY_PATHS.consoleApplyCorrection, body, cookie)).statusCode).toBe(404);
      expect((await get(t, `${PRIVACY_PATHS.consoleCorrectionTarget}?id=${id}`, cookie)).statusCode).toBe(404);
    }
    expect((await applicationOf(founder)).city).not.toBe('Agra');
  });

  it('lets only one of two admins correcting at once apply', async () => {
    const founder = await submittedFounder();
    const id = await askCorrection(founder);
    const target = await targetOf(id);
    const answers = await Promise.all([
      correct({ id, values: { city: 'Agra' }, stepVersions: target.stepVersions }, admin),
      correct({ id, values: { city: 'Kanpur' }, stepVersions: target.stepVersions }, secondAdmin),
    ]);
    const applied = answers.filter((a) => a.statusCode === 200);
    expect(applied).toHaveLength(1);
    const refused = answers.find((a) => a.statusCode !== 200)!;
    expect(refused.statusCode).toBe(409);
    expect(['CORRECTION_RESOLVED', 'CORRECTION_STALE']).toContain(refused.json().code);
    const winner = answers[0]!.statusCode === 200 ? 'Agra' : 'Kanpur';
    expect((await applicationOf(founder)).city).toBe(winner);
    expect((await historyOf(founder.applicationId)).filter((h) => h.action === 'field_corrected')).toHaveLength(1);
    expect(await correctionsLogged(founder.applicationId)).toHaveLength(1);
    const mails = (await messagesTo(t, founder.email)).filter(
      (m) => m.headers.Subject === DATA_RIGHTS_EMAIL_TEXTS.en.CORRECTION_DONE_SUBJECT,
    );
    expect(mails).toHaveLength(1);

    // Two requests about the same step, each read before the other was made: the later one is told it changed.
    const first = await askCorrection(founder, 'Town', 'Varanasi');
    const second = await askCorrection(founder, 'Place', 'Prayagraj');
    const [firstTarget, secondTarget] = [await targetOf(first), await targetOf(second)];
    expect((await correct({ id: first, values: { city: 'Varanasi' }, stepVersions: firstTarget.stepVersions })).statusCode).toBe(
      200,
    );
    const stale = await correct(
      { id: second, values: { city: 'Prayagraj' }, stepVersions: secondTarget.stepVersions },
      secondAdmin,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CORRECTION_STALE' });
    expect((await applicationOf(founder)).city).toBe('Varanasi');
  });
});
