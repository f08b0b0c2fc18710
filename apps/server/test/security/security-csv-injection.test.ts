import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { BUSINESS, COMPANY, FUNDING, PERSONAL, runOperation } from '../support/graphql-client.ts';
import { signUp } from '../support/helper.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { readCsv } from '../support/fixtures/read-csv.ts';

/**
 * Text saved by a founder reaches the reviewers' spreadsheet as text, whichever list
 * separator the spreadsheet uses (`,` in most locales, `;` in many, tab when pasted). Each payload is saved
 * through the data API, exported, and read back the way a spreadsheet reads a CSV file.
 */

const CALC = "=cmd|' /C calc'!A0";
const FORMULA_START = /^[=+\-@\t\r]/;

/** Founders whose own words carry the payloads; each column is one the export includes. */
const FOUNDERS = [
  { name: `Asha\t${CALC}`, companyName: 'Gram,=HYPERLINK("http://evil.example","x")', city: `Pune;${CALC}` },
  { name: '@SUM(1+1)*cmd', companyName: '+91 Ventures;-2+3', city: `Pune\r\n${CALC}` },
  { name: `Ravi",${CALC}`, companyName: `Gram";${CALC}`, city: `\t${CALC}` },
];

/** A spreadsheet's reading of CSV text with the given separator: quotes respected, doubled quotes unescaped. */
const readAsSpreadsheet = (text: string, separator: string): string[][] => readCsv(text, { separator, rows: 'any-line-break' });

/** What a reader that ignores quotes altogether sees: every piece between separators and line breaks. */
const naivePieces = (text: string): string[] => text.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^[\s"]+/, ''));

describe.each(TEST_DIALECTS)('CSV export keeps founders’ text as text (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let body: string;
  beforeAll(async () => {
    for (const founder of FOUNDERS) {
      const { cookie } = await signUp(t.app);
      const saved = await runOperation<{ savePersonalInfo: { id: string } }>(
        t.app,
        'SavePersonalInfo',
        { input: { ...PERSONAL, name: founder.name } },
        cookie,
      );
      const applicationId = saved.data!.savePersonalInfo.id;
      const company = await runOperation(
        t.app,
        'SaveCompanyInfo',
        { applicationId, input: { ...COMPANY, companyName: founder.companyName, city: founder.city } },
        cookie,
      );
      expect(company.errors).toBeUndefined();
      await runOperation(t.app, 'SaveBusinessDetails', { applicationId, input: BUSINESS }, cookie);
      await runOperation(t.app, 'SaveFundingInfo', { applicationId, input: FUNDING }, cookie);
      await t.app.database.db
        .updateTable('applications')
        .set({ video_url: `/files/${applicationId}` })
        .where('id', '=', applicationId)
        .execute();
      const submitted = await runOperation<{ submitApplication: { status: string } }>(
        t.app,
        'SubmitApplication',
        { applicationId },
        cookie,
      );
      expect(submitted.data?.submitApplication.status).toBe('submitted');
    }
    const reviewer = await accountWithRole(t.app, 'reviewer');
    const response = await t.app.inject({ method: 'GET', url: '/console/export.csv', headers: { cookie: reviewer.cookie } });
    expect(response.statusCode).toBe(200);
    body = response.body.replace(/^\uFEFF/, '');
  });

  it.each([',', ';', '\t'])('no cell starts a formula when the separator is %j', (separator) => {
    const cells = readAsSpreadsheet(body, separator).flat();
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
  });

  it('no piece between separators starts a formula even for a reader that ignores quotes', () => {
    expect(naivePieces(body).filter((piece) => /^[=+\-@]/.test(piece))).toEqual([]);
  });

  it('a comma-separated reading gives every founder’s words back in their own column, prefixed where they start a formula', () => {
    const rows = readAsSpreadsheet(body, ',');
    const header = rows[0]!;
    const column = (label: string) => header.indexOf(label);
    const founders = rows.slice(1).filter((r) => r.length === header.length);
    expect(founders).toHaveLength(FOUNDERS.length);
    const companies = founders.map((r) => r[column('Startup')]!);
    expect(companies).toContain('Gram,\'=HYPERLINK("http://evil.example","x")');
    expect(companies).toContain("'+91 Ventures;'-2+3");
    const cities = founders.map((r) => r[column('City')]!);
    expect(cities).toContain(`Pune;'${CALC}`);
    expect(cities).toContain(`'${CALC}`);
    const names = founders.map((r) => r[column('Founder')]!);
    expect(names).toContain(`Asha\t'${CALC}`);
    expect(names).toContain("'@SUM(1+1)*cmd");
  });
});
