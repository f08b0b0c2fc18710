import { describe, expect, it } from 'vitest';
import { blankApplication, type ApplicationForm } from '@portal/shared/application/application-fields';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { MESSAGES } from '@portal/shared/texts/messages';
import { companyRequiredAlert } from '@portal/shared/schemas/application';
import { recordToForm } from './record-to-form.ts';
import { isStepComplete, stepHasError, stepNeedsCheck } from './step-completion.ts';
import { checkStep } from './validate-step.ts';

/** What the founder typed, in the form and as the server holds it. */
const TYPED = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  companyName: 'Gram Solar',
  description: 'Solar pumps',
  foundersCount: 2,
  teamSize: 6,
  city: 'Pune',
  state: 'Maharashtra',
  hasDpiitCertification: true,
  sector: 'other',
  otherSector: 'Handloom',
  foundingYear: '2020',
  revenue: '25-50L',
};

const FILLED: ApplicationForm = {
  ...blankApplication(),
  applicationId: 'app-1',
  ...TYPED,
  equityFunding: '2,50,000',
  debtFunding: 0,
  grantFunding: '',
  videoUrl: '/files/v',
};

const RECORD: ApplicationRecord = {
  id: 'app-1',
  status: 'in-progress',
  ...TYPED,
  dpiitNumber: 'DIPP123456',
  equityFunding: 250000,
  debtFunding: 0,
  grantFunding: 0,
  videoUrl: '/files/v',
  financialStatementUrl: null,
  pitchDeckUrl: null,
  submittedAt: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
  stepVersions: { personal: 1, company: 1, business: 1, funding: 1 },
  uncheckedSteps: [],
  copiedAnswers: null,
  ownForm: { version: 0, questions: '[]', answers: '{}' },
};

describe('checkStep (validate-step.ts)', () => {
  it('builds the API variables of each valid step', () => {
    expect(checkStep('personal', FILLED)).toEqual({
      ok: true,
      variables: { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
    });
    expect(checkStep('company', { ...FILLED, foundersCount: 0 })).toMatchObject({
      ok: true,
      variables: { foundersCount: 1, teamSize: 6, hasDpiitCertification: true },
    });
    expect(checkStep('business', FILLED)).toMatchObject({
      ok: true,
      variables: { sector: 'other', otherSector: 'Handloom', foundingYear: '2020' },
    });
    // Funding goes as typed: the server reads it with the same schema.
    expect(checkStep('funding', FILLED)).toEqual({
      ok: true,
      variables: { equityFunding: '2,50,000', debtFunding: '0', grantFunding: '' },
    });
  });

  it('gives the personal step one alert, the first problem', () => {
    const check = checkStep('personal', { ...FILLED, email: 'nope', phone: '123' });
    expect(check).toMatchObject({ ok: false, alert: MESSAGES.INVALID_EMAIL, fieldErrors: { email: true, phone: true } });
  });

  it("lists the company step's missing required fields in one alert", () => {
    const check = checkStep('company', { ...FILLED, companyName: ' ', state: '' });
    expect(check).toEqual({
      ok: false,
      alert: companyRequiredAlert(['companyName', 'state']),
      fieldErrors: { companyName: true, state: true },
    });
  });

  it('puts business and funding problems under their fields', () => {
    expect(checkStep('business', { ...FILLED, otherSector: '' })).toEqual({
      ok: false,
      alert: null,
      fieldErrors: { otherSector: MESSAGES.OTHER_SECTOR_REQUIRED },
    });
    expect(checkStep('funding', { ...FILLED, debtFunding: '-5' })).toEqual({
      ok: false,
      alert: null,
      fieldErrors: { debtFunding: MESSAGES.DEBT_NEGATIVE },
    });
  });
});

describe('recordToForm', () => {
  it('is the blank form (with the account name and email) before anything is saved', () => {
    expect(recordToForm(null, { name: 'Asha', email: 'a@b.co' })).toEqual(blankApplication({ name: 'Asha', email: 'a@b.co' }));
  });

  it('reads every stored field back, unsaved ones as the blank defaults', () => {
    const form = recordToForm({ ...RECORD, revenue: null, foundersCount: null, sector: 'mobility', otherSector: null });
    expect(form).toMatchObject({
      applicationId: 'app-1',
      companyName: 'Gram Solar',
      revenue: '<25L',
      foundersCount: '',
      sector: 'mobility',
      otherSector: '',
      equityFunding: 250000,
    });
  });

  it("splits a founder's own sector words back into 'other'", () => {
    expect(recordToForm({ ...RECORD, sector: 'Handloom', otherSector: null })).toMatchObject({
      sector: 'other',
      otherSector: 'Handloom',
    });
    expect(recordToForm(RECORD)).toMatchObject({ sector: 'other', otherSector: 'Handloom' });
  });
});

describe('step completion', () => {
  it('is complete when the server has the step, nothing waits on the device and it is valid', () => {
    expect(isStepComplete('company', RECORD, FILLED, false, checkStep)).toBe(true);
    expect(isStepComplete('company', RECORD, FILLED, true, checkStep)).toBe(false);
    expect(isStepComplete('company', { ...RECORD, companyName: null }, FILLED, false, checkStep)).toBe(false);
    expect(isStepComplete('company', RECORD, { ...FILLED, city: '' }, false, checkStep)).toBe(false);
    expect(isStepComplete('financial', RECORD, FILLED, false, checkStep)).toBe(false);
    expect(isStepComplete('video', RECORD, FILLED, false, checkStep)).toBe(true);
    expect(isStepComplete('personal', null, FILLED, false, checkStep)).toBe(false);
  });

  it('flags a refused save, or a touched step that fails its rules', () => {
    expect(stepHasError('funding', RECORD, FILLED, false, true, checkStep)).toBe(true);
    expect(stepHasError('company', RECORD, { ...FILLED, city: '' }, false, false, checkStep)).toBe(true);
    // Never saved and nothing typed: not an error yet.
    expect(stepHasError('company', null, { ...FILLED, city: '' }, false, false, checkStep)).toBe(false);
    expect(stepHasError('company', null, { ...FILLED, city: '' }, true, false, checkStep)).toBe(true);
    expect(stepHasError('video', RECORD, FILLED, false, false, checkStep)).toBe(false);
  });

  it('asks for the step rules only for a step typed here or saved on the server', () => {
    expect(stepNeedsCheck('company', null, false)).toBe(false);
    expect(stepNeedsCheck('company', null, true)).toBe(true);
    expect(stepNeedsCheck('company', RECORD, false)).toBe(true);
    expect(stepNeedsCheck('video', RECORD, true)).toBe(false);
  });

  it('until the step rules have loaded, trusts what the server saved and flags only a refused save', () => {
    expect(isStepComplete('company', RECORD, { ...FILLED, city: '' }, false, null)).toBe(true);
    expect(isStepComplete('company', RECORD, FILLED, true, null)).toBe(false);
    expect(stepHasError('company', RECORD, { ...FILLED, city: '' }, false, false, null)).toBe(false);
    expect(stepHasError('funding', RECORD, FILLED, false, true, null)).toBe(true);
  });
});
