import { builder } from '../../graphql/builder.ts';
import { requireViewer, type GraphQLContext } from '../../graphql/context.ts';
import { ViewerRef } from '../../graphql/viewer.ts';
import type { StepVersions } from '@portal/shared/application/application-record';
import type { Application } from './repository.ts';
import { catalogueFileFields, catalogueInputFields, catalogueTypedFields } from './catalogue-graphql.ts';
import {
  getApplicationOfUser,
  saveBusinessDetails,
  saveCompanyInfo,
  saveFundingInfo,
  savePersonalInfo,
  saveStepAnswers,
  startApplication,
  submitApplication,
} from './service.ts';
import { listApplicationsOfUser } from './repository.ts';
import { CohortRef } from '../cohorts/cohort-schema.ts';
import type { FieldConflictAnswer, MergedApplication } from './merge-save.ts';
import { founderForm } from '../own-questions/founder-answers.ts';

type FounderForm = Awaited<ReturnType<typeof founderForm>>;

const StepVersionsRef = builder.objectRef<StepVersions>('StepVersions').implement({
  description: 'How many times each step was saved. Send the version your text was based on as baseVersion.',
  fields: (t) => ({
    personal: t.exposeInt('personal'),
    company: t.exposeInt('company'),
    business: t.exposeInt('business'),
    funding: t.exposeInt('funding'),
  }),
});

const CopiedAnswersRef = builder.objectRef<{ filled: number; total: number }>('CopiedAnswers').implement({
  description: 'How many answers of the typed steps a copy from an earlier application filled, of how many.',
  fields: (t) => ({ filled: t.exposeInt('filled'), total: t.exposeInt('total') }),
});

const BASE_VERSION_DESCRIPTION =
  "The step's version (stepVersions) the input was based on. When the stored version differs, the save is refused with STALE_WRITE, unless the same values are already stored (a replay: answered with the application, nothing changes). Without it the last save wins.";

const FIELD_BASES_DESCRIPTION =
  'A per-field merge save (docs/co-founders.md): each field you changed, with the value it had when you started (JSON-encoded, as the application answered it; null when it was empty). A field is written when its stored value is still that base or already your new value; otherwise it is answered in conflicts, with the stored value and who wrote it, and left as stored. Fields not named are not written. With fieldBases, baseVersion is not used.';

const FieldBaseInputRef = builder.inputType('FieldBaseInput', {
  description: 'One changed field of a per-field merge save and the value it started from.',
  fields: (t) => ({
    field: t.string({ required: true, description: 'The field, as the application names it (city, teamSize, …).' }),
    base: t.string({ description: 'Its value when you started, JSON-encoded ("Pune", 4, true); null when it was empty.' }),
  }),
});

const FieldConflictRef = builder.objectRef<FieldConflictAnswer>('FieldConflict').implement({
  description:
    'A field a per-field merge save did not write: another member saved another value since you started. Choose one and save it with the stored value as its base.',
  fields: (t) => ({
    field: t.exposeString('field'),
    stored: t.exposeString('stored', { description: 'The stored value, JSON-encoded.' }),
    storedBy: t.exposeString('storedBy', { nullable: true, description: 'The name of the member who wrote it, when known.' }),
    storedAt: t.exposeString('storedAt', { nullable: true }),
    yours: t.exposeString('yours', { description: 'The value your save had, JSON-encoded.' }),
  }),
});

const OWN_ANSWERS_DESCRIPTION =
  "The step's answers to the cohort's own questions (ownForm), as JSON: answer by question id. Checked against the application's form version in your language; refused with VALIDATION_FAILED (wrong kind, too long, an option that does not exist) or OWN_QUESTION_UNKNOWN (a question of another cohort or another step). An answer to a question the team removed since is left out and named in droppedOwnAnswers; the rest is saved. Left out, the stored answers stay.";

const OWN_ANSWER_BASES_DESCRIPTION =
  'A per-answer merge of ownAnswers (docs/own-questions.md): each answer you changed, by question id, with the answer it had when you started (as ownForm.answers gave it; null when unanswered), as JSON. Only those answers are written, each when its stored answer is still that base or already yours; otherwise it is answered in conflicts as own:<question id>, with the stored answer and who wrote it, and left as stored. Left out, every answer sent is written (the last save wins).';

const OwnFormRef = builder.objectRef<FounderForm>('OwnForm').implement({
  description:
    "The cohort's own questions of the form version the application answers, and its stored answers (docs/own-questions.md).",
  fields: (t) => ({
    version: t.exposeInt('version', { description: '0 when the cohort has no questions.' }),
    questions: t.string({
      description: 'The questions in order, as JSON (packages/shared/src/own-questions/question-schema.ts).',
      resolve: (form) => JSON.stringify(form.questions),
    }),
    answers: t.string({
      description: 'The stored answers, as JSON by question id.',
      resolve: (form) => JSON.stringify(form.answers),
    }),
  }),
});

