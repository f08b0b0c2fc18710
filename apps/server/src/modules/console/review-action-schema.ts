import { builder } from '../../graphql/builder.ts';
import { ScoreSummaryRef } from '../review-stages/score-summary-schema.ts';
import { refuseBlindPublisher } from '../review-fairness/decision-preview.ts';
import { ReviewCommentRef, ReviewScoreRef, StatusChangeRef, staffOf } from './console-schema.ts';
import {
  changeStatus,
  commentOnApplication,
  publishDecision,
  scoreApplication,
  type CommentAdded,
  type DecisionPublished,
  type ScoresSaved,
  type StatusChanged,
} from './review-actions.ts';

// The console's review actions answer with what they changed; the console reads the application again through
// consoleApplication, which is where the founder's personal data is shown and the view recorded.

const ScoreInput = builder.inputType('ScoreInput', {
  fields: (t) => ({
    criterion: t.string({
      required: true,
      description: "A criterion's key: of its current stage's rubric when it is in a stage, else of the global rubric.",
    }),
    score: t.int({ required: true }),
  }),
});

const StatusChangedRef = builder.objectRef<StatusChanged>('ApplicationStatusChanged').implement({
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    status: t.exposeString('status'),
    change: t.field({ type: StatusChangeRef, description: 'The history entry this change wrote.', resolve: (r) => r.change }),
  }),
});

const ScoresSavedRef = builder.objectRef<ScoresSaved>('ApplicationScoresSaved').implement({
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    averageScore: t.exposeFloat('averageScore', { nullable: true, deprecationReason: 'Use scoreSummary.' }),
    scoreCount: t.exposeInt('scoreCount', { deprecationReason: 'Use scoreSummary.reviewers.' }),
    scoreSummary: t.field({ type: ScoreSummaryRef, resolve: (r) => r.scoreSummary }),
    scores: t.field({ type: [ReviewScoreRef], description: "The viewer's own scores.", resolve: (r) => r.scores }),
  }),
});

const CommentAddedRef = builder.objectRef<CommentAdded>('ApplicationCommentAdded').implement({
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    comment: t.field({ type: ReviewCommentRef, resolve: (r) => r.comment }),
  }),
});

const DecisionPublishedRef = builder.objectRef<DecisionPublished>('ApplicationDecisionPublished').implement({
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    decision: t.exposeString('decision'),
    decisionPublishedAt: t.exposeString('decisionPublishedAt'),
  }),
});

builder.mutationFields((t) => ({
  changeApplicationStatus: t.field({
    type: StatusChangedRef,
    args: { applicationId: t.arg.id({ required: true }), status: t.arg.string({ required: true }), note: t.arg.string() },
    resolve: async (_root, args, context) =>
      changeStatus(context.app, await staffOf(context), { ...args, applicationId: String(args.applicationId) }),
  }),
  scoreApplication: t.field({
    type: ScoresSavedRef,
    args: { applicationId: t.arg.id({ required: true }), scores: t.arg({ type: [ScoreInput], required: true }) },
    resolve: async (_root, args, context) =>
      scoreApplication(context.app, await staffOf(context), { applicationId: String(args.applicationId), scores: args.scores }),
  }),
  addReviewComment: t.field({
    type: CommentAddedRef,
    args: { applicationId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      commentOnApplication(context.app, await staffOf(context), { applicationId: String(args.applicationId), body: args.body }),
  }),
  publishDecision: t.field({
    type: DecisionPublishedRef,
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const staff = await refuseBlindPublisher(
        { config: context.app.config, db: context.db },
        await staffOf(context),
        String(args.applicationId),
      );
      return publishDecision(context.app, staff, String(args.applicationId));
    },
  }),
}));
