import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@portal/shared/review/review';
import { csvField } from '../../src/modules/console/csv.ts';
import { createTestApp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { accountWithRole, CONSOLE_ENV, seedSubmitted } from '../support/fixtures/console-fixtures.ts';
import { readCsv } from '../support/fixtures/read-csv.ts';

describe('csvField', () => {
  it.each([
    ['plain', '"plain"'],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', '"\'=1+2"'],
    ['+91 98765', '"\'+91 98765"'],
    ['-5', '"\'-5"'],
    ['@SUM(A1)', '"\'@SUM(A1)"'],
    ['\tcmd', '"\'\tcmd"'],
    ['\rcmd', '"\'\rcmd"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ["Pune;=cmd|' /C calc'!A0", "\"Pune;'=cmd|' /C calc'!A0\""],
    ['a, -b', '"a, \'-b"'],
    ['a\t@b', '"a\t\'@b"'],
    ['1=2-3', '"1=2-3"'],
  ])('%j → %j', (input, output) => expect(csvField(input)).toBe(output));

  it('numbers stay numbers (a negative amount is not text)', () => expect(csvField(-5)).toBe('"-5"'));
  it('an empty value is an empty quoted field', () => expect(csvField(null)).toBe('""'));
});

/** GET /console/export.csv — the filtered list, streamed, UTF-8 with BOM, safe to open in Excel. */
describe.each(TEST_DIALECTS)('CSV export (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let cookie: string;
  beforeAll(async () => {
    cookie = (await accountWithRole(t.app, 'reviewer')).cookie;
    await seedSubmitted(t.app, [
      {
        companyName: 'Gram, Solar "Pvt" Ltd',
        name: 'Asha\nRao',
        state: 'Maharashtra',
        equity: 1500000,
        submittedAt: '2025-01-02T00:00:00.000Z',
      },
      {
        companyName: '=HYPERLINK("http://evil","click")',
        name: '@admin',
        city: '-cmd',
        state: 'Bihar',
        sector: '+Handloom',
        submittedAt: '2025-01-01T00:00:00.000Z',
        status: 'shortlisted',
      },
      { companyName: 'ग्राम ऊर्जा', name: 'Ravi', state: 'Odisha', revenue: '>2Cr', submittedAt: '2025-01-03T00:00:00.000Z' },
    ]);
  });

  const exportCsv = (query = '') => t.app.inject({ method: 'GET', url: `/console/export.csv${query}`, headers: { cookie } });

  it('sends every filtered row with headers, quoting and neutralised formulas', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = readCsv(response.body.replace(/^\uFEFF/, ''));
    const header = rows[0]!;
    expect(header.slice(0, 4)).toEqual(['Application ID', 'Cohort', 'Status', 'Published decision']);
    expect(header).toEqual(
      expect.arrayContaining([
        'Startup',
        'Founder',
        'City',
        'Sector',
        'Revenue range',
        'Equity funding (INR)',
        'DPIIT Certification',
      ]),
    );
    const cell = (row: string[] | undefined, title: string) => row?.[header.indexOf(title)];
    expect(rows).toHaveLength(4);
    const [, newest, middle, oldest] = rows;
    expect(cell(newest, 'Startup')).toBe('ग्राम ऊर्जा');
    expect(cell(newest, 'Revenue range')).toBe('>2 Crore');
    expect([cell(middle, 'Startup'), cell(middle, 'Founder')]).toEqual(['Gram, Solar "Pvt" Ltd', 'Asha\nRao']);
    expect(cell(middle, 'Equity funding (INR)')).toBe('1500000');
    // Times in IST with the offset written out, not raw UTC.
    expect(cell(middle, 'Submitted at (IST)')).toBe('2025-01-02T05:30:00+05:30');
    expect(cell(oldest, 'Status')).toBe('Shortlisted');
    expect([cell(oldest, 'Startup'), cell(oldest, 'Founder')]).toEqual(['\'=HYPERLINK("http://evil","click")', "'@admin"]);
    expect(cell(oldest, 'City')).toBe("'-cmd");
    expect(cell(oldest, 'Sector')).toBe("'+Handloom");
  });

  it('applies the same filters and sort as the table', async () => {
    const rows = readCsv((await exportCsv('?state=Bihar')).body.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(2);
    const sorted = readCsv((await exportCsv('?sort=submittedAt&direction=asc')).body.replace(/^\uFEFF/, ''));
    const founder = sorted[0]!.indexOf('Founder');
    expect(sorted.slice(1).map((r) => r[founder])).toEqual(
      ['@admin', 'Asha\nRao', 'Ravi'].map((n) => (n.startsWith('@') ? `'${n}` : n)),
    );
  });

  it('answers bad filters with a 400 and the reason', async () => {
    const response = await exportCsv('?status=bribed');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: REVIEW_MESSAGES.FILTER_INVALID });
  });
});
