import { ASSIGNMENT_STATUSES, BULK_MOVE_MAX } from '@portal/shared/review/review-stages';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireAdmin, requireStaff, type StaffUser } from '../../auth/staff-access.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import {
  applicationStageInfo,
  assignReviewer,
  autoAssign,
  eligibleReviewers,
  listDeclarations,
  loadsOf,
  unassignReviewer,
  type AssignmentRow,
  type Declaration,
  type ReviewerLoad,
} from './assignments.ts';
import { declare, myQueue, myReview, score, type MyReview, type QueueItem, type QueueViewer } from './reviewer-queue.ts';
import { blindScopeOf } from './blind-scope.ts';
import { idSchema, stageInputSchema } from './stage-input.ts';
import { moveApplications, moveTopApplications } from './stage-moves.ts';
import { cohortArgOf } from '../cohorts/cohort-arg.ts';
import { AppError } from '../../http/errors.ts';
import { actorOf } from '../review/review-repository.ts';
import { tellAssignedReviewers, type AssignmentEmailDeps } from './assignment-emails.ts';
import { deleteStage, findStage, listStages, saveStage, type ReviewStage, type StageCriterion } from './stage-repository.ts';
import { scoreSummaryOf } from './score-summary.ts';
import { ScoreSummaryRef } from './score-summary-schema.ts';

const emailDepsOf = (context: GraphQLContext): AssignmentEmailDeps => ({
  db: context.db,
  config: context.app.config,
  mailer: context.app.mailer,
});

const staffOf = async (context: GraphQLContext): Promise<StaffUser> => requireStaff(await context.viewer());
/** The viewer's own queue, with how blind they review (company names and cities follow it). */
const queueViewerOf = async (context: GraphQLContext): Promise<QueueViewer> => {
  const staff = await staffOf(context);
  return { id: staff.id, blind: blindScopeOf(context.app.config, staff) };
};
const adminOf = async (context: GraphQLContext): Promise<StaffUser> => requireAdmin(await context.viewer());
const idOf = (value: string | number): string => parseOrBadRequest(idSchema, String(value));

export const CriterionRef = builder.objectRef<StageCriterion>('StageCriterion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    key: t.exposeString('key'),
    label: t.exposeString('label'),
    weight: t.exposeFloat('weight'),
  }),
});

const StageRef = builder.objectRef<ReviewStage>('ReviewStage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    cohortId: t.exposeID('cohortId', { nullable: true }),
    name: t.exposeString('name'),
    position: t.exposeInt('position'),
    reviewersPerApplication: t.exposeInt('reviewersPerApplication'),
    blind: t.exposeBoolean('blind'),
    criteria: t.field({ type: [CriterionRef], resolve: (s) => s.criteria }),
    applicationCount: t.exposeInt('applicationCount'),
  }),
});

const QueueItemRef = builder.objectRef<QueueItem>('ReviewQueueItem').implement({
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    stageId: t.exposeID('stageId'),
    stageName: t.exposeString('stageName'),
    status: t.exposeString('status', { description: "'declare', 'to-do' or 'done'." }),
    companyName: t.exposeString('companyName', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    assignedAt: t.exposeString('assignedAt'),
  }),
});

type Queue = Awaited<ReturnType<typeof myQueue>>;
const QueueRef = builder.objectRef<Queue>('ReviewQueue').implement({
  fields: (t) => ({
    toDo: t.exposeInt('toDo'),
    done: t.exposeInt('done'),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    items: t.field({ type: [QueueItemRef], resolve: (q) => q.items }),
  }),
});

const CriterionScoreRef = builder.objectRef<MyReview['scores'][number]>('CriterionScore').implement({
  fields: (t) => ({ criterionId: t.exposeID('criterionId'), score: t.exposeInt('score') }),
});

