import type { Kysely } from 'kysely';
import { answersSchema, stepQuestions, type Answers } from '@portal/shared/own-questions/answer-schema';
import { OWN_QUESTION_MESSAGES, ownQuestionMessages } from '@portal/shared/own-questions/own-question-messages';
import { readAnswer } from '@portal/shared/own-questions/read-answer';
import { questionLabel } from '@portal/shared/own-questions/question-text';
import type { Question } from '@portal/shared/own-questions/question-schema';
import { compiledByShape } from '../../db/compiled-by-shape.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { findAnswers, readAnswers, saveAnswers } from './answer-repository.ts';
import { exportedAnswers, type ExportedAnswer } from './exported-answers.ts';
import {
  findFormVersion,
  latestFormVersion,
  listFormVersions,
  toFormVersion,
  type FormVersion,
} from './form-version-repository.ts';
import { ownQuestionsDb } from './own-question-tables.ts';

/*
 * The founder's side of a cohort's own questions (docs/own-questions.md): the form an application answers, the step
 * save's answers checked with the shared schema in the founder's language, and the check before a submit.
 */

/** The application as this module needs it (the application module's row, without importing it). */
export interface AnsweringApplication {
  id: string;
  cohortId: string | null;
}

/**
 * The form an application answers (the version its answers were given on, else its cohort's latest) and the answers
 * stored on it, in one query: every step save's answer reads them, and on PostgreSQL each statement is a round trip.
 * The form version is found by its key (the answers' version, else the cohort's latest by its (cohort, version)
 * index), never by reading every cohort's versions; the query is compiled once per shape (db/compiled-by-shape.ts).
 * Undefined when there is no such form (a cohort without questions).
 */
export const buildFormAndAnswers = (
  db: Kysely<Database>,
  shape: { inCohort: boolean },
  values: { applicationId: string; cohortId?: string },
) =>
  ownQuestionsDb(db)
    .selectFrom('form_versions as fv')
    .leftJoin('application_answers as aa', (join) => join.on('aa.application_id', '=', values.applicationId))
    .selectAll('fv')
    .select('aa.answers as stored_answers')
    .where((eb) =>
      eb(
        'fv.id',
        '=',
        eb.fn.coalesce(
          eb.selectFrom('application_answers').select('form_version_id').where('application_id', '=', values.applicationId),
          shape.inCohort
            ? eb
                .selectFrom('form_versions')
                .select('id')
                .where('cohort_id', '=', values.cohortId!)
                .orderBy('version', 'desc')
                .limit(1)
            : eb.lit(null),
        ),
      ),
    );
const formAndAnswersRow = compiledByShape(buildFormAndAnswers);

const formAndAnswers = async (
  db: Kysely<Database>,
  application: AnsweringApplication,
): Promise<{ form: FormVersion; stored: Answers | undefined } | undefined> => {
  const { cohortId } = application;
  const row = await formAndAnswersRow(
    db,
    { inCohort: cohortId !== null },
    cohortId === null ? { applicationId: application.id } : { applicationId: application.id, cohortId },
  );
  if (!row) return undefined;
  const { stored_answers, ...version } = row;
  return { form: toFormVersion(version), stored: stored_answers === null ? undefined : readAnswers(stored_answers) };
};

const formOfApplication = async (db: Kysely<Database>, application: AnsweringApplication): Promise<FormVersion | undefined> =>
  (await formAndAnswers(db, application))?.form;

/** What a save sent, as checked: to check it again if the application's form moves on before the save's lock. */
interface SentAnswers {
  application: AnsweringApplication;
  step: string;
  sent: string;
  locale: string;
}

/**
 * A step's answers as checked: the form version they belong to and the answer to each of the step's questions (and
 * to a question the team moved from this step to another since, when the save answered it).
 */
export interface CheckedStepAnswers {
  formVersionId: string | null;
  questionIds: string[];
  answers: Answers;
  /** Answers sent to questions the team removed from the form since, or moved and changed so they no longer fit (left out; the client says so). */
  dropped: string[];
  checked: SentAnswers;
}

/**
 * Of the question ids a save sent that its step does not ask, those that were on this step in an earlier version of
 * the cohort's form: the team removed them since (on no step of the application's version) or moved them to another
 * step. A save queued before the change keeps its other answers and fields; another cohort's question, or one never
 * on this step, is still refused.
 */
