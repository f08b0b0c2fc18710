import nodePath from 'node:path';
import { expect, type Page } from '@playwright/test';
import { RETURNING_FOUNDER_TEXTS as T } from '../packages/shared/src/cohorts/changes-since-last.ts';
import { testOnOwnPortal, newPage } from './deployment-kit.ts';
import {
  expectNoHorizontalOverflow,
  graphqlOk,
  newFounder,
  openConsoleAsNewAdmin,
  signUpViaApi,
  submittedFounder,
} from './fixtures.ts';

/**
 * A returning founder on the console (docs/cohorts.md, issue 49): the reviewer of their second application reads
 * which cohort they applied to before, its published decision, and what changed since. A portal of its own
 * (deployment-kit.ts): the extra open cohort would change what every other spec's founders see.
 */
const test = testOnOwnPortal();

const HOUR = 60 * 60 * 1000;
const PITCH_VIDEO = nodePath.join(import.meta.dirname, 'fixtures', 'pitch.mp4');
const NEW_DESCRIPTION =
  'Solar cold rooms for farmer producer groups in 40 villages, rented per crate so that a smallholder pays only for ' +
  'the days their harvest waits for a better price at the mandi.';

/** The founder applies to the new cohort with a new company description, uploads the video again and submits. */
const applyAgain = async (founder: Page, cohortId: string, companyName: string): Promise<string> => {
  const { id } = await graphqlOk<{ id: string }>(founder, 'StartApplication', { cohortId });
  await graphqlOk(founder, 'SavePersonalInfo', {
    input: { name: 'Asha Founder', email: 'asha@example.org', phone: '9876543210' },
  });
  await graphqlOk(founder, 'SaveCompanyInfo', {
    applicationId: id,
    input: {
      companyName,
      description: NEW_DESCRIPTION,
      foundersCount: 2,
      teamSize: 5,
      city: 'Kohima',
      state: 'Nagaland',
      hasDpiitCertification: true,
    },
  });
  await graphqlOk(founder, 'SaveBusinessDetails', {
    applicationId: id,
    input: { sector: 'agriculture', otherSector: '', foundingYear: '2021', revenue: '25-50L' },
  });
  await graphqlOk(founder, 'SaveFundingInfo', {
    applicationId: id,
    input: { equityFunding: '2500000', debtFunding: '0', grantFunding: '500000' },
  });
  await founder.goto('/application/video');
  await founder.locator('#upload-input-video').setInputFiles(PITCH_VIDEO);
  await expect(founder.getByText('Upload complete: pitch.mp4')).toBeVisible({ timeout: 60_000 });
  expect((await graphqlOk<{ status: string }>(founder, 'SubmitApplication', { applicationId: id })).status).toBe('submitted');
  return id;
};

test('a reviewer sees that a founder applied before, the published decision, and what changed since', async ({
  browser,
  baseURL,
  deployment,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const tag = Date.now().toString(36);
  const company = `Kisan Cold ${tag}`;
  const founder = await newPage(browser, base);
  await founder.goto('/');
  const firstId = await submittedFounder(founder, company);

  const admin = await newPage(browser, base);
  await openConsoleAsNewAdmin(admin, `admin-returning-${tag}@example.org`, base, deployment.dataDir);
  const [winter] = await graphqlOk<{ nameEn: string }[]>(admin, 'ConsoleCohorts');
  // The first application is rejected and the decision published; then the next season opens.
  await graphqlOk(admin, 'ChangeApplicationStatus', { applicationId: firstId, status: 'rejected', note: null });
  await graphqlOk(admin, 'PublishDecision', { applicationId: firstId });
  const summer = await graphqlOk<{ id: string }>(admin, 'CreateCohort', {
    input: {
      nameEn: 'Summer 2026',
      nameHi: 'ग्रीष्म 2026',
      description: null,
      opensAt: new Date(Date.now() - HOUR).toISOString(),
      closesAt: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
    },
  });
  const secondId = await applyAgain(founder, summer.id, company);

  const reviewer = await newPage(browser, base);
  const account = newFounder({ name: 'Rita Reviewer' });
  await reviewer.goto('/');
  await signUpViaApi(reviewer, account);
  const users = await graphqlOk<{ items: { id: string }[] }>(admin, 'ConsoleUsers', { search: account.email, page: 1 });
  await graphqlOk(admin, 'SetUserRole', { userId: users.items[0]!.id, role: 'reviewer' });

  await reviewer.setViewportSize({ width: 360, height: 740 });
  await reviewer.goto(`/console/applications/${secondId}`);
  const appliedBefore = reviewer.getByTestId('applied-before');
  await expect(appliedBefore).toHaveText(`${T.appliedBefore}: ${winter!.nameEn} — Rejected`);
  const changes = reviewer.getByTestId('changes-since-last');
  await expect(reviewer.getByRole('heading', { name: T.changesTitle })).toBeVisible();
  const description = changes.getByTestId('change-description');
  await expect(description).toContainText('Company Description');
  await expect(description).toContainText('Solar cold rooms for villages.');
  await expect(description).toContainText(NEW_DESCRIPTION);
  // Only what changed: the same video and the same answers elsewhere are not listed.
  await expect(changes.locator('[data-testid^="change-"]')).toHaveCount(1);
  await expectNoHorizontalOverflow(reviewer, 360);

  // The earlier application, opened from the line, has no history before it.
  await appliedBefore.getByRole('link', { name: winter!.nameEn }).click();
  await expect(reviewer).toHaveURL(new RegExp(`/console/applications/${firstId}$`));
  await expect(reviewer.getByTestId('applied-before')).toHaveCount(0);
  await expect(reviewer.getByTestId('changes-since-last')).toHaveCount(0);
});
