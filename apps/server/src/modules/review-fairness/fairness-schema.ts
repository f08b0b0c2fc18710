import { z } from 'zod';
import { cohortArgOf } from '../cohorts/cohort-arg.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { consoleNotFound, requireAdmin, requireStaff, type StaffUser } from '../../auth/staff-access.ts';
import { findSubmittedApplication } from '../console/console-detail.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { ConsoleRowRef, DetailRef } from '../console/console-schema.ts';
import { REVIEW_MESSAGES } from '@portal/shared/review/review';
import { DUPLICATE_KINDS } from '@portal/shared/review/review-fairness';
import { loadReviewerCalibration, type ReviewerCalibration } from './calibration-repository.ts';
import { findConfidence, saveConfidence } from './confidence.ts';
import { previewDecision, type DecisionPreview } from './decision-preview.ts';
import type { DuplicateLink } from './duplicates.ts';
import type { AppliedBefore } from '../console/returning-founder.ts';
import type { FieldChange } from '@portal/shared/cohorts/changes-since-last';
import type { FairDetail, FairRow } from './fair-views.ts';
import { listInProgress, type InProgressRow } from './in-progress.ts';
import { idSchema } from '../review-stages/stage-input.ts';
import { ScoreSummaryRef } from '../review-stages/score-summary-schema.ts';
import { CriterionRef } from '../review-stages/stage-schema.ts';
import { stageScoringOf } from '../review-stages/score-summary.ts';
import { refuseUndeclaredOrConflicted } from '../review-stages/reviewer-queue.ts';
import { StageProgressRef } from '../review-stages/stage-progress-schema.ts';

const staffOf = async (context: GraphQLContext): Promise<StaffUser> => requireStaff(await context.viewer());
const pageSchema = z
  .number({ error: REVIEW_MESSAGES.PAGE_INVALID })
  .int(REVIEW_MESSAGES.PAGE_INVALID)
  .min(1, REVIEW_MESSAGES.PAGE_INVALID)
  .max(1_000_000, REVIEW_MESSAGES.PAGE_INVALID);

const DuplicateLinkRef = builder.objectRef<DuplicateLink>('DuplicateLink').implement({
  description:
    'Another submitted application in the same cohort that shares a phone, email, normalised company name or DPIIT number with this one.',
  fields: (t) => ({
    applicationId: t.exposeID('applicationId', {
      nullable: true,
      description: 'Null when the viewer reviews this application blind: a duplicate exists, which one is withheld.',
    }),
    companyName: t.exposeString('companyName', { nullable: true }),
    reasons: t.exposeStringList('reasons', { description: `One of ${DUPLICATE_KINDS.map((k) => `'${k}'`).join(', ')}.` }),
  }),
});

const AppliedBeforeRef = builder.objectRef<AppliedBefore>('AppliedBefore').implement({
  description: "One of the same founder account's earlier submitted applications, in another cohort.",
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    cohortName: t.exposeString('cohortName'),
    submittedAt: t.exposeString('submittedAt', { nullable: true }),
    decision: t.exposeString('decision', {
      nullable: true,
      description: 'The published decision; null while none is published.',
    }),
  }),
});

const FieldChangeRef = builder.objectRef<FieldChange>('FieldChange').implement({
  description: 'A catalogue field that reads differently than in the last earlier application (uploads: name and size).',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The catalogue key, as on ConsoleApplicationDetail.' }),
    label: t.exposeString('label'),
    before: t.exposeString('before', { nullable: true, description: 'As the console shows it; null: left blank.' }),
    after: t.exposeString('after', { nullable: true }),
  }),
});

builder.objectFields(ConsoleRowRef, (t) => ({
  stageId: t.id({ nullable: true, description: 'The review stage it is in now.', resolve: (r) => r.stageId }),
  stageName: t.string({ nullable: true, resolve: (r) => r.stageName }),
  stageMean: t.float({
    nullable: true,
    deprecationReason: 'Use scoreSummary.weightedMean.',
    resolve: (r) => r.stageMean,
  }),
  calibratedScore: t.float({
    nullable: true,
    deprecationReason: 'Use scoreSummary.calibrated: it is null, with a reason, when there are too few scores to calibrate.',
    resolve: (r) => r.calibratedScore,
  }),
  scoreSummary: t.field({ type: ScoreSummaryRef, resolve: (r) => (r as FairRow).scoreSummary }),
  duplicates: t.field({ type: [DuplicateLinkRef], resolve: (r) => (r as FairRow).duplicates ?? [] }),
}));

