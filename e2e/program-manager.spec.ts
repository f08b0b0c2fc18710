import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { REVIEW_STAGE_TEXTS as T } from '../packages/shared/src/review/review-stages.ts';
import { FAIRNESS_TEXTS } from '../packages/shared/src/review/review-fairness.ts';
import { STAGE_PROGRESS_TEXTS } from '../packages/shared/src/review/stage-progress.ts';
import { INVITATION_PAGE_TEXTS, TEAM_TEXTS } from '../packages/shared/src/review/staff-invitations.ts';
import { BULK_MOVE_TEXTS } from '../packages/shared/src/review/bulk-move.ts';
import { BUILT_WEB_APP, startDeployment, type Deployment } from './deployment-kit.ts';
import {
  VALID_PASSWORD,
  expectNoHorizontalOverflow,
  openConsoleAsNewAdmin,
  outboxMessageWhere,
  pickFromDropdown,
  submittedFounder,
} from './fixtures.ts';
import { addStage, moveTop } from './review-kit.ts';
import { expectEveryFieldLabelled, expectNoViolations } from './a11y-kit.ts';

/**
 * A new program manager runs a review round alone (docs/program-team.md): creates a stage, invites two reviewers by
 * email from Team & roles, both accept, automatic assignment runs; one reviewer scores on a 360 px phone on the one
 * review screen (the application, the rubric and the comments as tabs; Next keeps the queue) without ever opening the
 * application page; the admin publishes a decision and is warned about the other reviewer's unfinished review.
 * A portal of its own: the round's reviewers and its one stage are the only ones.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SHOTS = process.env.SCREENSHOT_DIR ?? process.env.E2E_SHOTS_DIR ?? path.join(ROOT, 'e2e/test-results');

const withOwnPortal = test.extend<{ deployment: Deployment }>({
  // eslint-disable-next-line no-empty-pattern -- a fixture that needs no other fixture
  deployment: async ({}, use) => {
    const deployment = await startDeployment(BUILT_WEB_APP);
    await use(deployment);
    await deployment.stop();
  },
  baseURL: async ({ deployment }, use) => use(deployment.baseURL),
});

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** A page on the portal's start page first, so accounts made through the API are made there (fixtures.ts). */
const openPage = async (browser: Browser, baseURL: string, viewport = DESKTOP): Promise<Page> => {
  const page = await (await browser.newContext({ baseURL, viewport })).newPage();
  await page.goto('/');
  return page;
};

