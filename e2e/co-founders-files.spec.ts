import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { CO_FOUNDER_MESSAGES } from '../packages/shared/src/co-founders/co-founder-rules.ts';
import { graphqlOk, lastOutboxMessageTo, newFounder, screenshot, signUpViaApi } from './fixtures.ts';
import { storedApplication } from './wizard-kit.ts';

const STATEMENT = path.join(import.meta.dirname, 'fixtures', 'statement.pdf');

/** Asha's application, which Bina joined through the emailed link: each on a phone of their own. */
const twoMembers = async (browser: Browser, baseURL: string) => {
  const context = () => browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const a = await (await context()).newPage();
  await signUpViaApi(a, { name: 'Asha Founder' });
  const { id } = await graphqlOk<{ id: string }>(a, 'SavePersonalInfo', {
    input: { name: 'Asha Founder', email: 'asha@example.org', phone: '9876543210' },
  });
  const bina = newFounder({ name: 'Bina Partner' });
  await graphqlOk(a, 'InviteCoFounder', { applicationId: id, address: bina.email });
  const b = await (await context()).newPage();
  await signUpViaApi(b, bina);
  const token = /\/join\?token=([\w-]+)/.exec(await lastOutboxMessageTo(bina.email, 0, /\/join\?token=/))?.[1];
  await graphqlOk(b, 'JoinApplication', { token });
  return { a, b, id };
};

/**
 * Replacing a co-founder's file asks first, whatever the page knew (docs/co-founders.md): B has the financial
 * statement step open from before A uploaded one, so B's page knows of no file; B's upload is refused by the server,
 * and B is asked. "Keep theirs" keeps A's; choosing again asks with A's name, and "Replace it" stores B's.
 */
test("a co-founder's file is replaced only once the founder says so, even when the page did not know of it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { a, b, id } = await twoMembers(browser, baseURL!);

  // B opens the step while nothing is stored; then A stores a statement.
  await b.goto('/application/financial');
  await expect(b.locator('#upload-input-financial_statement')).toBeAttached({ timeout: 30_000 });
  await a.goto('/application/financial');
  await a.locator('#upload-input-financial_statement').setInputFiles(STATEMENT);
  await expect(a.getByText('Upload complete: statement.pdf')).toBeVisible({ timeout: 60_000 });
  const asha = (await storedApplication(a))?.['financialStatementUrl'];
  expect(asha).toMatch(/^\/files\//);

  // B's page did not know: the server refuses, B is asked and sees A's file; B keeps it.
  await b.locator('#upload-input-financial_statement').setInputFiles(STATEMENT);
  const refused = b.getByTestId('replace-refused');
  await expect(refused).toContainText(CO_FOUNDER_MESSAGES.REPLACE_UNSEEN_FILE, { timeout: 30_000 });
  await expect(b.getByRole('link', { name: 'View document' })).toHaveAttribute('href', String(asha));
  await refused.getByRole('button', { name: 'Keep theirs' }).click();
  await expect(refused).toBeHidden();
  expect((await storedApplication(b))?.['financialStatementUrl']).toBe(asha);

  // Choosing again, B is asked with A's name first; Replace it stores B's file.
  await b.locator('#upload-input-financial_statement').setInputFiles(STATEMENT);
  const confirm = b.getByTestId('replace-confirm');
  await expect(confirm).toContainText('Asha Founder uploaded this file. Replace it with yours?');
  await screenshot(b, 'replace-question');
  await confirm.getByRole('button', { name: 'Replace it' }).click();
  await expect(b.getByText('Upload complete: statement.pdf')).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await storedApplication(a))?.['financialStatementUrl']).not.toBe(asha);
  const team = await graphqlOk<{ uploads: { kind: string; uploadedBy: string | null }[] }>(a, 'ApplicationTeam', {
    applicationId: id,
  });
  expect(team.uploads).toEqual([expect.objectContaining({ kind: 'financial_statement', uploadedBy: 'Bina Partner' })]);
});

/**
 * The refusal's own "Replace it" (docs/co-founders.md): B's page did not know of A's pitch deck, so B's upload is
 * refused at its creation, before any byte is sent, and B is asked at once; "Replace it" sends B's deck naming A's,
 * the upload completes, and A sees B's deck.
 */
test("after the server refuses B's upload over A's pitch deck, Replace it stores B's deck and A sees it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { a, b } = await twoMembers(browser, baseURL!);
  await b.goto('/application/pitch_deck');
  await expect(b.locator('#upload-input-pitch_deck')).toBeAttached({ timeout: 30_000 });
  await a.goto('/application/pitch_deck');
  await a.locator('#upload-input-pitch_deck').setInputFiles(STATEMENT);
  await expect(a.getByText('Upload complete: statement.pdf')).toBeVisible({ timeout: 60_000 });
  const asha = (await storedApplication(a))?.['pitchDeckUrl'];
  expect(asha).toMatch(/^\/files\//);

  const chunks: string[] = [];
  b.on('request', (request) => {
    if (request.method() === 'PATCH') chunks.push(request.url());
  });
  await b.locator('#upload-input-pitch_deck').setInputFiles(STATEMENT);
  const refused = b.getByTestId('replace-refused');
  await expect(refused).toContainText(CO_FOUNDER_MESSAGES.REPLACE_UNSEEN_FILE, { timeout: 15_000 });
  // Asked at the upload's creation: not one byte of the deck went.
  expect(chunks).toEqual([]);
  await refused.getByRole('button', { name: 'Replace it' }).click();
  await expect(b.getByText('Upload complete: statement.pdf')).toBeVisible({ timeout: 60_000 });
  await expect(refused).toBeHidden();
  expect(chunks.length).toBeGreaterThan(0);

  const binas = (await storedApplication(a))?.['pitchDeckUrl'];
  expect(binas).toMatch(/^\/files\//);
  expect(binas).not.toBe(asha);
  await a.reload();
  await expect(a.getByRole('link', { name: 'View document' })).toHaveAttribute('href', String(binas), { timeout: 30_000 });
  await expect(a.getByTestId('saved-by')).toContainText('Saved by Bina Partner');
});
