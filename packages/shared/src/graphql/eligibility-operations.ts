import { mutation, query } from './root-field-operation.ts';

/** A cohort's eligibility check (docs/own-questions.md, "Eligibility check"): the founder's screening and the console. */
const SCREENING_FIELDS = '{ cohortId eligible failedQuestionId answers createdAt }';
const CONSOLE_FIELDS =
  '{ cohortId questions updatedAt updatedByName missingHindi screenedIn screenedOut screenedOutByRule { questionId rule count } }';

export const ELIGIBILITY_OPERATIONS = {
  CohortEligibility: query('CohortEligibility', { cohortId: 'ID!' }, `{ cohortId questions screening ${SCREENING_FIELDS} }`),
  SubmitEligibility: mutation('SubmitEligibility', { cohortId: 'ID!', answers: 'String!' }, SCREENING_FIELDS),
  ConsoleCohortEligibility: query('ConsoleCohortEligibility', { cohortId: 'ID!' }, CONSOLE_FIELDS),
  SaveCohortEligibility: mutation('SaveCohortEligibility', { cohortId: 'ID!', questions: 'String!' }, CONSOLE_FIELDS),
} as const;
