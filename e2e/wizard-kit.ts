import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { OPERATIONS } from '../packages/shared/src/graphql/operations.ts';
import { signUpViaApi } from './fixtures.ts';

/** The wizard's controls as the specs that walk it use them. */
export const saveAndNext = (page: Page) => page.getByRole('button', { name: 'Save & Next' }).click();
export const saveStatus = (page: Page) => page.getByTestId('save-status');
export const stepLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Application steps' }).getByRole('link', { name: new RegExp(`^${name}`) });
/** Chooses an option of one of the wizard's lists (the browser's own select) by the text the founder sees. */
export const chooseOption = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
};

/** The founder's application as the data API returns it, read with a page's or a browser context's session (not through the page). */
export const storedApplication = async (session: { request: APIRequestContext }): Promise<Record<string, unknown> | null> => {
  const response = await session.request.post('/graphql', {
    data: { operationName: 'MyApplication', query: OPERATIONS.MyApplication, variables: {} },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { myApplication: Record<string, unknown> | null } }).data.myApplication;
};

/**
 * Saves the personal step through the page (its name and email come from the account) and waits for the company step.
 * 30 s by default: on a 2-core machine running the suite (load 10–18) this first save once took over 10 s.
 */
export const savePersonalStep = async (page: Page, timeout = 30_000) => {
  await page.goto('/application/personal');
  await page.getByLabel('Phone Number').fill('9876543210');
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/company$/, { timeout });
};

/** A new founder (API sign-up) who saved the personal step through the page and stands on the company step. */
export const startApplication = async (page: Page, timeout?: number) => {
  await signUpViaApi(page);
  await savePersonalStep(page, timeout);
};

/** The company step's required fields as the offline specs type them (Jaipur, Rajasthan), without saving. */
export const fillCompanyFields = async (page: Page, companyName: string) => {
  await page.getByLabel('Company Name').fill(companyName);
  await page.getByLabel('Company Description').fill('Solar cold storage for smallholder farmers.');
  await page.getByLabel('City').fill('Jaipur');
  await chooseOption(page, 'State', 'Rajasthan');
};

/** The business step with a sector of the founder's own ('Rural Cold Chain'), founded 2019, 25-50 Lakhs, without saving. */
export const fillBusinessFields = async (page: Page) => {
  await chooseOption(page, 'Sector', 'Other');
  await page.getByLabel('Specify Sector').fill('Rural Cold Chain');
  await page.getByLabel('Founding Year').fill('2019');
  await chooseOption(page, 'Revenue Range', '25-50 Lakhs');
};
