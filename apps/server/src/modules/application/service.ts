import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { MESSAGES, requiredMessage } from '@portal/shared/texts/messages';
import {
  COMPANY_REQUIRED_FIELDS,
  businessSchema,
  companyRequiredAlert,
  companySchema,
  fundingSchema,
  personalSchema,
} from '@portal/shared/schemas/application';
import { APPLICATION_FIELDS, FIELD_LABELS, type ApplicationForm } from '@portal/shared/application/application-fields';
import { reviewProblems } from '@portal/shared/application/review-problems';
import { nowIso, type Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import {
  findApplicationByUser,
  findApplicationInCohort,
  findOwnApplicationById,
  insertEmptyApplication,
  listApplicationsOfUser,
  toApplication,
  touchOwnApplication,
  updateOwnApplication,
  upsertPersonalInfo,
  type Application,
  type ApplicationRow,
} from './repository.ts';
import { sameAsStored } from './same-as-stored.ts';
import { clearReadConfirmations, listMembers } from './members-repository.ts';
import { markStepSaved } from './save-marks.ts';
import { stepChanges, type ApplicationChanges } from './field-columns.ts';
import { copiedAnswersOf, uncheckedStepsOf } from './copied-answers.ts';
import { requireScreeningPassed } from '../eligibility/eligibility-service.ts';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import type { VersionedStep } from '@portal/shared/application/application-record';
import { mergeStepSave, type FieldBaseInput, type FieldConflictAnswer, type MergedApplication } from './merge-save.ts';
import { VERSIONED_STEPS } from '@portal/shared/application/application-record';
import { QUESTION_STEPS, type QuestionStep } from '@portal/shared/own-questions/question-kinds';
import { languageOfUser } from '../../auth/account-language.ts';
import {
  checkStepAnswers,
  pinFormVersion,
  sameStepAnswers,
  unansweredRequired,
  type CheckedStepAnswers,
} from '../own-questions/founder-answers.ts';
import { readAnswerBases, type AnswerBases } from '../own-questions/answer-merge.ts';
import { saveOwnAnswers } from './own-answer-save.ts';

/** What the rest of the portal adds around the wizard: the cohorts' times and what follows a submit. */
export interface ApplicationLifecycle {
  /** The cohort a founder without an application applies to (the newest open one); undefined when none is open. */
  cohortForNewApplication: () => Promise<string | undefined>;
  /** Whether a cohort takes new applications and submissions now. */
  isOpen: (cohortId: string) => Promise<boolean>;
  /** Whether the cohort asks every member's "I have read the whole application" before a submit (docs/co-founders.md). */
  teamSignOff: (cohortId: string) => Promise<boolean>;
  /** Called after a successful submit: stores what follows it (jobs), never delivers it here, and never throws. */
  submitted: (application: Application) => Promise<void>;
  /** Throws CONSENT_REQUIRED unless the user has accepted the current privacy notice: called before any save or submit. */
  requireConsent: (user: { id: string; role?: string }) => Promise<void>;
  /**
   * "Keep my earlier video and documents": the new application gets copies of the earlier one's stored files (the
   * files module's; set once the uploads are registered, app.ts).
   */
  keepFiles: (files: { ownerId: string; fromApplicationId: string; toApplicationId: string }) => Promise<void>;
}
const closed = () => new AppError('APPLICATIONS_CLOSED');
const locked = () => new AppError('APPLICATION_LOCKED');
const notFound = () => new AppError('APPLICATION_NOT_FOUND');
const stale = () => new AppError('STALE_WRITE');

/**
 * A save whose base version is no longer the stored one: a replay of a save that already landed (the same
 * values are stored) is answered with the stored application and changes nothing; anything else is refused,
 * so a phone's queued save never overwrites what another device saved since.
 */
const replayOrStale = async (
  db: Kysely<Database>,
  own: ApplicationRow,
  changes: ApplicationChanges,
  answers: CheckedStepAnswers | null,
): Promise<Application> => {
  if (sameAsStored(own, changes) && (await sameStepAnswers(db, own.id, answers))) return toApplication(own);
  throw stale();
};

/**
 * The step's answers to the cohort's own questions (JSON by question id), checked against the application's form in
 * the founder's language (docs/own-questions.md); null when none were sent (the stored ones stay).
 */
const checkedOwnAnswers = async (
  db: Kysely<Database>,
  userId: string,
  application: { id: string; cohortId: string | null } | undefined,
  step: QuestionStep,
  ownAnswers: string | null | undefined,
): Promise<CheckedStepAnswers | null> => {
  if (ownAnswers === undefined || ownAnswers === null || !application) return null;
  return checkStepAnswers(db, application, step, ownAnswers, await languageOfUser(db, userId));
};

/**
 * A save's answer names the answers it left out: their questions were removed from the form since, or moved to another
 * step and no longer fit (founder-answers.ts).
 */
const withDropped = <A extends Application>(application: A, dropped: readonly string[] | undefined): A =>
  dropped && dropped.length > 0 ? { ...application, droppedOwnAnswers: [...dropped] } : application;

/** GraphQL sends an optional field left empty as null; the shared schemas treat absent fields as not given. */
const withoutNulls = (input: unknown): unknown =>
  input && typeof input === 'object' ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) : input;