const ApplicationRef = builder.objectRef<Application>('Application').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    ...catalogueTypedFields(t, true),
    ...catalogueFileFields(t),
    submittedAt: t.exposeString('submittedAt', { nullable: true }),
    updatedAt: t.exposeString('updatedAt'),
    stepVersions: t.field({ type: StepVersionsRef, resolve: (application) => application.stepVersions }),
    uncheckedSteps: t.stringList({
      description:
        'The steps copied from an earlier application that you have not saved since ("from last time, not checked yet"). Submitting is refused with STEPS_NOT_CHECKED while any remain.',
      resolve: (application) => application.uncheckedSteps,
    }),
    conflicts: t.field({
      type: [FieldConflictRef],
      description:
        'Only in the answer to a per-field merge save (fieldBases) or a per-answer one (ownAnswerBases): the fields it could not write, and the answers to own questions as own:<question id>. Empty otherwise.',
      resolve: (application) => (application as Partial<MergedApplication>).conflicts ?? [],
    }),
    droppedOwnAnswers: t.stringList({
      description:
        'Only in the answer to a save with ownAnswers: the questions (ids) whose answers it left out because the team removed them from the form since. Empty otherwise.',
      resolve: (application) => (application as { droppedOwnAnswers?: string[] }).droppedOwnAnswers ?? [],
    }),
    ownForm: t.field({
      type: OwnFormRef,
      description: "The cohort's own questions this application answers (its form version) and the answers stored.",
      resolve: (application, _args, context) => founderForm(context.db, application),
    }),
    copiedAnswers: t.field({
      type: CopiedAnswersRef,
      nullable: true,
      description: 'Set when the application was started from an earlier one (startApplication copyFrom).',
      resolve: (application) => application.copiedAnswers ?? null,
    }),
  }),
});

const PersonalInput = builder.inputType('PersonalInput', { fields: (t) => catalogueInputFields(t, 'personal') });

const CompanyInput = builder.inputType('CompanyInput', { fields: (t) => catalogueInputFields(t, 'company') });

const BusinessInput = builder.inputType('BusinessInput', { fields: (t) => catalogueInputFields(t, 'business') });

const FundingInput = builder.inputType('FundingInput', {
  description:
    'Amounts as typed, in whole rupees: digits with Indian (2,50,000) or international (2,500,000) grouping, an optional ₹ and spaces; blank is 0. Paise, words and negatives are refused with VALIDATION_FAILED.',
  fields: (t) => catalogueInputFields(t, 'funding'),
});

builder.objectField(ViewerRef, 'application', (t) =>
  t.field({
    type: ApplicationRef,
    nullable: true,
    resolve: (viewer, _args, context) => getApplicationOfUser(context.db, viewer.id),
  }),
);

builder.queryField('myApplication', (t) =>
  t.field({
    type: ApplicationRef,
    nullable: true,
    resolve: async (_root, _args, context) => {
      const viewer = await context.viewer();
      return viewer ? getApplicationOfUser(context.db, viewer.id) : null;
    },
  }),
);

/** The signed-in founder who may write to their application: refused (CONSENT_REQUIRED) before consenting to the notice. */
const writingViewer = async (context: GraphQLContext) => {
  const viewer = await requireViewer(context);
  await context.app.applicationLifecycle.requireConsent(viewer);
  return viewer;
};

