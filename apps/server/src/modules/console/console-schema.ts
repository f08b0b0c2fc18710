import { DECISIONS, type RubricCriterion } from '@portal/shared/review/review';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { builder } from '../../graphql/builder.ts';
import { pageRef } from '../../graphql/page-ref.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireAdmin, requireStaff, type StaffUser } from '../../auth/staff-access.ts';
import { STAFF_ACCESS_ACTIONS } from '@portal/shared/privacy/privacy';
import { recordStaffAccess } from '../privacy/staff-access-log.ts';
import type { ConsoleApplicationDetail, ConsoleFile } from './console-detail.ts';
import { StoredVideoRef } from '../files/video-facts-schema.ts';
import { loadConsoleDetail } from './console-detail.ts';
import { consoleNotFound } from '../../auth/staff-access.ts';
import { consoleListSchema } from './console-list-input.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import type { ConsoleRow } from './console-list.ts';
import { fairDetail, fairListPage } from '../review-fairness/fair-views.ts';
import { loadOverview, type ConsoleOverview, type CountItem, type StageCount } from './console-overview.ts';
import { loadCohortComparison, type CohortFunnel, type FunnelItem } from './cohort-comparison.ts';
import { cohortArgOf } from '../cohorts/cohort-arg.ts';
import { listUsers, setUserRole, type ConsoleUser } from './console-users.ts';
import { refuseUndeclaredOrConflicted } from '../review-stages/reviewer-queue.ts';
import { forgetCheckedSessions } from '../../auth/session.ts';
import { catalogueTypedFields } from '../application/catalogue-graphql.ts';
import type { ReviewAnswer } from '../own-questions/review-answers.ts';
import { withAnswerFilter } from '../own-questions/answer-filter.ts';

/** Every console field starts here: reviewers and admins only, everyone else gets not-found. */
export const staffOf = async (context: GraphQLContext): Promise<StaffUser> => requireStaff(await context.viewer());

const RubricCriterionRef = builder.objectRef<RubricCriterion>('RubricCriterion').implement({
  fields: (t) => ({ key: t.exposeString('key'), label: t.exposeString('label') }),
});

interface ConsoleMeta {
  viewerId: string;
  role: string;
  statuses: string[];
  decisions: string[];
  criteria: RubricCriterion[];
}
const ConsoleMetaRef = builder.objectRef<ConsoleMeta>('ConsoleMeta').implement({
  fields: (t) => ({
    viewerId: t.exposeID('viewerId'),
    role: t.exposeString('role'),
    statuses: t.exposeStringList('statuses', { description: "'submitted' first, then the configured review statuses." }),
    decisions: t.exposeStringList('decisions'),
    criteria: t.field({ type: [RubricCriterionRef], resolve: (m) => m.criteria }),
  }),
});

export const ConsoleRowRef = builder.objectRef<ConsoleRow>('ConsoleApplicationRow').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    companyName: t.exposeString('companyName', { nullable: true }),
    founderName: t.exposeString('founderName', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    sector: t.exposeString('sector', {
      nullable: true,
      description: 'An option value, or the founder’s own text for other sectors.',
    }),
    revenue: t.exposeString('revenue', { nullable: true }),
    totalFunding: t.exposeFloat('totalFunding', { description: 'Equity + debt + grant, whole rupees.' }),
    submittedAt: t.exposeString('submittedAt', { nullable: true }),
    averageScore: t.exposeFloat('averageScore', {
      nullable: true,
      deprecationReason: 'The global rubric only; use scoreSummary, which follows the stage’s rubric.',
    }),
    scoreCount: t.exposeInt('scoreCount', { deprecationReason: 'Use scoreSummary.reviewers.' }),
  }),
});

const ConsolePageRef = pageRef('ConsoleApplicationPage', ConsoleRowRef);

const ConsoleFileRef = builder.objectRef<ConsoleFile>('ConsoleFile').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Download at /files/{id} (Range supported).' }),
    kind: t.exposeString('kind'),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    size: t.exposeFloat('size'),
    video: t.field({
      type: StoredVideoRef,
      nullable: true,
      description: "A video's duration and picture size (null for documents).",
      resolve: (f) => f.video,
    }),
  }),
});

type History = ConsoleApplicationDetail['history'][number];
export const StatusChangeRef = builder.objectRef<History>('StatusChange').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    action: t.exposeString('action', {
      description: "'status_changed', 'decision_published', 'stage_moved' or 'field_corrected'.",
    }),
    fromStatus: t.exposeString('fromStatus', {
      nullable: true,
      description:
        "For 'stage_moved': the review stage it left, as then named (null: none). For 'field_corrected': the id of the correction request it made.",
    }),
    toStatus: t.exposeString('toStatus', {
      description:
        "For 'stage_moved': the review stage it entered, as then named. For 'field_corrected': the key of the answer corrected (the values are not kept here).",
    }),
    note: t.exposeString('note', { nullable: true }),
    actorName: t.exposeString('actorName'),
    createdAt: t.exposeString('createdAt'),
  }),
});

