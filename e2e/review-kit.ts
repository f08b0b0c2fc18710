import { expect, type Page } from '@playwright/test';
import { REVIEW_STAGE_TEXTS as T } from '../packages/shared/src/review/review-stages.ts';
import { pickFromDropdown } from './fixtures.ts';

/**
 * The admin's review-stage steps through the Stages page, for the specs that set up a review round
 * (review-stages.spec.ts, program-manager.spec.ts).
 */

/** Adds a stage with these criteria (label, weight); a cohort's first stage starts from the global rubric, overwritten. */
export const addStage = async (admin: Page, name: string, reviewers: number, criteria: [string, number][], blind = false) => {
  await admin.getByRole('button', { name: T.addStage }).click();
  const form = admin.getByRole('form', { name: T.addStage });
  await form.getByLabel(T.stageName).fill(name);
  await form.getByLabel(T.reviewersPerApplication).fill(String(reviewers));
  if (blind) {
    await form.getByRole('switch', { name: T.blind }).check();
    await expect(form.getByRole('switch', { name: T.blind })).toBeChecked();
  }
  // A cohort's first stage starts from the global rubric (RUBRIC_CRITERIA): its rows are overwritten, the rest removed.
  for (const [index, [label, weight]] of criteria.entries()) {
    const row = form.getByLabel(`${T.criterionLabel} ${index + 1}`, { exact: true });
    if ((await row.count()) === 0) await form.getByRole('button', { name: T.addCriterion }).click();
    await row.fill(label);
    await form.getByLabel(T.criterionWeight).nth(index).fill(String(weight));
  }
  while ((await form.getByLabel(T.criterionWeight).count()) > criteria.length)
    await form
      .getByRole('button', { name: new RegExp(`^${T.removeCriterion}`) })
      .last()
      .click();
  await form.getByRole('button', { name: T.saveStage }).click();
  await expect(admin.getByTestId(`stage-${name}`)).toBeVisible();
};

/** "Move the top N" from one stage (or none) to another. */
export const moveTop = async (admin: Page, count: number, from: string, to: string) => {
  const form = admin.getByRole('form', { name: T.moveTitle });
  await form.getByLabel(`${T.moveTop} (${T.moveCount.toLowerCase()})`).fill(String(count));
  await pickFromDropdown(admin, form.getByRole('combobox', { name: T.moveFrom }), from);
  await pickFromDropdown(admin, form.getByRole('combobox', { name: T.moveTo }), to);
  await form.getByRole('button', { name: T.moveButton }).click();
};
