import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { REVIEW_STAGE_TEXTS as T } from '../packages/shared/src/review/review-stages.ts';
import { DECISION_TEXTS } from '../packages/shared/src/review/review.ts';
import { FAIRNESS_TEXTS } from '../packages/shared/src/review/review-fairness.ts';
import { BLIND_REVIEW_TEXTS } from '../packages/shared/src/review/blind-review.ts';
import { SCORE_SUMMARY_TEXTS as S } from '../packages/shared/src/review/score-summary.ts';
import {
  expectNoHorizontalOverflow,
  newFounder,
  signUpViaApi,
  graphqlOk,
  openConsoleAsNewAdmin,
  submittedFounder,
  pickFromDropdown,
} from './fixtures.ts';
import { addStage, moveTop } from './review-kit.ts';

/**
 * Review stages end to end (docs/review-stages.md): an admin sets up two stages (the first blind) and
 * assigns reviewers automatically; a reviewer declares a conflict on one application and scores another blind
 * (no founder name, email or phone anywhere on their screens); the admin sees the calibrated ranking, moves the top
 * application to the next stage and publishes a decision after the confirmation; the founder sees it.
 */
const FOUNDER = { name: 'Asha Founder', email: 'asha@example.org', phone: '9876543210' };
const ROOT = path.resolve(import.meta.dirname, '..');
const SHOTS = process.env.E2E_SHOTS_DIR ?? process.env.E2E_OUTPUT_DIR ?? path.join(ROOT, 'e2e/test-results');

const newPage = async (browser: Browser, baseURL: string, width = 1280) =>
  (await browser.newContext({ baseURL, viewport: { width, height: 900 } })).newPage();

