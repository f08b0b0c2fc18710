import { describe, expect, it } from 'vitest';
import type { ApplicationColumns as ApplicationRecord } from './application-record.ts';
import { applicationPercent, firstIncompleteStep } from './step-progress.ts';

const record = (change: Partial<ApplicationRecord>): ApplicationRecord => ({
  id: 'a',
  status: 'in-progress',
  name: 'Asha',
  email: 'a@example.org',
  phone: null,
  companyName: null,
  description: null,
  foundersCount: null,
  teamSize: null,
  city: null,
  state: null,
  hasDpiitCertification: null,
  dpiitNumber: null,
  sector: null,
  otherSector: null,
  foundingYear: null,
  revenue: null,
  equityFunding: null,
  debtFunding: null,
  grantFunding: null,
  videoUrl: null,
  financialStatementUrl: null,
  pitchDeckUrl: null,
  submittedAt: null,
  updatedAt: '2026-01-01T00:00:00Z',
  stepVersions: { personal: 0, company: 0, business: 0, funding: 0 },
  uncheckedSteps: [],
  copiedAnswers: null,
  ...change,
});

describe('firstIncompleteStep (Continue Application)', () => {
  const funded = {
    phone: '9876543210',
    companyName: 'Gram',
    foundingYear: '2021',
    equityFunding: 0,
    debtFunding: 0,
    grantFunding: 0,
  };
  it.each([
    [null, 'personal'],
    [record({}), 'personal'],
    [record({ phone: '9876543210' }), 'company'],
    [record({ phone: '9876543210', companyName: 'Gram' }), 'business'],
    [record({ phone: '9876543210', companyName: 'Gram', foundingYear: '2021' }), 'funding'],
    [record(funded), 'video'],
    [record({ ...funded, videoUrl: '/files/x' }), 'review'],
    [record({ companyName: 'Gram', videoUrl: '/files/x' }), 'personal'],
  ])('%#: opens %s', (app, step) => {
    expect(firstIncompleteStep(app)).toBe(step);
  });
});

describe('applicationPercent (header)', () => {
  it.each([
    [0, false, 0],
    [1, false, 14],
    [4, false, 57],
    [5, false, 71],
    [7, false, 100],
    [5, true, 100],
    [7, true, 100],
  ])('%i complete steps, submitted %s: %i%%', (complete, submitted, percent) => {
    expect(applicationPercent(complete, submitted)).toBe(percent);
  });
});