type Score = ConsoleApplicationDetail['scores'][number];
export const ReviewScoreRef = builder.objectRef<Score>('ReviewScore').implement({
  fields: (t) => ({
    criterion: t.exposeString('criterion'),
    score: t.exposeInt('score'),
    reviewerId: t.exposeID('reviewerId'),
    reviewerName: t.exposeString('reviewerName'),
  }),
});

type Comment = ConsoleApplicationDetail['comments'][number];
export const ReviewCommentRef = builder.objectRef<Comment>('ReviewComment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    body: t.exposeString('body'),
    authorName: t.exposeString('authorName'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const ReviewAnswerRef = builder.objectRef<ReviewAnswer>('ConsoleOwnAnswer').implement({
  description: "An answer to one of the cohort's own questions (docs/own-questions.md).",
  fields: (t) => ({
    questionId: t.exposeID('questionId'),
    label: t.exposeString('label', {
      description: 'The English wording on the form version the application was submitted with (its question id when not on it).',
    }),
    kind: t.exposeString('kind', { description: "The question's kind ('unknown' when not on the version)." }),
    step: t.exposeString('step'),
    answer: t.exposeString('answer', {
      nullable: true,
      description: 'The answer as English text (₹2,50,000, Yes/No, option texts, 15 Aug 2024); null: not answered, or withheld.',
    }),
    hideInBlindReview: t.exposeBoolean('hideInBlindReview'),
    onForm: t.exposeBoolean('onForm', { description: "False for an answer whose question is not on the application's version." }),
    withheld: t.exposeBoolean('withheld', { description: 'True when blind review withholds it from the viewer.' }),
  }),
});

type TeamMember = ConsoleApplicationDetail['members'][number];
const TeamMemberRef = builder.objectRef<TeamMember>('ConsoleTeamMember').implement({
  description: 'A founder on the application (docs/co-founders.md); name and email read "withheld" for a blind reviewer.',
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    joinedAt: t.exposeString('joinedAt'),
  }),
});

export const DetailRef = builder.objectRef<ConsoleApplicationDetail>('ConsoleApplicationDetail').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    decision: t.exposeString('decision', { nullable: true, description: 'The published decision (what the applicant sees).' }),
    decisionPublishedAt: t.exposeString('decisionPublishedAt', { nullable: true }),
    ...catalogueTypedFields(t, false),
    totalFunding: t.exposeFloat('totalFunding'),
    submittedAt: t.exposeString('submittedAt', { nullable: true }),
    averageScore: t.exposeFloat('averageScore', {
      nullable: true,
      deprecationReason: 'The global rubric only; use scoreSummary, which follows the stage’s rubric.',
    }),
    scoreCount: t.exposeInt('scoreCount', { deprecationReason: 'Use scoreSummary.reviewers.' }),
    files: t.field({ type: [ConsoleFileRef], resolve: (d) => d.files }),
    history: t.field({ type: [StatusChangeRef], resolve: (d) => d.history }),
    scores: t.field({
      type: [ReviewScoreRef],
      description:
        "Every reviewer's criterion scores on its one rubric: its current stage's (criterion = a key of stageRubric) where its cohort reviews in stages, else the global rubric's.",
      resolve: (d) => d.scores,
    }),
    comments: t.field({ type: [ReviewCommentRef], resolve: (d) => d.comments }),
    formVersion: t.int({
      nullable: true,
      description: "The version of its cohort's own form it was answered on (null: no answers to own questions).",
      resolve: (d) => d.ownAnswers.formVersion,
    }),
    ownAnswers: t.field({
      type: [ReviewAnswerRef],
      description: "Its answers to the cohort's own questions, in the order of its form version, then any not on it.",
      resolve: (d) => d.ownAnswers.answers,
    }),
    members: t.field({
      type: [TeamMemberRef],
      description: 'Everyone on the application, first joined first: the founder who started it and the co-founders who joined.',
      resolve: (d) => d.members,
    }),
  }),
});

const CountItemRef = builder.objectRef<CountItem>('CountItem').implement({
  fields: (t) => ({ key: t.exposeString('key'), count: t.exposeInt('count') }),
});

const StageCountRef = builder.objectRef<StageCount>('StageCount').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: "The stage's id ('none': not in a stage), as the list's stage filter takes it." }),
    label: t.exposeString('label'),
    count: t.exposeInt('count'),
  }),
});

const OverviewRef = builder.objectRef<ConsoleOverview>('ConsoleOverview').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    byStatus: t.field({ type: [CountItemRef], resolve: (o) => o.byStatus }),
    byStage: t.field({
      type: [StageCountRef],
      description: 'Applications not in a stage first, then every stage of the pipeline in order (empty ones too).',
      resolve: (o) => o.byStage,
    }),
    bySector: t.field({ type: [CountItemRef], resolve: (o) => o.bySector }),
    byState: t.field({ type: [CountItemRef], resolve: (o) => o.byState }),
    perDay: t.field({ type: [CountItemRef], resolve: (o) => o.perDay, description: 'Submissions per UTC day, oldest first.' }),
  }),
});