builder.mutationFields((t) => {
  /** The company, business and funding saves: the application, the step's input and the version it was based on. */
  const stepSave = (inputType: typeof CompanyInput, save: typeof saveCompanyInfo) =>
    t.field({
      type: ApplicationRef,
      args: {
        applicationId: t.arg.id({ required: true }),
        input: t.arg({ type: inputType, required: true }),
        baseVersion: t.arg.int({ description: BASE_VERSION_DESCRIPTION }),
        fieldBases: t.arg({ type: [FieldBaseInputRef], description: FIELD_BASES_DESCRIPTION }),
        ownAnswers: t.arg.string({ description: OWN_ANSWERS_DESCRIPTION }),
        ownAnswerBases: t.arg.string({ description: OWN_ANSWER_BASES_DESCRIPTION }),
      },
      resolve: async (_root, { applicationId, input, baseVersion, fieldBases, ownAnswers, ownAnswerBases }, context) =>
        save(
          context.db,
          (await writingViewer(context)).id,
          String(applicationId),
          input,
          baseVersion,
          fieldBases,
          ownAnswers,
          ownAnswerBases,
        ),
    });
  return {
    savePersonalInfo: t.field({
      type: ApplicationRef,
      args: {
        input: t.arg({ type: PersonalInput, required: true }),
        baseVersion: t.arg.int({ description: BASE_VERSION_DESCRIPTION }),
        fieldBases: t.arg({ type: [FieldBaseInputRef], description: FIELD_BASES_DESCRIPTION }),
        ownAnswers: t.arg.string({ description: OWN_ANSWERS_DESCRIPTION }),
        ownAnswerBases: t.arg.string({ description: OWN_ANSWER_BASES_DESCRIPTION }),
      },
      resolve: async (_root, { input, baseVersion, fieldBases, ownAnswers, ownAnswerBases }, context) =>
        savePersonalInfo(
          context.db,
          (await writingViewer(context)).id,
          input,
          context.app.applicationLifecycle,
          baseVersion,
          fieldBases,
          ownAnswers,
          ownAnswerBases,
        ),
    }),
    saveCompanyInfo: stepSave(CompanyInput, saveCompanyInfo),
    saveBusinessDetails: stepSave(BusinessInput, saveBusinessDetails),
    saveFundingInfo: stepSave(FundingInput, saveFundingInfo),
    saveStepAnswers: t.field({
      type: ApplicationRef,
      description:
        "Saves the answers to the cohort's own questions put on an upload step (video, financial, pitch_deck), which has no step save of its own. Checked like ownAnswers of a step save; refused with BAD_REQUEST for another step, APPLICATION_LOCKED once submitted. No version: with ownAnswerBases each changed answer is merged (conflicts as own:<question id>), without them the last save wins.",
      args: {
        applicationId: t.arg.id({ required: true }),
        step: t.arg.string({ required: true }),
        ownAnswers: t.arg.string({ required: true, description: OWN_ANSWERS_DESCRIPTION }),
        ownAnswerBases: t.arg.string({ description: OWN_ANSWER_BASES_DESCRIPTION }),
      },
      resolve: async (_root, { applicationId, step, ownAnswers, ownAnswerBases }, context) =>
        saveStepAnswers(context.db, (await writingViewer(context)).id, String(applicationId), step, ownAnswers, ownAnswerBases),
    }),
    submitApplication: t.field({
      type: ApplicationRef,
      args: { applicationId: t.arg.id({ required: true }) },
      resolve: async (_root, { applicationId }, context) =>
        submitApplication(context.db, (await writingViewer(context)).id, String(applicationId), context.app.applicationLifecycle),
    }),
    startApplication: t.field({
      type: ApplicationRef,
      description:
        'Starts your application to an open cohort (openCohorts); it becomes the application the step saves go to. Refused with APPLICATIONS_CLOSED for a cohort not open (or unknown), COHORT_ALREADY_APPLIED, COHORT_DRAFT_ELSEWHERE while a draft in another open cohort is unsubmitted, and in a cohort with an eligibility check ELIGIBILITY_CHECK_REQUIRED before you answered it (submitEligibility) or ELIGIBILITY_NOT_MET when it did not let you in.',
      args: {
        cohortId: t.arg.id({ required: true }),
        copyFrom: t.arg.id({
          description:
            'One of your own applications (myApplications): its personal, company, business and funding answers are copied, each step marked not checked yet until you save it. An id that is not yours is refused with APPLICATION_NOT_FOUND.',
        }),
        keepFiles: t.arg.boolean({ description: "With copyFrom: keep copies of that application's video and documents." }),
      },
      resolve: async (_root, { cohortId, copyFrom, keepFiles }, context) =>
        startApplication(context.db, (await writingViewer(context)).id, String(cohortId), context.app.applicationLifecycle, {
          copyFrom: copyFrom === null || copyFrom === undefined ? null : String(copyFrom),
          keepFiles,
        }),
    }),
  };
});

/** One of the founder's applications as the dashboard lists them (the decision is added by modules/review). */
export interface ApplicationSummary {
  id: string;
  status: string;
  cohortId: string | null;
  createdAt: string;
  submittedAt: string | null;
  current: boolean;
}

export const ApplicationSummaryRef = builder.objectRef<ApplicationSummary>('ApplicationSummary').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    createdAt: t.exposeString('createdAt'),
    submittedAt: t.exposeString('submittedAt', { nullable: true }),
    current: t.exposeBoolean('current', { description: 'The application the step saves go to (the newest).' }),
    cohort: t.field({
      type: CohortRef,
      nullable: true,
      resolve: (summary, _args, context) => (summary.cohortId ? context.app.cohorts.find(summary.cohortId) : undefined),
    }),
  }),
});

builder.queryField('myApplications', (t) =>
  t.field({
    type: [ApplicationSummaryRef],
    description: 'Every application of yours, newest first: one per cohort.',
    resolve: async (_root, _args, context) => {
      const rows = await listApplicationsOfUser(context.db, (await requireViewer(context)).id);
      return rows.map((row, index) => ({
        id: row.id,
        status: row.application_status,
        cohortId: row.cohort_id,
        createdAt: row.created_at,
        submittedAt: row.submitted_at,
        current: index === 0,
      }));
    },
  }),
);