/**
 * Parses a step's input with the same shared schema the form uses. The error carries the first message
 * (what the form would show) and all of them as details.
 */
const parseStep = <S extends z.ZodType>(
  schema: S,
  input: unknown,
  headline?: (messages: string[]) => string | undefined,
): z.output<S> => {
  const result = schema.safeParse(withoutNulls(input));
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  throw new AppError('VALIDATION_FAILED', { message: headline?.(messages) ?? messages[0]!, details: messages });
};

/** The company step answers missing required fields with one alert naming them all. */
const companyHeadline = (messages: string[]): string | undefined => {
  const missing = COMPANY_REQUIRED_FIELDS.filter((field) => messages.includes(requiredMessage(FIELD_LABELS[field])));
  return missing.length > 0 ? companyRequiredAlert(missing) : undefined;
};

/**
 * A step's values checked as the founder's save of that step checks them (the same shared schema, the same messages
 * and headline), as the columns the save would write: a correction by the team goes through the founder's rules.
 */
export const checkedStepChanges = (step: VersionedStep, input: unknown): ApplicationChanges => {
  switch (step) {
    case 'personal':
      return stepChanges(step, parseStep(personalSchema, input));
    case 'company':
      return stepChanges(step, parseStep(companySchema, input, companyHeadline));
    case 'business':
      return stepChanges(step, parseStep(businessSchema, input));
    case 'funding':
      return stepChanges(step, parseStep(fundingSchema, input));
  }
};

export const getApplicationOfUser = async (db: Kysely<Database>, userId: string): Promise<Application | null> => {
  const row = await findApplicationByUser(db, userId);
  return row ? toApplication(row) : null;
};

/**
 * Step 1: creates the founder's application or updates the personal fields of their current one. Without an
 * application the founder applies to the newest open cohort. A draft stays editable after its cohort closes (a save
 * queued offline before the deadline is not lost), but nothing new is started and nothing is submitted there.
 */
