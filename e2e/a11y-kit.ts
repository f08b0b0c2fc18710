import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import type { OperationName } from '../packages/shared/src/graphql/operations.ts';
import { graphqlOk, openConsoleAsNewAdmin } from './fixtures.ts';

/** Shared by the accessibility, keyboard and XSS specs: axe with the WCAG 2.1 AA tags, and a founder's data through the API. */

export const VIDEO = path.join(import.meta.dirname, 'fixtures', 'pitch.mp4');
export const STATEMENT = path.join(import.meta.dirname, 'fixtures', 'statement.pdf');

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Zero WCAG 2.1 A/AA violations on the page as it is now; the message names each rule and the elements. */
export const expectNoViolations = async (page: Page, state: string): Promise<void> => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map(
          (n) =>
            `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''} ${[...n.any, ...n.all, ...n.none]
              .flatMap((c) => c.relatedNodes ?? [])
              .map((r) => r.html.slice(0, 120))
              .join(' | ')}`,
        )
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(summary, `${state}: axe violations`).toEqual([]);
};

/** Every visible form control has an accessible name from a label, aria-label or aria-labelledby. */
export const expectEveryFieldLabelled = async (page: Page, state: string): Promise<void> => {
  const unlabelled = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'))
      .filter((el) => el.type !== 'hidden' && (el.offsetParent !== null || el.type === 'file'))
      .filter(
        (el) => !(el.labels && el.labels.length > 0) && !el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby'),
      )
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(unlabelled, `${state}: fields without a label`).toEqual([]);
};

export const runOperation = (page: Page, operationName: OperationName, variables: Record<string, unknown> = {}) =>
  graphqlOk<{ id: string; status: string }>(page, operationName, variables);

/** Saves the four data steps through the API (for specs that are not about those forms); returns the application id. */
export const seedSteps = async (
  page: Page,
  text: Partial<Record<'name' | 'companyName' | 'description' | 'city' | 'otherSector', string>> = {},
): Promise<string> => {
  const { id } = await runOperation(page, 'SavePersonalInfo', {
    input: { name: text.name ?? 'Asha Founder', email: 'asha@example.org', phone: '9876543210' },
  });
  await runOperation(page, 'SaveCompanyInfo', {
    applicationId: id,
    input: {
      companyName: text.companyName ?? 'Gram Cold Chain',
      description: text.description ?? 'Solar cold rooms for villages.',
      foundersCount: 2,
      teamSize: 5,
      city: text.city ?? 'Kohima',
      state: 'Nagaland',
      hasDpiitCertification: true,
    },
  });
  await runOperation(page, 'SaveBusinessDetails', {
    applicationId: id,
    input: text.otherSector
      ? { sector: 'other', otherSector: text.otherSector, foundingYear: '2021', revenue: '25-50L' }
      : { sector: 'agriculture', otherSector: '', foundingYear: '2021', revenue: '25-50L' },
  });
  await runOperation(page, 'SaveFundingInfo', {
    applicationId: id,
    input: { equityFunding: '2500000', debtFunding: '0', grantFunding: '500000' },
  });
  return id;
};

/** Uploads the pitch video through the video step's own picker and waits for it to finish. */
export const uploadVideo = async (page: Page): Promise<void> => {
  await page.goto('/application/video');
  await page.locator('#upload-input-video').setInputFiles(VIDEO);
  // As in fixtures.ts: the page checks the video in the browser before sending it, which took over 10 s in a CI run
  // beside another test converting a 1080p pitch on the same two cores.
  await expect(page.getByText('Upload complete: pitch.mp4')).toBeVisible({ timeout: 60_000 });
};

/** An admin made by `npm run admin:create`'s entry point, signed in through its one-time link with a password set. */
export const consoleAdmin = async (browser: Browser, baseURL: string): Promise<Page> => {
  const email = `admin-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.org`;
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await openConsoleAsNewAdmin(admin, email, baseURL);
  return admin;
};