const earlierOnStep = async (
  db: Kysely<Database>,
  application: AnsweringApplication,
  form: FormVersion | undefined,
  step: string,
  unknown: readonly string[],
): Promise<{ removed: string[]; moved: Question[] }> => {
  if (!form || !application.cohortId || unknown.length === 0) return { removed: [], moved: [] };
  const wasOnStep = new Set(
    (await listFormVersions(db, application.cohortId))
      .filter((version) => version.version < form.version)
      .flatMap((version) => stepQuestions(version.questions, step).map((q) => q.id)),
  );
  const earlier = unknown.filter((id) => wasOnStep.has(id));
  return {
    removed: earlier.filter((id) => !form.questions.some((q) => q.id === id)),
    moved: form.questions.filter((q) => earlier.includes(q.id)),
  };
};

/**
 * A save's answers to questions the team moved to another step since (an old device's form still shows them here):
 * each is read by its question's rule now and kept when it fits; one that no longer fits is left out and named; a
 * blank one is not written, so an old device never erases the answer given on the question's new step.
 */
const movedAnswers = (moved: readonly Question[], sent: Record<string, unknown>): { kept: Answers; misfit: string[] } => {
  const kept: Answers = {};
  const misfit: string[] = [];
  for (const question of moved) {
    const reading = readAnswer({ ...question, required: false }, sent[question.id], OWN_QUESTION_MESSAGES);
    if (!reading.ok) misfit.push(question.id);
    else if (reading.value !== null) kept[question.id] = reading.value;
  }
  return { kept, misfit };
};

/** Refused, in the founder's language: the first message shown, each message as details, the questions named in params. */
const refuse = (code: 'VALIDATION_FAILED' | 'OWN_QUESTION_UNKNOWN', messages: string[], questions: string[]): never => {
  throw new AppError(code, { message: messages[0], details: messages, params: { questions: questions.join(',') } });
};

/**
 * Reads a step save's answers (JSON: answer by question id) against the step's questions of the application's form, in
 * the founder's language: an answer of the wrong kind, too long, or an option that does not exist is refused with
 * VALIDATION_FAILED (the message, and "questionId: message" details), one to a question of another cohort or another
 * step with OWN_QUESTION_UNKNOWN; one to a question the team removed since is dropped and named in `dropped`; one to
 * a question the team moved from this step to another is kept when it still fits (`movedAnswers`).
 * Nothing sent (undefined or null) leaves the stored answers as they are.
 */