export const savePersonalInfo = async (
  db: Kysely<Database>,
  userId: string,
  input: unknown,
  lifecycle: ApplicationLifecycle,
  baseVersion?: number | null,
  fieldBases?: readonly FieldBaseInput[] | null,
  ownAnswers?: string | null,
  ownAnswerBases?: string | null,
): Promise<Application> => {
  const personal = parseStep(personalSchema, input);
  const current = await findApplicationByUser(db, userId);
  // A co-founder who joined (not the account the row names) saves it by id, as every other step is saved; so does a
  // per-field merge save of an application that exists.
  if (current && (current.user_id !== userId || fieldBases))
    return saveStep(
      db,
      userId,
      current.id,
      { step: 'personal', baseVersion, fieldBases, ownAnswers, ownAnswerBases },
      () => personal,
    );
  const bases = readAnswerBases(ownAnswerBases);
  const cohortId = current?.cohort_id ?? (await lifecycle.cohortForNewApplication());
  if (!cohortId) throw closed();
  // A first save starts the application: a cohort's eligibility check must have let the founder in.
  if (!current) await requireScreeningPassed(db, userId, cohortId);
  const changes = stepChanges('personal', personal);
  const answers = await checkedOwnAnswers(db, userId, { id: current?.id ?? '', cohortId }, 'personal', ownAnswers);
  const saved = await inOneTransaction(db, Boolean(answers?.formVersionId), async (trx) => {
    const row = await upsertPersonalInfo(trx, { id: randomUUID(), userId, cohortId, changes }, baseVersion);
    if (!row) return undefined;
    const own = await saveOwnAnswers(trx, { applicationId: row.id, userId }, answers, bases);
    return withDropped(withConflicts(await savedBy(trx, row, 'personal', userId), own.conflicts), own.dropped);
  });
  if (saved) return saved;
  const own = await findApplicationInCohort(db, userId, cohortId);
  if (!own || own.application_status === SUBMITTED_STATUS) throw locked();
  return withDropped(await replayOrStale(db, own, changes, answers), answers?.dropped);
};

/** After a step save: who saved it, and the members' read marks cleared (save-marks.ts). */
const savedBy = async (
  db: Kysely<Database>,
  row: ApplicationRow,
  step: VersionedStep,
  userId: string,
): Promise<ApplicationRow> => {
  await markStepSaved(db, { applicationId: row.id, step, userId });
  return row;
};

/**
 * Runs a save's writes in one transaction when it writes more than the application's row (its answers to the cohort's
 * own questions), so a failed second write leaves nothing of the first, the step's version included; a save of the
 * row alone keeps its single statement (on PostgreSQL the batched UPDATE, decision 019).
 */
const inOneTransaction = <T>(db: Kysely<Database>, several: boolean, writes: (db: Kysely<Database>) => Promise<T>): Promise<T> =>
  several ? db.transaction().execute(writes) : writes(db);

/** The application as stored after a save, with what the save could not write (fields and answers). */
const withConflicts = (row: ApplicationRow, conflicts: FieldConflictAnswer[]): MergedApplication => ({
  ...toApplication(row),
  conflicts,
});

/** "Start from my … application": which of the founder's own applications, and whether its files come along. */
export interface StartFrom {
  copyFrom?: string | null;
  keepFiles?: boolean | null;
}

/**
 * Starts the founder's application to a cohort they chose (several may be open at once); it becomes their current
 * one. Refused for an unknown, archived, upcoming or closed cohort, a second application to the same cohort, and
 * while a draft in another open cohort is unsubmitted (docs/decisions/023-cohorts.md). With `copyFrom`, one of the
 * founder's own applications (anyone else's id is answered as an unknown one) gives the typed steps' answers, each
 * copied step not checked yet, and with `keepFiles` copies of its video and documents.
 */
export const startApplication = async (
  db: Kysely<Database>,
  userId: string,
  cohortIdInput: string,
  lifecycle: ApplicationLifecycle,
  from: StartFrom = {},
): Promise<Application> => {
  const cohortId = cohortIdInput.trim();
  const copyFrom = from.copyFrom?.trim();
  const earlier = copyFrom ? await findOwnApplicationById(db, userId, copyFrom) : undefined;
  if (copyFrom && !earlier) throw notFound();
  if (!(await lifecycle.isOpen(cohortId))) throw closed();
  if (await findApplicationInCohort(db, userId, cohortId)) throw new AppError('COHORT_ALREADY_APPLIED');
  const drafts = (await listApplicationsOfUser(db, userId)).filter((row) => row.application_status !== SUBMITTED_STATUS);
  for (const draft of drafts)
    if (draft.cohort_id && (await lifecycle.isOpen(draft.cohort_id))) throw new AppError('COHORT_DRAFT_ELSEWHERE');
  await requireScreeningPassed(db, userId, cohortId);
  const id = randomUUID();
  const row = await insertEmptyApplication(db, {
    id,
    userId,
    cohortId,
    ...(earlier ? { copied: copiedAnswersOf(earlier) } : {}),
  });
  if (!row) throw new AppError('COHORT_ALREADY_APPLIED');
  if (!earlier || !from.keepFiles) return toApplication(row);
  await lifecycle.keepFiles({ ownerId: userId, fromApplicationId: earlier.id, toApplicationId: id });
  return toApplication((await findOwnApplicationById(db, userId, id)) ?? row);
};