test('stages, automatic assignment, a conflict declared, a review scored, the top moved on', async ({ browser, baseURL }) => {
  // Three uploads, four accounts and two browsers: minutes on a busy 2-core machine.
  test.setTimeout(600_000);
  const base = baseURL!;
  const tag = Date.now().toString(36);

  // Three founders submit; other specs share the server, so ours are followed by id.
  const founders = new Map<string, Page>();
  for (const name of ['Naga Cold', 'Gram Solar', 'Kisan Link']) {
    const page = await newPage(browser, base);
    founders.set(await submittedFounder(page, `${name} ${tag}`), page);
  }
  const [conflictedId, scoredId, thirdId] = [...founders.keys()] as [string, string, string];

  // An admin (npm run admin:create) and three reviewers.
  const admin = await newPage(browser, base);
  await openConsoleAsNewAdmin(admin, `admin-stages-${tag}@example.org`, base);
  const reviewers: Page[] = [];
  const reviewerIds: string[] = [];
  for (const name of ['Rita', 'Sunil', 'Meera']) {
    const page = await newPage(browser, base);
    const account = newFounder({ name: `${name} Reviewer` });
    await signUpViaApi(page, account);
    const users = await graphqlOk<{ items: { id: string; email: string }[] }>(admin, 'ConsoleUsers', {
      search: account.email,
      page: 1,
    });
    await graphqlOk(admin, 'SetUserRole', { userId: users.items[0]!.id, role: 'reviewer' });
    reviewers.push(page);
    reviewerIds.push(users.items[0]!.id);
  }

  // The admin sets up two stages, puts every submitted application into the first and assigns reviewers.
  const screening = `Screening ${tag}`;
  const interview = `Interview ${tag}`;
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: T.navStages }).click();
  await addStage(
    admin,
    screening,
    2,
    [
      ['Rural impact', 2],
      ['Team', 1],
    ],
    true,
  );
  await expect(admin.getByTestId(`stage-${screening}`)).toContainText(T.blind);
  await addStage(admin, interview, 1, [['Pitch', 1]]);
  await moveTop(admin, 500, T.noStage, screening);
  await expect(admin.getByRole('status').filter({ hasText: `moved to ${screening}` })).toBeVisible();
  // A copy of this spec running at the same time (--repeat-each) may have moved ours into its own first stage: they are
  // put into ours by id (a no-op for those already there), and the page shows the stage's count again.
  const screeningId = (await graphqlOk<{ id: string; name: string }[]>(admin, 'ReviewStages', {})).find(
    (s) => s.name === screening,
  )!.id;
  await graphqlOk(admin, 'MoveApplicationsToStage', { applicationIds: [...founders.keys()], stageId: screeningId });
  await admin.reload();
  // Other specs' reviewers share the automatic assignment, so the admin gives Rita ours by hand first; the automatic
  // assignment fills their second seats, and the rebalancing after her conflict never takes a seat given by hand.
  for (const id of founders.keys()) await graphqlOk(admin, 'AssignReviewer', { applicationId: id, reviewerId: reviewerIds[0] });
  const screeningCard = admin.getByTestId(`stage-${screening}`);
  await screeningCard.getByRole('button', { name: T.autoAssign }).click();
  await expect(screeningCard.getByRole('status')).toContainText('assignments made.');
  // Opened again, the page puts "Add a stage" where it stays as the stages and then their reviewer loads arrive, and
  // Cancel closes its form unsaved.
  await admin.reload();
  const addButton = admin.getByRole('button', { name: T.addStage });
  const firstPlace = await addButton.boundingBox();
  await expect(screeningCard.getByRole('table', { name: T.loadsTitle })).toBeVisible();
  expect(await addButton.boundingBox()).toEqual(firstPlace);
  await addButton.click();
  await admin.getByRole('form', { name: T.addStage }).getByRole('button', { name: T.cancelStage }).click();
  await expect(admin.getByRole('form', { name: T.addStage })).toBeHidden();
  await expect(addButton).toBeVisible();
  await admin.screenshot({ path: path.join(SHOTS, 'review-stages-admin-1280.png'), fullPage: true });

  // The first reviewer opens the queue: only company name and city until the declaration.
  const rita = reviewers[0]!;
  await rita.goto('/console/reviews');
  await expect(rita.getByTestId('queue-summary')).toHaveText(/^My reviews: \d+ to do, 0 done$/);
  const queue = rita.getByTestId('queue');
  await queue.locator(`a[href$="/${conflictedId}"]`).click();
  await expect(rita.getByRole('heading', { name: T.declareTitle })).toBeVisible();
  await expect(rita.getByText('Solar cold rooms for villages.')).toHaveCount(0);
  await rita.getByRole('button', { name: T.conflict, exact: true }).click();
  await rita.getByLabel(T.conflictNote).fill('I mentor this team');
  await rita.getByRole('button', { name: T.declareConflictButton }).click();
  await expect(rita.getByText(T.conflictRecorded)).toBeVisible();
  await expect(rita.getByTestId('queue').locator(`a[href$="/${conflictedId}"]`)).toHaveCount(0);

  // Then declares no conflict on another and reviews it blind: no founder name, email or phone on any screen.
  await rita.getByTestId('queue').locator(`a[href$="/${scoredId}"]`).click();
  await rita.getByRole('button', { name: T.noConflict }).click();
  await expect(rita.getByRole('form', { name: T.scoreTitle })).toBeVisible();
  const blindCheck = async () => {
    const text = (await rita.locator('body').innerText()).toLowerCase();
    expect(
      [FOUNDER.name, FOUNDER.email, FOUNDER.phone].filter((v) =>
        text.replace(/[\s-]/g, '').includes(v.toLowerCase().replace(/[\s-]/g, '')),
      ),
    ).toEqual([]);
  };
  // The application is beside the rubric on the same screen, blind.
  await expect(rita.getByText(BLIND_REVIEW_TEXTS.notice)).toBeVisible();
  await expect(rita.getByText('Solar cold rooms for villages.')).toBeVisible();
  await blindCheck();
  const csv = await rita.request.get(`/console/export.csv?stage=${screeningId}`);
  expect(csv.status()).toBe(200);
  const csvText = await csv.text();
  expect(csvText).toContain(`Gram Solar ${tag}`);
  expect([FOUNDER.name, FOUNDER.email, FOUNDER.phone].filter((v) => csvText.includes(v))).toEqual([]);
  for (const label of ['Rural impact (×2)', 'Team (×1)'])
    await rita.getByRole('radiogroup', { name: label }).getByText('5', { exact: true }).click();
  await rita.getByRole('radiogroup', { name: T.confidence }).getByText('High', { exact: true }).click();
  await rita.getByRole('button', { name: T.saveScores }).click();
  await expect(rita.getByRole('status').filter({ hasText: T.scoresSaved })).toBeVisible();
  // Her page shows the application's figures; one review cannot be calibrated, and the page says so instead of 0.00.
  await expect(rita.getByTestId('figure-weighted-mean')).toHaveText('5.00');
  await expect(rita.getByTestId('figure-calibrated')).toHaveText('—');
  await expect(rita.getByTestId('figure-uncalibrated')).toHaveText(S.uncalibrated['too-few-scores']);
  const ritaFigures = await rita.getByTestId('score-figures').innerText();
  await rita.screenshot({ path: path.join(SHOTS, 'review-stages-review-1280.png'), fullPage: true });
  await rita.goto('/console/reviews');
  await expect(rita.getByTestId('queue-summary')).toHaveText(/ 1 done$/);

  // The admin sees the declaration, then the Screening stage ranked by calibrated score: the scored one first.
  await admin.reload();
  await expect(admin.getByTestId('declarations')).toContainText('I mentor this team', { timeout: 30_000 });
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Applications' }).click();
  await pickFromDropdown(admin, admin.getByRole('combobox', { name: T.stage, exact: true }), screening);
  await admin.getByRole('button', { name: FAIRNESS_TEXTS.calibratedScore, exact: true }).click();
  await expect(admin).toHaveURL(/sort=calibratedScore/);
  const firstRow = admin.getByTestId('applications-table').locator('tbody tr').first();
  await expect(firstRow.locator(`a[href$="/${scoredId}"]:not([data-testid="duplicate-badge"])`)).toBeVisible({ timeout: 30_000 });
  await expect(firstRow.getByTestId('row-stage')).toHaveText(screening);
  await expect(firstRow.getByTestId('row-weighted-mean')).toHaveText('5.00');
  await expect(firstRow.getByTestId('row-raw-mean')).toHaveText('5.00');
  await expect(firstRow.getByTestId('row-reviewers')).toHaveText('1');
  await expect(firstRow.getByTestId('row-calibrated')).toHaveText('—');
  await expect(firstRow.getByTestId('row-calibrated').locator('span')).toHaveAttribute('title', S.uncalibrated['too-few-scores']);
  await admin.screenshot({ path: path.join(SHOTS, 'review-stages-ranking-1280.png'), fullPage: true });
  for (const id of [conflictedId, thirdId])
    await expect(
      admin.getByTestId('applications-table').locator(`a[href$="/${id}"]:not([data-testid="duplicate-badge"])`),
    ).toBeVisible();

  // Its page shows the list's and Rita's figures, and its stage's rubric as the only one it is scored with.
  await admin.goto(`/console/applications/${scoredId}`);
  await expect(admin.getByTestId('figure-weighted-mean')).toHaveText('5.00');
  expect(await admin.getByTestId('score-figures').innerText()).toBe(ritaFigures);
  await expect(admin.getByTestId('stage-rubric')).toHaveText('Rural impact (×2) · Team (×1)');
  await expect(admin.getByRole('button', { name: 'Save my scores' })).toHaveCount(0);
  await admin.screenshot({ path: path.join(SHOTS, 'review-stages-detail-scores-1280.png'), fullPage: true });

  // It moves the top application of Screening (by calibrated score) to Interview.
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: T.navStages }).click();
  await moveTop(admin, 1, screening, interview);
  await expect(admin.getByRole('status').filter({ hasText: `1 application moved to ${interview}` })).toBeVisible();
  await expect(admin.getByTestId(`stage-${interview}`)).toContainText('1 application');
  const interviewCard = admin.getByTestId(`stage-${interview}`);
  await interviewCard.getByRole('button', { name: T.autoAssign }).click();
  await expect(interviewCard.getByRole('status')).toContainText('1 assignment made.');
  const moved = await graphqlOk<{ stage: { name: string } | null }>(admin, 'ApplicationStage', { applicationId: scoredId });
  expect(moved.stage?.name).toBe(interview);

  // The admin accepts it and publishes the decision after seeing the email and a warning: its Interview reviewer has
  // not even declared a conflict yet. The warning asks, it does not block. The founder sees the decision.
  await admin.goto(`/console/applications/${scoredId}`);
  // Other specs add stages to the same cohort, so its place in the pipeline is not known here.
  await expect(admin.getByTestId('where-stage')).toHaveText(new RegExp(`^${interview} \\(stage \\d+ of \\d+\\)$`));
  await expect(admin.getByTestId('where-reviews')).toHaveText('0 of 1 review done; 1 reviewer has not declared a conflict yet.');
  await admin.getByTestId('where-it-is').scrollIntoViewIfNeeded();
  await admin.screenshot({ path: path.join(SHOTS, 'review-stages-detail-1280.png') });
  await pickFromDropdown(admin, admin.getByRole('combobox', { name: 'Move to', exact: true }), 'Accepted');
  await admin.getByRole('button', { name: 'Change status' }).click();
  const warning = `1 of 1 review in stage “${interview}” is not finished and 1 reviewer assigned there has not declared a conflict.`;
  // At 360 px the dialog (its warning and email) fits the screen; it is cancelled there and confirmed on the desktop.
  const adminPhone = await (
    await browser.newContext({
      baseURL: base,
      viewport: { width: 360, height: 740 },
      storageState: await admin.context().storageState(),
    })
  ).newPage();
  const interviewId = (await graphqlOk<{ id: string; name: string }[]>(admin, 'ReviewStages', {})).find(
    (s) => s.name === interview,
  )!.id;
  await adminPhone.goto(`/console/applications?stage=${interviewId}`);
  await expect(adminPhone.getByTestId('row-stage').first()).toHaveText(interview, { timeout: 30_000 });
  await adminPhone.screenshot({ path: path.join(SHOTS, 'review-stages-list-360.png'), fullPage: true });
  await adminPhone.goto(`/console/applications/${scoredId}`);
  await adminPhone.getByRole('button', { name: 'Publish decision: Accepted' }).click();
  await expect(adminPhone.getByRole('dialog').getByTestId('publish-warning')).toContainText(warning);
  await expectNoHorizontalOverflow(adminPhone, 360);
  await adminPhone.screenshot({ path: path.join(SHOTS, 'review-stages-publish-360.png') });
  await adminPhone.getByRole('dialog').getByRole('button', { name: FAIRNESS_TEXTS.cancel }).click();
  await admin.getByRole('button', { name: 'Publish decision: Accepted' }).click();
  const confirm = admin.getByRole('dialog');
  await expect(confirm.getByTestId('publish-email-text')).toBeVisible();
  await expect(confirm.getByTestId('publish-warning')).toContainText(warning);
  await admin.screenshot({ path: path.join(SHOTS, 'review-stages-publish-1280.png') });
  await confirm.getByRole('button', { name: FAIRNESS_TEXTS.publishAnyway, exact: true }).click();
  await expect(admin.getByTestId('published-decision')).toContainText('Published to the applicant: Accepted');
  const founder = founders.get(scoredId)!;
  await founder.goto('/dashboard');
  await expect(founder.getByTestId('decision-card')).toContainText(DECISION_TEXTS.accepted.title, { timeout: 30_000 });

  // The scored application left Rita's Screening queue for Interview. Interview's one reviewer comes from the whole
  // panel (other specs' reviewers too), so it is back in her queue only when Interview gave it to her.
  const inInterview = await graphqlOk<{ assignments: { reviewerId: string }[] }>(admin, 'ApplicationStage', {
    applicationId: scoredId,
  });
  const ritaInterviews = inInterview.assignments.some((a) => a.reviewerId === reviewerIds[0]);
  await rita.reload();
  await expect(rita.getByTestId('queue-summary')).toBeVisible({ timeout: 30_000 });
  await expect(rita.getByTestId('queue').locator(`a[href$="/${scoredId}"]`)).toHaveCount(ritaInterviews ? 1 : 0);

  // The overview counts the cohort's applications by stage, each stage a link to the list filtered to it.
  await admin.goto('/console');
  await expect(admin.getByTestId('chart-stage').getByRole('link', { name: interview })).toBeVisible({ timeout: 30_000 });
  await admin.getByTestId('chart-stage').scrollIntoViewIfNeeded();
  await admin.screenshot({ path: path.join(SHOTS, 'review-stages-overview-1280.png') });
  await admin.getByTestId('chart-stage').getByRole('link', { name: interview }).click();
  await expect(admin).toHaveURL(new RegExp(`stage=${interviewId}`));
  await expect(admin.getByTestId('applications-table').locator(`a[href$="/${scoredId}"]`).first()).toBeVisible();
  await admin.screenshot({ path: path.join(SHOTS, 'review-stages-list-1280.png') });

  // At 360 px: nothing wider than the screen.
  const narrow = await admin
    .context()
    .browser()!
    .newContext({ baseURL: base, viewport: { width: 360, height: 740 }, storageState: await admin.context().storageState() });
  const phone = await narrow.newPage();
  await phone.goto('/console/stages');
  await expect(phone.getByTestId(`stage-${screening}`)).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalOverflow(phone, 360);
  await phone.screenshot({ path: path.join(SHOTS, 'review-stages-admin-360.png'), fullPage: true });
  const ritaPhone = await (
    await browser.newContext({
      baseURL: base,
      viewport: { width: 360, height: 740 },
      storageState: await rita.context().storageState(),
    })
  ).newPage();
  await ritaPhone.goto('/console/reviews');
  await ritaPhone.getByTestId('queue').getByRole('link').first().click({ timeout: 30_000 });
  await expect(ritaPhone.getByTestId('queue-stepper')).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalOverflow(ritaPhone, 360);
  await ritaPhone.screenshot({ path: path.join(SHOTS, 'review-stages-review-360.png'), fullPage: true });
});
