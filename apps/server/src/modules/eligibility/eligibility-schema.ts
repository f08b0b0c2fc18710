import { eligibilityMissingHindi } from '@portal/shared/eligibility/eligibility-schema';
import { builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { requireAdmin, requireStaff } from '../../auth/staff-access.ts';
import { AppError } from '../../http/errors.ts';
import { findCohort } from '../cohorts/cohort-repository.ts';
import { CohortRef } from '../cohorts/cohort-schema.ts';
import {
  findEligibilityCheck,
  findScreening,
  screeningCounts,
  type EligibilityCheck,
  type Screening,
} from './eligibility-repository.ts';
import { founderCheck, saveCohortEligibility, submitScreening } from './eligibility-service.ts';

/** A founder's screening as the API answers it (a cohort without a check: eligible, never stored). */
type ScreeningAnswer = Omit<Screening, 'createdAt'> & { createdAt: string | null };

const ScreeningRef = builder.objectRef<ScreeningAnswer>('EligibilityScreening').implement({
  description: "Your answers to a cohort's eligibility check and their outcome (docs/own-questions.md).",
  fields: (t) => ({
    cohortId: t.exposeID('cohortId'),
    eligible: t.exposeBoolean('eligible'),
    failedQuestionId: t.exposeString('failedQuestionId', {
      nullable: true,
      description: 'When not eligible: the first question whose rule your answers did not meet.',
    }),
    answers: t.string({ description: 'Your answers by question id, as JSON.', resolve: (s) => JSON.stringify(s.answers) }),
    createdAt: t.exposeString('createdAt', { nullable: true }),
  }),
});

const questionsJson = (check: EligibilityCheck): string => JSON.stringify(check.questions);

const FounderCheckRef = builder.objectRef<EligibilityCheck & { userId: string }>('CohortEligibility').implement({
  description: "A cohort's eligibility check as a founder answers it, with your screening when you answered it.",
  fields: (t) => ({
    cohortId: t.exposeID('cohortId'),
    questions: t.string({
      description:
        'The questions and their rules in order, as JSON (packages/shared/src/eligibility); [] when the cohort has no check.',
      resolve: questionsJson,
    }),
    screening: t.field({
      type: ScreeningRef,
      nullable: true,
      resolve: async (check, _args, context) => (await findScreening(context.db, check.userId, check.cohortId)) ?? null,
    }),
  }),
});

const RuleCountRef = builder.objectRef<{ questionId: string; rule: string; count: number }>('EligibilityRuleCount').implement({
  description: 'How many founders a rule screened out; `rule` is the question and rule as they read when it did.',
  fields: (t) => ({ questionId: t.exposeString('questionId'), rule: t.exposeString('rule'), count: t.exposeInt('count') }),
});

type ConsoleCheck = EligibilityCheck & { counts: Awaited<ReturnType<typeof screeningCounts>> };

const ConsoleCheckRef = builder.objectRef<ConsoleCheck>('ConsoleCohortEligibility').implement({
  description: "A cohort's eligibility check on the console, with how many founders it screened in and out by rule.",
  fields: (t) => ({
    cohortId: t.exposeID('cohortId'),
    questions: t.string({ description: 'The questions and rules in order, as JSON.', resolve: questionsJson }),
    updatedAt: t.exposeString('updatedAt', { nullable: true }),
    updatedByName: t.exposeString('updatedByName', { nullable: true }),
    missingHindi: t.stringList({
      description: 'Each question lacking Hindi text, by its English text: the cohort cannot open until none is left.',
      resolve: (check) => eligibilityMissingHindi(check.questions).map((m) => `${m.labelEn} (${m.missing.join(', ')})`),
    }),
    screenedIn: t.int({ resolve: (check) => check.counts.eligible }),
    screenedOut: t.int({ resolve: (check) => check.counts.refused.reduce((sum, r) => sum + r.count, 0) }),
    screenedOutByRule: t.field({ type: [RuleCountRef], resolve: (check) => check.counts.refused }),
  }),
});

const consoleCheck = async (db: Parameters<typeof findEligibilityCheck>[0], cohortId: string): Promise<ConsoleCheck> => ({
  ...(await findEligibilityCheck(db, cohortId)),
  counts: await screeningCounts(db, cohortId),
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST');
  }
};

builder.queryFields((t) => ({
  cohortEligibility: t.field({
    type: FounderCheckRef,
    description: "A cohort's eligibility check and your screening (signed in). Unknown or archived cohorts: COHORT_NOT_FOUND.",
    args: { cohortId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = await requireViewer(context);
      return { ...(await founderCheck(context.db, String(args.cohortId))), userId: viewer.id };
    },
  }),
  consoleCohortEligibility: t.field({
    type: ConsoleCheckRef,
    description: "A cohort's eligibility check and its screening counts (staff).",
    args: { cohortId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      requireStaff(await context.viewer());
      const cohort = await findCohort(context.db, String(args.cohortId));
      if (!cohort) throw new AppError('COHORT_NOT_FOUND');
      return consoleCheck(context.db, cohort.id);
    },
  }),
}));

builder.mutationFields((t) => ({
  submitEligibility: t.field({
    type: ScreeningRef,
    description:
      "Your answers to an open cohort's eligibility check: kept with the outcome, eligible or not; nothing else is created. Your first answers stand: sending again answers with them. Refused: VALIDATION_FAILED, APPLICATIONS_CLOSED, COHORT_NOT_FOUND.",
    args: {
      cohortId: t.arg.id({ required: true }),
      answers: t.arg.string({ required: true, description: 'Answers by question id, as JSON.' }),
    },
    resolve: async (_root, args, context) => {
      const viewer = await requireViewer(context);
      await context.app.applicationLifecycle.requireConsent(viewer);
      return submitScreening({ db: context.db }, viewer.id, String(args.cohortId), parseJson(args.answers), 'en');
    },
  }),
  saveCohortEligibility: t.field({
    type: ConsoleCheckRef,
    description:
      "Saves a cohort's eligibility check (admins): up to 8 questions with a rule each; [] removes it. Once the cohort has opened every Hindi text is required (OWN_QUESTIONS_HINDI_MISSING).",
    args: {
      cohortId: t.arg.id({ required: true }),
      questions: t.arg.string({ required: true, description: 'The questions and rules in order, as JSON.' }),
    },
    resolve: async (_root, args, context) => {
      const admin = requireAdmin(await context.viewer());
      const saved = await saveCohortEligibility({ db: context.db }, String(args.cohortId), parseJson(args.questions), {
        id: admin.id,
        name: admin.name,
      });
      context.app.cohorts.changed();
      return consoleCheck(context.db, saved.cohortId);
    },
  }),
}));

builder.objectField(CohortRef, 'eligibilityCheck', (t) =>
  t.boolean({
    description: 'Whether founders answer an eligibility check before an application to this cohort starts (cohortEligibility).',
    resolve: async (cohort, _args, context) => (await findEligibilityCheck(context.db, cohort.id)).questions.length > 0,
  }),
);
