import { mutation, query } from './root-field-operation.ts';

/** The cohorts' operations (docs/cohorts.md): the founder's choice of cohort and past applications, and the console's Cohorts page. */
const COHORT_FIELDS = '{ id nameEn nameHi names { language name } description opensAt closesAt archivedAt state }';
/** The console's cohorts also carry their reminder times (docs/reminders.md) and their hold for a missing Hindi text. */
const CONSOLE_COHORT_FIELDS =
  '{ id nameEn nameHi names { language name } description opensAt closesAt archivedAt reminderOffsets state heldForHindi }';

export const COHORT_OPERATIONS = {
  /** `eligibilityCheck`: the dashboard's Apply goes to the cohort's screening first (docs/own-questions.md). */
  OpenCohorts: query(
    'OpenCohorts',
    {},
    '{ id nameEn nameHi names { language name } description opensAt closesAt archivedAt state eligibilityCheck }',
  ),
  MyApplications: query(
    'MyApplications',
    {},
    `{ id status createdAt submittedAt current cohort ${COHORT_FIELDS} decision { outcome publishedAt } }`,
  ),
  StartApplication: mutation(
    'StartApplication',
    { cohortId: 'ID!', copyFrom: 'ID', keepFiles: 'Boolean' },
    '{ id status uncheckedSteps copiedAnswers { filled total } }',
  ),
  ConsoleCohorts: query('ConsoleCohorts', {}, CONSOLE_COHORT_FIELDS),
  CreateCohort: mutation('CreateCohort', { input: 'CohortInput!' }, CONSOLE_COHORT_FIELDS),
  UpdateCohort: mutation('UpdateCohort', { cohortId: 'ID!', input: 'CohortInput!' }, CONSOLE_COHORT_FIELDS),
  OpenCohortNow: mutation('OpenCohortNow', { cohortId: 'ID!' }, CONSOLE_COHORT_FIELDS),
  CloseCohortNow: mutation('CloseCohortNow', { cohortId: 'ID!' }, CONSOLE_COHORT_FIELDS),
  ArchiveCohort: mutation('ArchiveCohort', { cohortId: 'ID!' }, CONSOLE_COHORT_FIELDS),
} as const;