/**
 * Why an update by id matched no row, told without revealing whether someone else's id exists; or, when only the
 * step's version had moved on, the stored application for a replay of the same values.
 */
const explainMiss = async (
  db: Kysely<Database>,
  userId: string,
  applicationId: string,
  noApplicationMessage: string,
  changes: ApplicationChanges,
  answers: CheckedStepAnswers | null,
): Promise<Application> => {
  const own = await findApplicationByUser(db, userId);
  if (!own) throw new AppError('COMPLETE_PERSONAL_FIRST', { message: noApplicationMessage });
  if (own.id !== applicationId) throw notFound();
  if (own.application_status === SUBMITTED_STATUS) throw locked();
  return replayOrStale(db, own, changes, answers);
};

const requireId = (applicationId: string): string => {
  const id = applicationId.trim();
  if (!id) throw new AppError('APPLICATION_ID_REQUIRED');
  return id;
};

/**
 * Where a step save is based: the step, and either the values each changed field started from (`fieldBases`: a
 * per-field merge, docs/co-founders.md) or the version its text started from (none: the last save wins).
 */
interface StepBase {
  step: VersionedStep;
  baseVersion?: number | null;
  fieldBases?: readonly FieldBaseInput[] | null;
  /** The step's answers to the cohort's own questions, as JSON by question id (none: the stored ones stay). */
  ownAnswers?: string | null;
  /**
   * The answer each changed answer started from, as JSON by question id: only those answers are merged, by the fields'
   * rule (none: every answer sent is written).
   */
  ownAnswerBases?: string | null;
}

/** Why a merge save matched no row, told without revealing whether someone else's id exists. */
const explainMergeMiss = async (
  db: Kysely<Database>,
  userId: string,
  applicationId: string,
  noApplicationMessage: string,
): Promise<never> => {
  const own = await findOwnApplicationById(db, userId, applicationId);
  if (!own) {
    if (!(await findApplicationByUser(db, userId)))
      throw new AppError('COMPLETE_PERSONAL_FIRST', { message: noApplicationMessage });
    throw notFound();
  }
  throw locked();
};

/**
 * A per-field merge save and its answers, in one transaction: the merge's UPDATE (which also takes the step off the
 * unchecked list) locks the row first, then the answers are merged. The member saved the step when a field was kept or
 * an answer changed.
 */
const mergeSave = async (
  db: Kysely<Database>,
  target: { id: string; userId: string; step: VersionedStep },
  parsed: Record<string, unknown>,
  fieldBases: readonly FieldBaseInput[],
  own: { answers: CheckedStepAnswers | null; bases: AnswerBases | null },
  noApplicationMessage: string,
): Promise<MergedApplication> => {
  const saved = await db.transaction().execute(async (trx) => {
    const merged = await mergeStepSave(trx, target, parsed, fieldBases);
    if (!merged) return undefined;
    const answers = await saveOwnAnswers(trx, { applicationId: target.id, userId: target.userId }, own.answers, own.bases);
    let row = merged.row;
    // A save naming fields moved the step's version on already; one that changed only answers moves it here.
    const namedNoField = fieldBases.length === 0;
    if (answers.changed && merged.kept.length === 0)
      row = (await touchOwnApplication(trx, target, true, namedNoField ? target.step : undefined)) ?? row;
    if (merged.kept.length > 0 || answers.changed) await savedBy(trx, row, target.step, target.userId);
    return withDropped(withConflicts(row, [...merged.application.conflicts, ...answers.conflicts]), answers.dropped);
  });
  return saved ?? explainMergeMiss(db, target.userId, target.id, noApplicationMessage);
};