/** A thumb can hit it: at least 44 px tall, and wholly inside a screen this wide (nothing cut). */
const expectTappable = async (target: Locator, screenWidth: number) => {
  const box = (await target.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(screenWidth);
};

/** How far an element's nearest sideways-scrolling box can scroll (0: it fits). */
const sidewaysScroll = (target: Locator) =>
  target.evaluate((element) => {
    for (let box = element.parentElement; box; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return box.scrollWidth - box.clientWidth;
    }
    return 0;
  });

/** A dialog has finished fading in (Mantine's transition), so a screenshot shows it as a person sees it. */
const expectOpened = (dialog: Locator) =>
  expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');

/** The reviewer opens the emailed invitation link, makes the account and lands on the console. */
const acceptInvitation = async (page: Page, email: string, name: string, dataDir: string) => {
  const message = await outboxMessageWhere((text) => text.includes(`To: ${email}\n`) && /invitation\?token=/.test(text), dataDir);
  const link = /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec(message)?.[0];
  expect(link, message).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel(INVITATION_PAGE_TEXTS.nameLabel).fill(name);
  await page.getByRole('textbox', { name: INVITATION_PAGE_TEXTS.passwordLabel }).fill(VALID_PASSWORD);
  await page.getByRole('button', { name: INVITATION_PAGE_TEXTS.create }).click();
  await expect(page).toHaveURL(/\/console$/, { timeout: 30_000 });
};

withOwnPortal(
  'a new admin runs a review round; a reviewer scores on a phone on one screen',
  async ({ browser, baseURL, deployment }) => {
    // Two uploads, four accounts and five browser windows on a shared 2-core machine.
    test.setTimeout(480_000);
    mkdirSync(SHOTS, { recursive: true });
    const base = baseURL!;
    const tag = Date.now().toString(36);

    // Two founders submit.
    const applicationIds: string[] = [];
    for (const company of ['Naga Cold', 'Gram Solar']) {
      const founder = await openPage(browser, base);
      applicationIds.push(await submittedFounder(founder, `${company} ${tag}`));
    }

    // A new admin creates a stage and moves both applications into it.
    const admin = await openPage(browser, base);
    await openConsoleAsNewAdmin(admin, `lead-${tag}@example.org`, base, deployment.dataDir);
    const nav = admin.getByRole('navigation', { name: 'Console' });
    const stage = `Screening ${tag}`;
    await nav.getByRole('link', { name: T.navStages }).click();
    await addStage(admin, stage, 2, [
      ['Rural impact', 2],
      ['Team', 1],
    ]);
    await moveTop(admin, 10, T.noStage, stage);
    await expect(admin.getByRole('status').filter({ hasText: `2 applications moved to ${stage}` })).toBeVisible();

    // It invites two reviewers by email from Team & roles; both accept through the emailed link.
    await nav.getByRole('link', { name: 'Team & roles' }).click();
    const emails = [`rita-${tag}@example.org`, `sunil-${tag}@example.org`];
    const form = admin.getByTestId('invite-form');
    for (const email of emails) {
      await form.getByLabel(TEAM_TEXTS.emailLabel).fill(email);
      await pickFromDropdown(admin, form.getByRole('combobox', { name: TEAM_TEXTS.roleLabel }), 'Reviewer');
      await form.getByRole('button', { name: TEAM_TEXTS.sendInvitation }).click();
      await expect(form.getByRole('status')).toHaveText(TEAM_TEXTS.invited(email));
    }
    const rita = await openPage(browser, base, PHONE);
    await acceptInvitation(rita, emails[0]!, 'Rita Reviewer', deployment.dataDir);
    const sunil = await openPage(browser, base);
    await acceptInvitation(sunil, emails[1]!, 'Sunil Reviewer', deployment.dataDir);

    // Automatic assignment gives each application both reviewers.
    await nav.getByRole('link', { name: T.navStages }).click();
    const card = admin.getByTestId(`stage-${stage}`);
    await card.getByRole('button', { name: T.autoAssign }).click();
    await expect(card.getByRole('status')).toContainText(T.autoAssigned(4));

    // The list at 1280 px with the row checkboxes fits without scrolling sideways.
    await nav.getByRole('link', { name: 'Applications' }).click();
    const table = admin.getByTestId('applications-table');
    await expect(table.getByRole('checkbox', { name: BULK_MOVE_TEXTS.selectPage })).toBeVisible();
    await expect(table.getByTestId('row-stage').first()).toHaveText(stage);
    expect(await sidewaysScroll(table)).toBeLessThanOrEqual(0);
    await expectNoHorizontalOverflow(admin, DESKTOP.width);
    await admin.screenshot({ path: path.join(SHOTS, 'program-manager-list-1280.png'), fullPage: true });

    // Rita, on a 360 px phone: every console tab and queue link is whole and at least 44 px tall.
    const visited: string[] = [];
    rita.on('framenavigated', (frame) => (frame === rita.mainFrame() ? visited.push(frame.url()) : undefined));
    const myReviews = rita.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: T.navMyReviews });
    await expect(myReviews).toHaveText(T.navMyReviews);
    for (const tab of await rita.getByRole('navigation', { name: 'Console' }).getByRole('link').all())
      await expectTappable(tab, PHONE.width);
    await myReviews.click();
    await expect(rita.getByTestId('queue-summary')).toHaveText(T.queueSummary(2, 0));
    const queueLinks = rita.getByTestId('queue').getByRole('link');
    await expect(queueLinks).toHaveCount(2);
    for (const link of await queueLinks.all()) await expectTappable(link, PHONE.width);
    await expect(rita.getByTestId('queue').getByText(T.statusLabels.declare!, { exact: true })).toHaveCount(2);
    await expectNoHorizontalOverflow(rita, PHONE.width);
    await rita.screenshot({ path: path.join(SHOTS, 'program-manager-queue-360.png'), fullPage: true });
    const scoredId = (await queueLinks.first().getAttribute('href'))!.split('/').at(-1)!;
    const otherId = applicationIds.find((id) => id !== scoredId)!;

    // She opens the first, declares no conflict, and reads the application on its tab.
    await queueLinks.first().click();
    await rita.getByRole('button', { name: T.noConflict }).click();
    const tabs = rita.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: T.tabApplication })).toHaveAttribute('aria-selected', 'true');
    await expect(rita.getByText('Solar cold rooms for villages.')).toBeVisible();
    for (const tab of await tabs.getByRole('tab').all()) await expectTappable(tab, PHONE.width);
    await expectNoHorizontalOverflow(rita, PHONE.width);
    await rita.screenshot({ path: path.join(SHOTS, 'program-manager-review-application-360.png'), fullPage: true });

    // She scores on the Score tab, comments on the Comments tab, and her unsaved scores are still there.
    await tabs.getByRole('tab', { name: T.tabScore }).click();
    const scoreForm = rita.getByRole('form', { name: T.scoreTitle });
    await scoreForm.getByRole('radiogroup', { name: 'Rural impact (×2)' }).getByText('5', { exact: true }).click();
    await scoreForm.getByRole('radiogroup', { name: 'Team (×1)' }).getByText('4', { exact: true }).click();
    await expect(scoreForm.getByTestId('scores-unsaved')).toHaveText(T.scoresUnsaved);
    await expect(scoreForm.getByRole('radiogroup', { name: 'Team (×1)' }).getByRole('radio', { name: '4' })).toBeChecked();
    await rita.screenshot({ path: path.join(SHOTS, 'program-manager-review-score-360.png'), fullPage: true });
    await tabs.getByRole('tab', { name: T.tabComments }).click();
    await rita.getByLabel('Add a comment').fill('Strong village reach; check the cold-chain costs.');
    await rita.getByRole('button', { name: 'Add comment' }).click();
    await expect(rita.getByText('Strong village reach; check the cold-chain costs.')).toBeVisible();
    await expect(tabs.getByRole('tab', { name: `${T.tabComments} (1)` })).toBeVisible();
    await expectNoHorizontalOverflow(rita, PHONE.width);
    await rita.screenshot({ path: path.join(SHOTS, 'program-manager-review-comments-360.png'), fullPage: true });
    await expectNoViolations(rita, 'the review page on a phone (Comments tab)');
    await tabs.getByRole('tab', { name: new RegExp(`^${T.tabScore}`) }).click();
    await expect(
      scoreForm.getByRole('radiogroup', { name: 'Rural impact (×2)' }).getByRole('radio', { name: '5' }),
    ).toBeChecked();
    await expect(scoreForm.getByRole('radiogroup', { name: 'Team (×1)' }).getByRole('radio', { name: '4' })).toBeChecked();

    // Next with unsaved scores asks first; "Save and go on" saves them and opens the next of her queue.
    await rita.getByRole('link', { name: T.next }).click();
    const ask = rita.getByRole('dialog', { name: T.unsavedTitle });
    await expect(ask).toContainText(T.unsavedText);
    await expectOpened(ask);
    await expectNoHorizontalOverflow(rita, PHONE.width);
    await rita.screenshot({ path: path.join(SHOTS, 'program-manager-review-unsaved-360.png') });
    await ask.getByRole('button', { name: T.saveAndGo }).click();
    await expect(rita).toHaveURL(new RegExp(`/console/reviews/${otherId}$`));
    await expect(rita.getByRole('heading', { name: T.declareTitle })).toBeVisible();
    await expect(rita.getByText(T.position(2, 2))).toBeVisible();
    // At the end of her queue there is no Next to grey out.
    await expect(rita.getByRole('link', { name: T.next })).toHaveCount(0);
    await rita.getByRole('link', { name: T.previous }).click();
    await expect(rita).toHaveURL(new RegExp(`/console/reviews/${scoredId}$`));
    await rita.getByRole('tablist').getByRole('tab', { name: T.tabScore }).click();
    await expect(rita.getByRole('radiogroup', { name: 'Rural impact (×2)' }).getByRole('radio', { name: '5' })).toBeChecked();
    await expect(rita.getByTestId('figure-weighted-mean')).toHaveText('4.67');
    // She never left the review screen for the application page.
    expect(visited.filter((url) => url.includes('/console/applications'))).toEqual([]);

    // The same screen at 1280 px: the application and the rubric side by side, the comment beside them.
    const ritaDesk = await (
      await browser.newContext({ baseURL: base, viewport: DESKTOP, storageState: await rita.context().storageState() })
    ).newPage();
    await ritaDesk.goto(`/console/reviews/${scoredId}`);
    const sideBySide = ritaDesk.getByTestId('review-side-by-side');
    await expect(sideBySide.getByText('Solar cold rooms for villages.')).toBeVisible({ timeout: 30_000 });
    await expect(sideBySide.getByRole('form', { name: T.scoreTitle })).toBeVisible();
    await expect(sideBySide.getByText('Strong village reach; check the cold-chain costs.')).toBeVisible();
    await expect(ritaDesk.getByRole('tablist')).toHaveCount(0);
    await expectNoHorizontalOverflow(ritaDesk, DESKTOP.width);
    await ritaDesk.screenshot({ path: path.join(SHOTS, 'program-manager-review-1280.png') });
    await expectNoViolations(ritaDesk, 'the review page side by side');
    await expectEveryFieldLabelled(ritaDesk, 'the review page side by side');

    // The admin accepts the scored application and publishes: warned that Sunil has not even declared a conflict.
    await admin.goto(`/console/applications/${scoredId}`);
    await pickFromDropdown(admin, admin.getByRole('combobox', { name: 'Move to', exact: true }), 'Accepted');
    await admin.getByRole('button', { name: 'Change status' }).click();
    await admin.getByRole('button', { name: 'Publish decision: Accepted' }).click();
    const confirm = admin.getByRole('dialog');
    await expect(confirm.getByTestId('publish-warning')).toContainText(
      STAGE_PROGRESS_TEXTS.warning({
        stageId: '',
        stageName: stage,
        position: 1,
        stageCount: 1,
        reviewersWanted: 2,
        assigned: 2,
        done: 1,
        undeclared: 1,
      }),
    );
    await expectOpened(confirm);
    await admin.screenshot({ path: path.join(SHOTS, 'program-manager-publish-1280.png') });
    await confirm.getByRole('button', { name: FAIRNESS_TEXTS.publishAnyway, exact: true }).click();
    await expect(admin.getByTestId('published-decision')).toContainText('Published to the applicant: Accepted');
    await expect(admin.getByText('Strong village reach; check the cold-chain costs.')).toBeVisible();
  },
);