const MyReviewRef = builder.objectRef<MyReview>('MyReview').implement({
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    status: t.exposeString('status', {
      description: "'declare' (only company name and city until the declaration), 'to-do' or 'done'.",
    }),
    companyName: t.exposeString('companyName', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    stage: t.field({ type: StageRef, resolve: (r) => r.stage }),
    scores: t.field({ type: [CriterionScoreRef], resolve: (r) => r.scores }),
    confidence: t.exposeInt('confidence', { nullable: true }),
    weightedScore: t.exposeFloat('weightedScore', { nullable: true }),
    scoreSummary: t.field({
      type: ScoreSummaryRef,
      nullable: true,
      description:
        'The application’s figures in its stage, as the console list and the application page show them; null until the viewer declares.',
      resolve: (r, _args, context) =>
        r.status === ASSIGNMENT_STATUSES.declare
          ? null
          : scoreSummaryOf(
              context.db,
              { id: r.applicationId, cohortId: r.stage.cohortId },
              { useConfidence: context.app.config.review.confidenceWeights },
            ),
    }),
    position: t.exposeInt('position'),
    total: t.exposeInt('total'),
    previousApplicationId: t.exposeID('previousApplicationId', { nullable: true }),
    nextApplicationId: t.exposeID('nextApplicationId', { nullable: true }),
  }),
});

const LoadRef = builder.objectRef<ReviewerLoad>('ReviewerLoad').implement({
  fields: (t) => ({
    reviewerId: t.exposeID('reviewerId'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    assigned: t.exposeInt('assigned'),
    done: t.exposeInt('done'),
  }),
});

const AssignmentRef = builder.objectRef<AssignmentRow>('StageAssignment').implement({
  fields: (t) => ({
    reviewerId: t.exposeID('reviewerId'),
    reviewerName: t.exposeString('reviewerName'),
    status: t.exposeString('status'),
    assignedBy: t.exposeString('assignedBy', { description: "'auto' or 'manual'." }),
    weightedScore: t.exposeFloat('weightedScore', { nullable: true }),
    confidence: t.exposeInt('confidence', { nullable: true }),
  }),
});

const DeclarationRef = builder.objectRef<Declaration>('ConflictDeclaration').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    applicationId: t.exposeID('applicationId'),
    companyName: t.exposeString('companyName', { nullable: true }),
    stageName: t.exposeString('stageName'),
    reviewerId: t.exposeID('reviewerId'),
    reviewerName: t.exposeString('reviewerName'),
    conflict: t.exposeBoolean('conflict'),
    note: t.exposeString('note', { nullable: true }),
    declaredAt: t.exposeString('declaredAt'),
  }),
});

type StageInfo = Awaited<ReturnType<typeof applicationStageInfo>>;
const StageInfoRef = builder.objectRef<StageInfo>('ApplicationStageInfo').implement({
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    cohortId: t.id({
      nullable: true,
      description: "The application's own cohort: the stages it can move to are that cohort's.",
      resolve: (i) => i.cohortId,
    }),
    stage: t.field({ type: StageRef, nullable: true, resolve: (i) => i.stage }),
    assignments: t.field({ type: [AssignmentRef], resolve: (i) => i.assignments }),
    declarations: t.field({ type: [DeclarationRef], resolve: (i) => i.declarations }),
  }),
});

const AutoAssignResultRef = builder
  .objectRef<{ created: number; reviewers: number; loads: ReviewerLoad[] }>('AutoAssignResult')
  .implement({
    fields: (t) => ({
      created: t.exposeInt('created'),
      reviewers: t.exposeInt('reviewers', {
        description: 'Accounts with the reviewer role (automatic assignment takes only them); 0: invite some first.',
      }),
      loads: t.field({ type: [LoadRef], resolve: (r) => r.loads }),
    }),
  });

const MoveResultRef = builder.objectRef<{ moved: number; stages: ReviewStage[] }>('StageMoveResult').implement({
  fields: (t) => ({ moved: t.exposeInt('moved'), stages: t.field({ type: [StageRef], resolve: (r) => r.stages }) }),
});