builder.objectFields(DetailRef, (t) => ({
  stageMean: t.float({
    nullable: true,
    deprecationReason: 'Use scoreSummary.weightedMean.',
    resolve: (d) => (d as FairDetail).stageMean ?? null,
  }),
  calibratedScore: t.float({
    nullable: true,
    deprecationReason: 'Use scoreSummary.calibrated.',
    resolve: (d) => (d as FairDetail).calibratedScore ?? null,
  }),
  scoreSummary: t.field({ type: ScoreSummaryRef, resolve: (d) => (d as FairDetail).scoreSummary }),
  stageRubric: t.field({
    type: [CriterionRef],
    description: "Its current stage's rubric, the only one it is scored with there ([] when it is in no stage).",
    resolve: async (d, _args, context) => (await stageScoringOf(context.db, d.id, (await staffOf(context)).id)).criteria,
  }),
  viewerReviewStatus: t.string({
    nullable: true,
    description: "The viewer's review of it in its current stage ('declare', 'to-do', 'done'); null when not assigned.",
    resolve: async (d, _args, context) => (await stageScoringOf(context.db, d.id, (await staffOf(context)).id)).viewerStatus,
  }),
  duplicates: t.field({ type: [DuplicateLinkRef], resolve: (d) => (d as FairDetail).duplicates ?? [] }),
  blind: t.boolean({
    description:
      'True when the viewer reviews blind: name, email and phone are null, any mention of them in free text is withheld, file names generic.',
    resolve: (d) => (d as FairDetail).blind ?? false,
  }),
  appliedBefore: t.field({
    type: [AppliedBeforeRef],
    nullable: true,
    description: "The founder's earlier submitted applications in other cohorts, newest first. Null in blind review.",
    resolve: (d) => (d as FairDetail).appliedBefore ?? null,
  }),
  changesSinceLast: t.field({
    type: [FieldChangeRef],
    nullable: true,
    description: 'What reads differently than in the newest of appliedBefore ([] when none). Null in blind review.',
    resolve: (d) => (d as FairDetail).changesSinceLast ?? null,
  }),
  viewerConfidence: t.int({
    nullable: true,
    description: 'The viewer’s own confidence (1–3) in their scores of this application.',
    resolve: async (d, _args, context) => findConfidence(context.db, d.id, (await staffOf(context)).id),
  }),
}));

const ReviewerCalibrationRef = builder.objectRef<ReviewerCalibration>('ReviewerCalibration').implement({
  fields: (t) => ({
    reviewerId: t.exposeID('reviewerId'),
    reviewerName: t.exposeString('reviewerName'),
    count: t.exposeInt('count', { description: 'Applications scored.' }),
    mean: t.exposeFloat('mean', { description: 'Mean weighted total (1–5).' }),
    sd: t.exposeFloat('sd'),
    shared: t.exposeInt('shared', { description: 'Applications also scored by another reviewer.' }),
    offset: t.exposeFloat('offset', {
      description: 'Mean distance from co-reviewers on shared applications, in panel standard deviations.',
    }),
    drifting: t.exposeBoolean('drifting'),
  }),
});

const InProgressRowRef = builder.objectRef<InProgressRow>('InProgressApplication').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    companyName: t.exposeString('companyName', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    sector: t.exposeString('sector', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

const InProgressPageRef = builder.objectRef<{ total: number; page: number; items: InProgressRow[] }>('InProgressPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    items: t.field({ type: [InProgressRowRef], resolve: (p) => p.items }),
  }),
});

const DecisionPreviewRef = builder.objectRef<DecisionPreview>('DecisionPreview').implement({
  description:
    'The email publishing the current decision sends (always: founders cannot switch decision emails off), shown before the team confirms.',
  fields: (t) => ({
    decision: t.exposeString('decision'),
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    stageProgress: t.field({
      type: StageProgressRef,
      nullable: true,
      description: 'Its current review stage and what is unfinished there (null: in no stage). Publishing is not refused.',
      resolve: (p) => p.stageProgress,
    }),
  }),
});

builder.queryFields((t) => ({
  consoleReviewerCalibration: t.field({
    type: [ReviewerCalibrationRef],
    args: {
      stageId: t.arg.id({ description: 'One stage; without it every stage, each review compared with its own stage’s.' }),
      cohort: t.arg.id({ description: "Without a stage: only the stages of this cohort (a cohort's id); none: every cohort." }),
    },
    resolve: async (_root, args, context) => {
      requireAdmin(await context.viewer());
      return loadReviewerCalibration(
        context.db,
        args.stageId == null ? null : parseOrBadRequest(idSchema, String(args.stageId)),
        cohortArgOf(args.cohort),
      );
    },
  }),
  consoleInProgress: t.field({
    type: InProgressPageRef,
    args: { page: t.arg.int(), cohort: t.arg.id({ description: "A cohort's id; none: every cohort." }) },
    resolve: async (_root, args, context) => {
      requireAdmin(await context.viewer());
      const page = parseOrBadRequest(pageSchema, args.page ?? 1);
      return { ...(await listInProgress(context.db, page, cohortArgOf(args.cohort))), page };
    },
  }),
  consoleDecisionPreview: t.field({
    type: DecisionPreviewRef,
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => previewDecision(context.app, await staffOf(context), String(args.applicationId)),
  }),
}));

const ConfidenceSavedRef = builder.objectRef<{ applicationId: string; confidence: number }>('ReviewConfidenceSaved').implement({
  fields: (t) => ({ applicationId: t.exposeID('applicationId'), confidence: t.exposeInt('confidence') }),
});

builder.mutationFields((t) => ({
  setReviewConfidence: t.field({
    type: ConfidenceSavedRef,
    description: 'Answers with the saved confidence only; the console reads the application again for its scores.',
    args: { applicationId: t.arg.id({ required: true }), confidence: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      const staff = await staffOf(context);
      const id = String(args.applicationId).trim();
      await refuseUndeclaredOrConflicted(context.db, staff.id, id);
      const row = await findSubmittedApplication(context.db, id);
      if (!row) throw consoleNotFound();
      return { applicationId: row.id, confidence: await saveConfidence(context.db, row.id, staff.id, args.confidence) };
    },
  }),
}));