export const checkStepAnswers = async (
  db: Kysely<Database>,
  application: AnsweringApplication,
  step: string,
  sent: string | null | undefined,
  locale: string,
): Promise<CheckedStepAnswers | null> => {
  if (sent === undefined || sent === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(sent);
  } catch {
    throw new AppError('BAD_REQUEST');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new AppError('BAD_REQUEST');
  const form = await formOfApplication(db, application);
  const questions = form ? stepQuestions(form.questions, step) : [];
  const asked = new Set(questions.map((q) => q.id));
  const earlier = await earlierOnStep(
    db,
    application,
    form,
    step,
    Object.keys(parsed).filter((id) => !asked.has(id)),
  );
  const moved = movedAnswers(earlier.moved, parsed as Record<string, unknown>);
  const aside = new Set([...earlier.removed, ...earlier.moved.map((q) => q.id)]);
  const kept = Object.fromEntries(Object.entries(parsed).filter(([id]) => !aside.has(id)));
  const result = answersSchema(questions, locale).safeParse(kept);
  if (!result.success) {
    const unknown =
      questions.length === 0
        ? Object.keys(kept)
        : result.error.issues.flatMap((i) => (i.code === 'unrecognized_keys' ? i.keys : []));
    const say = ownQuestionMessages(locale);
    if (unknown.length > 0) return refuse('OWN_QUESTION_UNKNOWN', [say.UNKNOWN_QUESTION], unknown);
    const issues = result.error.issues;
    return refuse(
      'VALIDATION_FAILED',
      [...new Set(issues.map((i) => i.message))],
      issues.map((i) => String(i.path[0] ?? '')),
    );
  }
  return {
    formVersionId: form?.id ?? null,
    questionIds: [...questions.map((q) => q.id), ...Object.keys(moved.kept)],
    answers: { ...result.data, ...moved.kept },
    dropped: [...earlier.removed, ...moved.misfit],
    checked: { application, step, sent, locale },
  };
};

/**
 * A save's answers checked again inside its transaction, once the application's row is locked: when the team's new
 * form version moved the draft (or became the one a draft without answers answers) after the first check, they are
 * read against that form, so the save never writes answers on the version the draft left. The move locks the same
 * row (moveDraftAnswers), so the two never interleave.
 */
export const checkedOnCurrentForm = async (
  db: Kysely<Database>,
  applicationId: string,
  answers: CheckedStepAnswers | null,
): Promise<CheckedStepAnswers | null> => {
  if (!answers) return null;
  const { application, step, sent, locale } = answers.checked;
  const stored = await findAnswers(db, applicationId);
  const current =
    stored?.formVersionId ?? (application.cohortId ? (await latestFormVersion(db, application.cohortId))?.id : undefined) ?? null;
  if (current === answers.formVersionId) return answers;
  return checkStepAnswers(db, { ...application, id: applicationId }, step, sent, locale);
};

/** Whether the stored answers already hold these (a replay of a save that landed). */
export const sameStepAnswers = async (
  db: Kysely<Database>,
  applicationId: string,
  checked: CheckedStepAnswers | null,
): Promise<boolean> => {
  if (!checked?.formVersionId) return true;
  const stored = await findAnswers(db, applicationId);
  if (!stored || stored.formVersionId !== checked.formVersionId)
    return checked.questionIds.every((id) => checked.answers[id] === null);
  return checked.questionIds.every(
    (id) => JSON.stringify(stored.answers[id] ?? null) === JSON.stringify(checked.answers[id] ?? null),
  );
};

/**
 * Before a submit: the required questions of the application's form left unanswered, by their text in the founder's
 * language. The application is pinned to its form version (a row is written if it never answered), so it always
 * reads with the form it was submitted with.
 */
export const unansweredRequired = async (
  db: Kysely<Database>,
  application: AnsweringApplication,
  locale: string,
  steps: readonly string[],
): Promise<string[]> => {
  const found = await formAndAnswers(db, application);
  if (!found) return [];
  const missing = found.form.questions.filter(
    (q: Question) => q.required && steps.includes(q.step) && isBlankAnswer(found.stored?.[q.id]),
  );
  return missing.map((q) => questionLabel(q, locale));
};

/** Pins the application to the form version it is submitted with (answers kept; an empty set when it never answered). */
export const pinFormVersion = async (db: Kysely<Database>, application: AnsweringApplication): Promise<void> => {
  const found = await formAndAnswers(db, application);
  if (found && !found.stored) await saveAnswers(db, application.id, found.form.id, {});
};

const isBlankAnswer = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The founder's read: the questions of the application's form version and the stored answers (empty when none). */
export const founderForm = async (
  db: Kysely<Database>,
  application: AnsweringApplication,
): Promise<{ version: number; questions: Question[]; answers: Answers }> => {
  const found = await formAndAnswers(db, application);
  return found
    ? { version: found.form.version, questions: found.form.questions, answers: found.stored ?? {} }
    : { version: 0, questions: [], answers: {} };
};

/** One application's answers as the founder's data export holds them: each with the wording of the version they answered. */
export interface ExportedAnswers {
  applicationId: string;
  formVersion: number;
  answers: ExportedAnswer[];
}

/** The founder's data export: every application's answers, with the question wording of their form version. */
export const answersForExport = async (
  db: Kysely<Database>,
  applications: readonly AnsweringApplication[],
): Promise<ExportedAnswers[]> => {
  const exported: ExportedAnswers[] = [];
  for (const application of applications) {
    const stored = await findAnswers(db, application.id);
    if (!stored) continue;
    const form = await findFormVersion(db, stored.formVersionId);
    exported.push({
      applicationId: application.id,
      formVersion: form?.version ?? 0,
      answers: exportedAnswers(form?.questions ?? [], stored.answers),
    });
  }
  return exported;
};
