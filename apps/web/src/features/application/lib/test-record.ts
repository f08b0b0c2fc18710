import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { blankApplication } from '@portal/shared/application/application-fields';

/** For the wizard's tests: a server record of an application in progress that nobody has saved a step of, with the given values. */
export const testRecord = (values: Partial<ApplicationRecord> = {}): ApplicationRecord => ({
  ...blankApplication(),
  id: 'app-1',
  status: 'in-progress',
  foundersCount: null,
  teamSize: null,
  hasDpiitCertification: false,
  equityFunding: 0,
  debtFunding: 0,
  grantFunding: 0,
  otherSector: null,
  submittedAt: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
  stepVersions: { personal: 0, company: 0, business: 0, funding: 0 },
  uncheckedSteps: [],
  copiedAnswers: null,
  ownForm: { version: 0, questions: '[]', answers: '{}' },
  ...values,
});