const CriterionInput = builder.inputType('StageCriterionInput', {
  fields: (t) => ({
    id: t.id({ description: 'Keep an existing criterion (and its scores).' }),
    label: t.string({ required: true }),
    weight: t.float({ required: true }),
  }),
});

const StageInput = builder.inputType('ReviewStageInput', {
  fields: (t) => ({
    id: t.id({ description: 'Absent: a new stage, last in the pipeline.' }),
    name: t.string({ required: true }),
    reviewersPerApplication: t.int({ required: true }),
    blind: t.boolean(),
    criteria: t.field({ type: [CriterionInput], required: true }),
  }),
});

const CriterionScoreInput = builder.inputType('CriterionScoreInput', {
  fields: (t) => ({ criterionId: t.id({ required: true }), score: t.int({ required: true }) }),
});

builder.queryFields((t) => ({
  reviewStages: t.field({
    type: [StageRef],
    args: { cohort: t.arg.id({ description: "One cohort's pipeline (a cohort's id); none: every cohort's stages." }) },
    resolve: async (_root, args, context) => {
      await staffOf(context);
      return listStages(context.db, cohortArgOf(args.cohort));
    },
  }),
  myReviewQueue: t.field({
    type: QueueRef,
    args: { stageId: t.arg.id(), page: t.arg.int() },
    resolve: async (_root, args, context) =>
      myQueue(context.db, await queueViewerOf(context), {
        stageId: args.stageId == null ? null : String(args.stageId),
        page: args.page ?? null,
      }),
  }),
  myReview: t.field({
    type: MyReviewRef,
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => myReview(context.db, await queueViewerOf(context), String(args.applicationId)),
  }),
  stageLoads: t.field({
    type: [LoadRef],
    args: { stageId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      await adminOf(context);
      return loadsOf(context.db, idOf(args.stageId));
    },
  }),
  applicationStage: t.field({
    type: StageInfoRef,
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      await adminOf(context);
      return applicationStageInfo(context.db, idOf(args.applicationId));
    },
  }),
  conflictDeclarations: t.field({
    type: [DeclarationRef],
    args: { stageId: t.arg.id() },
    resolve: async (_root, args, context) => {
      await adminOf(context);
      return listDeclarations(context.db, { stageId: args.stageId == null ? null : idOf(args.stageId) });
    },
  }),
}));

