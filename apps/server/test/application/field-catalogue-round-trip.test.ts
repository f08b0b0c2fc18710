import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_FIELDS,
  CSV_FIELDS,
  csvCell,
  fieldsOfStep,
  summaryOf,
  type ApplicationForm,
  type FieldKey,
} from '@portal/shared/application/application-fields';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import type { WizardStepId } from '@portal/shared/application/steps';
import { TEST_DIALECTS, signUp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { createGraphQLTestApp, runOperation } from '../support/graphql-client.ts';
import { accountWithRole } from '../support/fixtures/console-fixtures.ts';

/*
 * docs/adding-a-field.md: every field of the catalogue (packages/shared/src/application/application-fields.ts) goes through
 * its step's save, comes back in the founder's load, reads the same in the review summary, the console detail and
 * the CSV export. A new catalogue entry that one of them misses fails here.
 */

/** One distinct value per field; 'other' sector so that the founder's own words travel too. */
const SAMPLE: Omit<ApplicationForm, 'videoUrl' | 'financialStatementUrl' | 'pitchDeckUrl'> = {
  name: 'Round Trip Founder',
  email: 'round-trip@example.com',
  phone: '9123456780',
  companyName: 'Catalogue Fields Pvt Ltd',
  description: 'Solar cold rooms for village cooperatives',
  foundersCount: 3,
  teamSize: 11,
  city: 'Nashik',
  state: 'Maharashtra',
  hasDpiitCertification: true,
  dpiitNumber: 'DIPP123456',
  sector: 'other',
  otherSector: 'Handloom exports',
  foundingYear: '2019',
  revenue: '50L-1Cr',
  equityFunding: '2,50,000',
  debtFunding: '125000',
  grantFunding: '75000',
};
const MUTATIONS = {
  personal: 'SavePersonalInfo',
  company: 'SaveCompanyInfo',
  business: 'SaveBusinessDetails',
  funding: 'SaveFundingInfo',
} as const;
const SAVABLE = Object.keys(MUTATIONS) as (keyof typeof MUTATIONS)[];
/** The uploads store their links through the upload service (files.test.ts); here they are set in the table. */
const FILE_COLUMNS = {
  videoUrl: 'video_url',
  financialStatementUrl: 'financial_statement_url',
  pitchDeckUrl: 'pitch_deck_url',
} as const;

const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  for (const match of text.matchAll(/((?:"(?:[^"]|"")*",?)+)\r\n/g)) {
    rows.push([...match[1]!.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
  }
  return rows;
};

/** What the founder typed, as the API reads it back: amounts in whole rupees, the 'other' sector split. */
const expectedRecordValue = (key: FieldKey, files: Record<string, string>): unknown => {
  if (key in FILE_COLUMNS) return files[key];
  if (key === 'equityFunding') return 250000;
  if (key === 'debtFunding') return 125000;
  if (key === 'grantFunding') return 75000;
  return SAMPLE[key as keyof typeof SAMPLE];
};

describe.each(TEST_DIALECTS)('field catalogue round trip (%s)', (dialect) => {
  const t = appPerSuite(() => createGraphQLTestApp(dialect));
  let cookie: string;
  let reviewer: string;
  let applicationId: string;
  let files: Record<string, string>;
  beforeAll(async () => {
    cookie = (await signUp(t.app)).cookie;
    reviewer = (await accountWithRole(t.app, 'reviewer')).cookie;
  });

  it('saves every typed field through its step', async () => {
    for (const step of SAVABLE) {
      const input = Object.fromEntries(fieldsOfStep(step).map((f) => [f.key, SAMPLE[f.key as keyof typeof SAMPLE]]));
      const variables = step === 'personal' ? { input } : { applicationId, input };
      const result = await runOperation<Record<string, ApplicationRecord>>(t.app, MUTATIONS[step], variables, cookie);
      expect(result.errors).toBeUndefined();
      applicationId = Object.values(result.data!)[0]!.id;
    }
    files = {
      videoUrl: `/files/${applicationId}/video`,
      financialStatementUrl: `/files/${applicationId}/fs`,
      pitchDeckUrl: `/files/${applicationId}/deck`,
    };
    await t.app.database.db
      .updateTable('applications')
      .set({
        video_url: files.videoUrl,
        financial_statement_url: files.financialStatementUrl,
        pitch_deck_url: files.pitchDeckUrl,
      })
      .where('id', '=', applicationId)
      .execute();
  });

  it("loads every field back as the founder's record", async () => {
    const record = (await runOperation<{ myApplication: ApplicationRecord }>(t.app, 'MyApplication', {}, cookie)).data!
      .myApplication;
    for (const field of APPLICATION_FIELDS)
      expect([field.key, record[field.key]]).toEqual([field.key, expectedRecordValue(field.key, files)]);
    // The review summary of what was loaded reads as the summary of what was typed.
    for (const step of ['personal', 'company', 'business', 'funding'] as WizardStepId[]) {
      expect(summaryOf(step, record)).toEqual(summaryOf(step, SAMPLE));
    }
    const submitted = await runOperation<{ submitApplication: ApplicationRecord }>(
      t.app,
      'SubmitApplication',
      { applicationId },
      cookie,
    );
    expect(submitted.data?.submitApplication.status).toBe('submitted');
  });

  it('shows every summary field in the console detail as the review does', async () => {
    const result = await runOperation<{ consoleApplication: Record<string, unknown> }>(
      t.app,
      'ConsoleApplication',
      { id: applicationId },
      reviewer,
    );
    expect(result.errors).toBeUndefined();
    const detail = result.data!.consoleApplication;
    for (const step of SAVABLE) expect(summaryOf(step, detail)).toEqual(summaryOf(step, SAMPLE));
    for (const field of APPLICATION_FIELDS.filter((f) => f.kind !== 'file')) expect(detail).toHaveProperty(field.key);
  });

  it('exports every CSV field of the catalogue', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/console/export.csv?search=${applicationId}`,
      headers: { cookie: reviewer },
    });
    expect(response.statusCode).toBe(200);
    const [header, row] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    const record = Object.fromEntries(APPLICATION_FIELDS.map((f) => [f.key, expectedRecordValue(f.key, files)]));
    for (const field of CSV_FIELDS) {
      expect([field.csvHeader, row?.[header!.indexOf(field.csvHeader)]]).toEqual([
        field.csvHeader,
        String(csvCell(field.key, record)),
      ]);
    }
    // Every field that has no column of its own is a file or is shown inside another (otherSector in Sector).
    expect(APPLICATION_FIELDS.filter((f) => f.csvHeader === null).map((f) => f.key)).toEqual([
      'otherSector',
      'videoUrl',
      'financialStatementUrl',
      'pitchDeckUrl',
    ]);
    expect(row?.[header!.indexOf('Sector')]).toBe('Handloom exports');
  });
});