const FunnelItemRef = builder.objectRef<FunnelItem>('CohortFunnelItem').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    started: t.exposeInt('started'),
    submitted: t.exposeInt('submitted'),
    accepted: t.exposeInt('accepted'),
  }),
});

const CohortFunnelRef = builder.objectRef<CohortFunnel>('CohortFunnel').implement({
  description: "One cohort's applications: started (any status), submitted, and accepted (published or not).",
  fields: (t) => ({
    cohortId: t.exposeID('cohortId'),
    nameEn: t.exposeString('nameEn'),
    nameHi: t.exposeString('nameHi'),
    state: t.exposeString('state'),
    started: t.exposeInt('started'),
    submitted: t.exposeInt('submitted'),
    accepted: t.exposeInt('accepted'),
    bySector: t.field({ type: [FunnelItemRef], resolve: (f) => f.bySector }),
    byState: t.field({ type: [FunnelItemRef], resolve: (f) => f.byState }),
  }),
});

const ConsoleUserRef = builder.objectRef<ConsoleUser>('ConsoleUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.exposeString('role'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const ConsoleUserPageRef = pageRef('ConsoleUserPage', ConsoleUserRef);

const FilterInput = builder.inputType('ConsoleFilterInput', {
  fields: (t) => ({
    cohort: t.string({ description: "A cohort's id (consoleCohorts); none: every cohort." }),
    status: t.string(),
    sector: t.string({ description: "An option value; 'other' matches founders' own sector texts." }),
    state: t.string(),
    revenue: t.string(),
    stage: t.string({ description: "A review stage's id, or 'none' for applications not in a stage." }),
    answer: t.string({
      description:
        "An answer to a yes/no or choice question of the cohort's latest form, as question:option (yes/no questions: yes or no); needs cohort.",
    }),
    search: t.string({ description: 'Matches company, founder, email, city (any part, any case) or the exact application id.' }),
  }),
});

const SortInput = builder.inputType('ConsoleSortInput', {
  fields: (t) => ({ field: t.string({ required: true }), direction: t.string() }),
});

builder.queryFields((t) => ({
  consoleMeta: t.field({
    type: ConsoleMetaRef,
    resolve: async (_root, _args, context) => {
      const staff = await staffOf(context);
      const { statuses, criteria } = context.app.config.review;
      return {
        viewerId: staff.id,
        role: staff.role,
        statuses: [SUBMITTED_STATUS, ...statuses],
        decisions: DECISIONS.filter((d) => statuses.includes(d)),
        criteria,
      };
    },
  }),
  consoleApplications: t.field({
    type: ConsolePageRef,
    args: {
      filter: t.arg({ type: FilterInput }),
      sort: t.arg({ type: SortInput }),
      page: t.arg.int(),
      pageSize: t.arg.int(),
    },
    resolve: async (_root, args, context) => {
      const staff = await staffOf(context);
      const input = await withAnswerFilter(
        context.db,
        parseOrBadRequest(consoleListSchema(context.app.config.review.statuses), {
          ...args.filter,
          sort: args.sort?.field,
          direction: args.sort?.direction,
          page: args.page,
          pageSize: args.pageSize,
        }),
      );
      const result = await fairListPage(context.app, staff, input);
      return { ...result, page: input.page, pageSize: input.pageSize };
    },
  }),
  consoleApplication: t.field({
    type: DetailRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const staff = await staffOf(context);
      await refuseUndeclaredOrConflicted(context.db, staff.id, String(id).trim());
      const detail = await loadConsoleDetail(context.db, String(id).trim());
      if (!detail) throw consoleNotFound();
      await recordStaffAccess(context.db, staff, STAFF_ACCESS_ACTIONS.view, { applicationId: detail.id });
      return fairDetail(context.app, staff, detail);
    },
  }),
  consoleOverview: t.field({
    type: OverviewRef,
    args: { cohort: t.arg.id({ description: "A cohort's id; none: every cohort." }) },
    resolve: async (_root, args, context) => {
      await staffOf(context);
      return loadOverview(context.db, context.app.config.review.statuses, cohortArgOf(args.cohort));
    },
  }),
  consoleCohortComparison: t.field({
    type: [CohortFunnelRef],
    description: 'Every cohort, newest first, with its applications started, submitted and accepted, by sector and state.',
    resolve: async (_root, _args, context) => {
      await staffOf(context);
      return loadCohortComparison(context.db, await context.app.cohorts.all());
    },
  }),
  consoleUsers: t.field({
    type: ConsoleUserPageRef,
    args: { search: t.arg.string(), page: t.arg.int() },
    resolve: async (_root, args, context) => {
      requireAdmin(await context.viewer());
      return listUsers(context.db, args);
    },
  }),
}));

builder.mutationFields((t) => ({
  setUserRole: t.field({
    type: ConsoleUserRef,
    args: { userId: t.arg.id({ required: true }), role: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const user = await setUserRole(context.app, requireAdmin(await context.viewer()), {
        userId: String(args.userId),
        role: args.role,
      });
      // The new role applies at once through this process, not only after the session recheck (auth/session-cache.ts).
      forgetCheckedSessions(context.app.auth);
      return user;
    },
  }),
}));