const saveStep = async (
  db: Kysely<Database>,
  userId: string,
  applicationId: string,
  base: StepBase,
  parsedOf: () => Record<string, unknown>,
  noApplicationMessage: string = MESSAGES.COMPLETE_PERSONAL_FIRST,
): Promise<Application> => {
  const id = requireId(applicationId);
  const parsed = parsedOf();
  const bases = readAnswerBases(base.ownAnswerBases);
  const target =
    base.ownAnswers === undefined || base.ownAnswers === null ? undefined : await findOwnApplicationById(db, userId, id);
  const answers = await checkedOwnAnswers(
    db,
    userId,
    target && { id: target.id, cohortId: target.cohort_id },
    base.step,
    base.ownAnswers,
  );
  if (base.fieldBases)
    return mergeSave(db, { id, userId, step: base.step }, parsed, base.fieldBases, { answers, bases }, noApplicationMessage);
  const changes = stepChanges(base.step, parsed as never);
  const saved = await inOneTransaction(db, Boolean(answers?.formVersionId), async (trx) => {
    const version = { step: base.step, base: base.baseVersion };
    const row = await updateOwnApplication(trx, { id, userId, version, markSaved: true }, changes);
    if (!row) return undefined;
    const own = await saveOwnAnswers(trx, { applicationId: row.id, userId }, answers, bases);
    return withDropped(withConflicts(row, own.conflicts), own.dropped);
  });
  return saved ?? withDropped(await explainMiss(db, userId, id, noApplicationMessage, changes, answers), answers?.dropped);
};

/**
 * The save of a step after the personal one: its schema's parse of the input, and the message when the application it
 * needs is missing. The arguments are the GraphQL mutation's, in its order.
 */
const laterStepSave =
  (step: VersionedStep, parse: (input: unknown) => Record<string, unknown>, noApplicationMessage?: string) =>
  (
    db: Kysely<Database>,
    userId: string,
    applicationId: string,
    input: unknown,
    baseVersion?: number | null,
    fieldBases?: readonly FieldBaseInput[] | null,
    ownAnswers?: string | null,
    ownAnswerBases?: string | null,
  ): Promise<Application> =>
    saveStep(
      db,
      userId,
      applicationId,
      { step, baseVersion, fieldBases, ownAnswers, ownAnswerBases },
      () => parse(input),
      noApplicationMessage,
    );

export const saveCompanyInfo = laterStepSave('company', (input) => parseStep(companySchema, input, companyHeadline));
export const saveBusinessDetails = laterStepSave('business', (input) => parseStep(businessSchema, input));
export const saveFundingInfo = laterStepSave(
  'funding',
  (input) => parseStep(fundingSchema, input),
  MESSAGES.COMPLETE_PREVIOUS_FIRST,
);

/** The upload steps (video pitch, documents): they have no step save, so their own questions' answers are saved alone. */
export const ANSWER_ONLY_STEPS = QUESTION_STEPS.filter(
  (step): step is Exclude<QuestionStep, VersionedStep> => !(VERSIONED_STEPS as readonly string[]).includes(step),
);

/**
 * Saves the answers to the cohort's own questions put on an upload step (docs/own-questions.md), checked as a step
 * save checks them, in the founder's language. With `ownAnswerBases` each changed answer is merged by the fields' rule
 * (an answer another member changed since is answered as a conflict and left as stored); without, the last save wins.
 * A replay changes nothing. Refused for a submitted application (APPLICATION_LOCKED) and for another step.
 */
