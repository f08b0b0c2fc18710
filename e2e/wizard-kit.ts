import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { OPERATIONS } from '../packages/shared/src/operations.ts';
import { signUpViaApi } from './fixtures.ts';

/** The wizard's controls as the specs that walk it use them. */
export const saveAndNext = (page: Page) => page.getByRole('button', { name: 'Save & Next' }).click();
export const saveStatus = (page: Page) => page.getByTestId('save-status');
export const stepLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Application steps' }).getByRole('link', { name: new RegExp(`^${name}`) });
export const chooseOption = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The founder's application as the data API returns it, read with a page's or a browser context's session (not through the page). */
export const storedApplication = async (session: { request: APIRequestContext }): Promise<Record<string, unknown> | null> => {
  const response = await session.request.post('/graphql', { data: { operationName: 'MyApplication', query: OPERATIONS.MyApplication, variables: {} } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { myApplication: Record<string, unknown> | null } }).data.myApplication;
};

/** A new founder (API sign-up) who saved the personal step through the page and stands on the company step. */
export const startApplication = async (page: Page, timeout?: number) => {
  await signUpViaApi(page);
  await page.goto('/application/personal');
  await page.getByLabel('Phone Number').fill('9876543210');
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/company$/, { timeout });
};
