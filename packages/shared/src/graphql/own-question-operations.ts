import { mutation, query } from './root-field-operation.ts';

/** A cohort's own questions (docs/own-questions.md): the console's form editor. */
const FORM_FIELDS = '{ cohortId version questions createdAt createdByName missingHindi }';

export const OWN_QUESTION_OPERATIONS = {
  ConsoleCohortForm: query('ConsoleCohortForm', { cohortId: 'ID!' }, FORM_FIELDS),
  SaveCohortForm: mutation('SaveCohortForm', { cohortId: 'ID!', questions: 'String!' }, FORM_FIELDS),
} as const;