export const saveStepAnswers = async (
  db: Kysely<Database>,
  userId: string,
  applicationId: string,
  step: string,
  ownAnswers: string,
  ownAnswerBases?: string | null,
): Promise<MergedApplication> => {
  const id = requireId(applicationId);
  const own = await findOwnApplicationById(db, userId, id);
  if (!own) throw notFound();
  if (own.application_status === SUBMITTED_STATUS) throw locked();
  const answerStep = ANSWER_ONLY_STEPS.find((s) => s === step);
  if (!answerStep) throw new AppError('BAD_REQUEST');
  const bases = readAnswerBases(ownAnswerBases);
  const answers = await checkedOwnAnswers(db, userId, { id: own.id, cohortId: own.cohort_id }, answerStep, ownAnswers);
  const saved = await db.transaction().execute(async (trx) => {
    // The row first: it locks the application (and is refused once submitted) while the answers are merged.
    const row = await touchOwnApplication(trx, { id, userId });
    if (!row) return undefined;
    const result = await saveOwnAnswers(trx, { applicationId: id, userId }, answers, bases);
    if (!result.changed) return withDropped(withConflicts(row, result.conflicts), result.dropped);
    await clearReadConfirmations(trx, id);
    const touched = (await touchOwnApplication(trx, { id, userId }, true)) ?? row;
    return withDropped(withConflicts(touched, result.conflicts), result.dropped);
  });
  if (!saved) throw locked();
  return saved;
};

/** What is stored, as the review reads it: nothing saved is blank (a yes/no never answered is no). */
const reviewFormOf = (row: ApplicationRow): ApplicationForm => {
  const app = toApplication(row);
  return Object.fromEntries(
    APPLICATION_FIELDS.map((f) => [f.key, app[f.key] ?? (f.kind === 'yesNo' ? false : '')]),
  ) as ApplicationForm;
};

/** Refused, in the founder's language, while a required question of the application's form has no answer. */
const requireOwnAnswers = async (db: Kysely<Database>, own: ApplicationRow, locale: string): Promise<void> => {
  const unanswered = await unansweredRequired(db, { id: own.id, cohortId: own.cohort_id }, locale, QUESTION_STEPS);
  if (unanswered.length > 0)
    throw new AppError('OWN_QUESTIONS_UNANSWERED', { params: { questions: unanswered.join(', ') }, details: unanswered });
};

/**
 * Submits the caller's application once every review rule holds for what is stored. The status only
 * changes if nothing was saved since the check; otherwise the check runs again on the new data. The status changes in
 * a transaction whose UPDATE locks the application's row first, as a step save's does: a new form version moving the
 * cohort's drafts (moveDraftAnswers locks the same rows) either waits and leaves the application submitted on its
 * version, or moved it first, and then the own answers are checked again on the version it moved to.
 */
export const submitApplication = async (
  db: Kysely<Database>,
  userId: string,
  applicationId: string,
  lifecycle: ApplicationLifecycle,
): Promise<Application> => {
  const id = applicationId.trim();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const own = await findApplicationByUser(db, userId);
    if (!own || own.id !== id) throw notFound();
    if (own.application_status === SUBMITTED_STATUS) throw locked();
    if (!own.cohort_id || !(await lifecycle.isOpen(own.cohort_id))) throw closed();
    const unchecked = uncheckedStepsOf(own);
    if (unchecked.length > 0)
      throw new AppError('STEPS_NOT_CHECKED', { params: { steps: unchecked.join(',') }, details: unchecked });
    const problems = reviewProblems(reviewFormOf(own));
    if (problems.length > 0) throw new AppError('SUBMIT_INCOMPLETE', { details: problems });
    const locale = await languageOfUser(db, userId);
    await requireOwnAnswers(db, own, locale);
    if (await lifecycle.teamSignOff(own.cohort_id)) {
      const members = await listMembers(db, own.id);
      const waiting = members.filter((member) => member.readConfirmedAt === null);
      if (waiting.length > 0) throw new AppError('TEAM_SIGN_OFF_MISSING', { details: waiting.map((member) => member.name) });
    }
    const submitted = await db.transaction().execute(async (trx) => {
      const row = await updateOwnApplication(
        trx,
        { id, userId, unchangedSince: own.updated_at },
        { application_status: SUBMITTED_STATUS, submitted_at: nowIso() },
      );
      if (!row) return undefined;
      await requireOwnAnswers(trx, row, locale);
      await pinFormVersion(trx, { id: row.id, cohortId: row.cohort_id });
      return row;
    });
    if (submitted) {
      const application = toApplication(submitted);
      await lifecycle.submitted(application);
      return application;
    }
  }
  throw new Error('submitApplication: the application kept changing during the check');
};