builder.mutationFields((t) => ({
  saveReviewStage: t.field({
    type: [StageRef],
    description: "Answers with the pipeline of the stage's cohort.",
    args: {
      input: t.arg({ type: StageInput, required: true }),
      cohort: t.arg.id({
        description: "A new stage's cohort (a cohort's id); none: the featured cohort. An edited stage stays in its own.",
      }),
    },
    resolve: async (_root, args, context) => {
      await adminOf(context);
      const input = parseOrBadRequest(stageInputSchema, args.input);
      const chosen = cohortArgOf(args.cohort);
      if (chosen !== null && !(await context.app.cohorts.find(chosen))) throw new AppError('COHORT_NOT_FOUND');
      const cohortId = await saveStage(context.db, input, chosen ?? (await context.app.cohorts.featured())?.id ?? null);
      return listStages(context.db, cohortId);
    },
  }),
  deleteReviewStage: t.field({
    type: [StageRef],
    args: { stageId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      await adminOf(context);
      return listStages(context.db, await deleteStage(context.db, idOf(args.stageId)));
    },
  }),
  autoAssignStage: t.field({
    type: AutoAssignResultRef,
    args: { stageId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      await adminOf(context);
      const stageId = idOf(args.stageId);
      await findStage(context.db, stageId);
      const seats = await autoAssign(context.db, stageId, { dialect: context.app.database.dialect });
      await tellAssignedReviewers(emailDepsOf(context), stageId, seats);
      return {
        created: seats.length,
        reviewers: (await eligibleReviewers(context.db)).length,
        loads: await loadsOf(context.db, stageId),
      };
    },
  }),
  assignReviewer: t.field({
    type: StageInfoRef,
    args: { applicationId: t.arg.id({ required: true }), reviewerId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      await adminOf(context);
      const applicationId = idOf(args.applicationId);
      const reviewerId = idOf(args.reviewerId);
      await assignReviewer(context.db, applicationId, reviewerId);
      const info = await applicationStageInfo(context.db, applicationId);
      if (info.stage) await tellAssignedReviewers(emailDepsOf(context), info.stage.id, [{ applicationId, reviewerId }]);
      return info;
    },
  }),
  unassignReviewer: t.field({
    type: StageInfoRef,
    args: { applicationId: t.arg.id({ required: true }), reviewerId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      await adminOf(context);
      const applicationId = idOf(args.applicationId);
      await unassignReviewer(context.db, applicationId, idOf(args.reviewerId));
      return applicationStageInfo(context.db, applicationId);
    },
  }),
  moveApplicationsToStage: t.field({
    type: MoveResultRef,
    description: `Moves hand-picked submitted applications (1 to ${BULK_MOVE_MAX}) into a stage, all or nothing: an unknown or draft id refuses the move (APPLICATION_NOT_FOUND), and so does one of another cohort than the stage's (COHORT_STAGE_MISMATCH). \`moved\` leaves out those already there; \`stages\` is the stage's cohort's pipeline.`,
    args: { applicationIds: t.arg.idList({ required: true }), stageId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const admin = await adminOf(context);
      const stageId = idOf(args.stageId);
      const moved = await moveApplications(context.db, {
        applicationIds: args.applicationIds.map(String),
        stageId,
        actor: actorOf(admin),
      });
      return { moved, stages: await listStages(context.db, (await findStage(context.db, stageId)).cohortId) };
    },
  }),
  moveTopApplications: t.field({
    type: MoveResultRef,
    args: {
      fromStageId: t.arg.id(),
      toStageId: t.arg.id({ required: true }),
      count: t.arg.int({ required: true }),
      rankBy: t.arg.string(),
    },
    resolve: async (_root, args, context) => {
      const admin = await adminOf(context);
      const moved = await moveTopApplications(
        context.db,
        {
          fromStageId: args.fromStageId == null ? null : String(args.fromStageId),
          toStageId: String(args.toStageId),
          count: args.count,
          rankBy: args.rankBy ?? null,
        },
        actorOf(admin),
        { useConfidence: context.app.config.review.confidenceWeights },
      );
      return { moved, stages: await listStages(context.db, (await findStage(context.db, String(args.toStageId))).cohortId) };
    },
  }),
  declareConflict: t.field({
    type: MyReviewRef,
    nullable: true,
    description: 'Null after "Conflict": the viewer is unassigned and replaced.',
    args: { applicationId: t.arg.id({ required: true }), conflict: t.arg.boolean({ required: true }), note: t.arg.string() },
    resolve: async (_root, args, context) =>
      declare(
        context.db,
        await queueViewerOf(context),
        { applicationId: String(args.applicationId), conflict: args.conflict, note: args.note ?? null },
        (stageId, seats) => tellAssignedReviewers(emailDepsOf(context), stageId, seats),
      ),
  }),
  scoreReview: t.field({
    type: MyReviewRef,
    args: {
      applicationId: t.arg.id({ required: true }),
      scores: t.arg({ type: [CriterionScoreInput], required: true }),
      confidence: t.arg.int(),
    },
    resolve: async (_root, args, context) =>
      score(context.db, await queueViewerOf(context), {
        applicationId: String(args.applicationId),
        scores: args.scores.map((s) => ({ criterionId: String(s.criterionId), score: s.score })),
        confidence: args.confidence ?? null,
      }),
  }),
}));
