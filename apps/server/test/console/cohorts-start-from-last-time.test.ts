import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl } from '@portal/shared/uploads/upload-protocol';
import { TEST_DIALECTS } from '../support/helper.ts';
import { createListeningTestApp, fileRowOf, type ListeningTestApp } from '../support/fixtures/founders.ts';
import {
  BUSINESS,
  COMPANY,
  FUNDING,
  PERSONAL,
  firstError,
  founderWithApplication,
  runOperation,
} from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';
import { minimalPdf, tinyMp4 } from '../support/fixtures/test-media.ts';
import { uploadFile, uploadIdOf } from '../support/fixtures/tus-http.ts';

interface Started {
  id: string;
  status: string;
  uncheckedSteps: string[];
  copiedAnswers: { filled: number; total: number } | null;
}
type Saved = Started & Record<string, unknown>;

const DAY = 24 * 60 * 60 * 1000;
const ist = (offsetDays: number): string =>
  `${new Date(Date.now() + offsetDays * DAY + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 19)}+05:30`;

/** "Start from my … application" (docs/cohorts.md): a founder applies again with last season's answers, then checks each step. */
describe.each(TEST_DIALECTS)('starting from the last application (%s)', (dialect) => {
  let t: ListeningTestApp;
  let summerId: string;
  let asha: { cookie: string; applicationId: string };
  let videoId: string;
  const video = tinyMp4(20_000);

  const start = (cookie: string, variables: Record<string, unknown>) =>
    runOperation<{ startApplication: Started }>(t.app, 'StartApplication', { cohortId: summerId, ...variables }, cookie);
  const current = async (cookie: string) =>
    (await runOperation<{ myApplication: Saved }>(t.app, 'MyApplication', {}, cookie)).data!.myApplication;

  beforeAll(async () => {
    t = await createListeningTestApp(dialect, CONSOLE_ENV);
    asha = await founderWithApplication(t.app);
    const { applicationId, cookie } = asha;
    await runOperation(t.app, 'SaveCompanyInfo', { applicationId, input: { ...COMPANY, dpiitNumber: '' } }, cookie);
    await runOperation(t.app, 'SaveBusinessDetails', { applicationId, input: BUSINESS }, cookie);
    await runOperation(t.app, 'SaveFundingInfo', { applicationId, input: FUNDING }, cookie);
    const target = { baseUrl: t.baseUrl, cookie };
    videoId = uploadIdOf(
      (await uploadFile(target, { kind: 'video', filename: 'pitch.mp4', filetype: 'video/mp4', data: video })).url!,
    );
    await uploadFile(target, { kind: 'pitch_deck', filename: 'deck.pdf', filetype: 'application/pdf', data: minimalPdf() });
    const submitted = await runOperation<{ submitApplication: Saved }>(t.app, 'SubmitApplication', { applicationId }, cookie);
    expect(submitted.data?.submitApplication.status).toBe('submitted');

    const admin = (await accountWithRole(t.app, 'admin')).cookie;
    const summer = await runOperation<{ createCohort: { id: string } }>(
      t.app,
      'CreateCohort',
      { input: { nameEn: 'Summer 2026', nameHi: 'समर 2026', description: null, opensAt: ist(-1), closesAt: ist(30) } },
      admin,
    );
    summerId = summer.data!.createCohort.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("copying from someone else's application is answered exactly as an unknown id, and starts nothing", async () => {
    const other = await submittedThroughApi(t.app, { companyName: 'Not Asha Ltd' });
    const someoneElses = await start(asha.cookie, { copyFrom: other.applicationId, keepFiles: true });
    const unknown = await start(asha.cookie, { copyFrom: '00000000-0000-4000-8000-000000000000', keepFiles: true });
    expect(firstError(someoneElses)).toEqual(firstError(unknown));
    expect(firstError(unknown)).toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
    expect((await current(asha.cookie)).id).toBe(asha.applicationId);
  });

  it('copies the four typed steps and, when asked, copies of the video and documents; submit waits until every step is saved', async () => {
    const started = await start(asha.cookie, { copyFrom: asha.applicationId, keepFiles: true });
    const draft = started.data!.startApplication;
    expect(draft).toMatchObject({
      status: 'in-progress',
      uncheckedSteps: ['personal', 'company', 'business', 'funding'],
      copiedAnswers: { filled: 16, total: 17 },
    });
    const copy = await current(asha.cookie);
    expect(copy).toMatchObject({
      id: draft.id,
      ...PERSONAL,
      ...COMPANY,
      companyName: COMPANY.companyName,
      sector: 'agriculture',
      foundingYear: '2020',
      equityFunding: 1000000,
      debtFunding: 500000,
      grantFunding: 0,
      stepVersions: { personal: 0, company: 0, business: 0, funding: 0 },
    });
    // The kept files are the new application's own rows over their own bytes: erasing one never touches the other.
    expect(copy.videoUrl).not.toBe(fileUrl(videoId));
    expect(copy.pitchDeckUrl).toMatch(/^\/files\//);
    expect(copy.financialStatementUrl).toBeNull();
    const keptId = String(copy.videoUrl).split('/').pop()!;
    const [kept, earlier] = [await fileRowOf(t.app, keptId), await fileRowOf(t.app, videoId)];
    expect(kept).toMatchObject({ application_id: draft.id, kind: 'video', status: 'ready', sha256: earlier!.sha256 });
    expect(kept!.storage_key).not.toBe(earlier!.storage_key);
    const served = await fetch(`${t.baseUrl}${fileUrl(keptId)}`, { headers: { cookie: asha.cookie } });
    expect(Buffer.from(await served.arrayBuffer())).toEqual(video);

    const refused = await runOperation(t.app, 'SubmitApplication', { applicationId: draft.id }, asha.cookie);
    expect(firstError(refused)).toMatchObject({
      code: 'STEPS_NOT_CHECKED',
      details: ['personal', 'company', 'business', 'funding'],
      message: expect.stringContaining('Personal Info, Company Info, Business Details, Funding Info'),
    });

    const personal = await runOperation<{ savePersonalInfo: Saved }>(
      t.app,
      'SavePersonalInfo',
      { input: PERSONAL, baseVersion: 0 },
      asha.cookie,
    );
    expect(personal.data!.savePersonalInfo.uncheckedSteps).toEqual(['company', 'business', 'funding']);
    const company = await runOperation<{ saveCompanyInfo: Saved }>(
      t.app,
      'SaveCompanyInfo',
      {
        applicationId: draft.id,
        input: { ...COMPANY, description: 'Solar cold rooms for farmers', dpiitNumber: '' },
        baseVersion: 0,
      },
      asha.cookie,
    );
    expect(company.data!.saveCompanyInfo.uncheckedSteps).toEqual(['business', 'funding']);
    await runOperation(t.app, 'SaveBusinessDetails', { applicationId: draft.id, input: BUSINESS, baseVersion: 0 }, asha.cookie);
    expect(firstError(await runOperation(t.app, 'SubmitApplication', { applicationId: draft.id }, asha.cookie))).toMatchObject({
      code: 'STEPS_NOT_CHECKED',
      details: ['funding'],
    });
    const funding = await runOperation<{ saveFundingInfo: Saved }>(
      t.app,
      'SaveFundingInfo',
      { applicationId: draft.id, input: FUNDING, baseVersion: 0 },
      asha.cookie,
    );
    expect(funding.data!.saveFundingInfo.uncheckedSteps).toEqual([]);

    const submitted = await runOperation<{ submitApplication: Saved }>(
      t.app,
      'SubmitApplication',
      { applicationId: draft.id },
      asha.cookie,
    );
    expect(submitted.data!.submitApplication).toMatchObject({ status: 'submitted', description: 'Solar cold rooms for farmers' });
    const before = await t.app.database.db
      .selectFrom('applications')
      .select(['product', 'video_url'])
      .where('id', '=', asha.applicationId)
      .executeTakeFirstOrThrow();
    expect(before).toEqual({ product: COMPANY.description, video_url: fileUrl(videoId) });
  });

  it('without keepFiles the answers are copied and the uploads start empty', async () => {
    const other = await submittedThroughApi(t.app, { companyName: 'Second Try Pvt' });
    const started = await start(other.cookie, { copyFrom: other.applicationId });
    expect(started.data!.startApplication.uncheckedSteps).toEqual(['personal', 'company', 'business', 'funding']);
    expect(await current(other.cookie)).toMatchObject({
      companyName: 'Second Try Pvt',
      videoUrl: null,
      pitchDeckUrl: null,
      financialStatementUrl: null,
    });
  });

  it('an application started empty has nothing to check', async () => {
    const fresh = await submittedThroughApi(t.app);
    const started = await start(fresh.cookie, {});
    expect(started.data!.startApplication).toMatchObject({ uncheckedSteps: [], copiedAnswers: null });
    expect(await current(fresh.cookie)).toMatchObject({ name: null, companyName: null });
  });
});
