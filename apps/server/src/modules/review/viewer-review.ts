import { isDecision } from '@portal/shared/review/review';
import { builder } from '../../graphql/builder.ts';
import { ViewerRef } from '../../graphql/viewer.ts';
import { ApplicationSummaryRef } from '../application/schema.ts';
import { findDecisionOfUser, findReviewState } from './review-repository.ts';

interface PublishedDecision {
  outcome: string;
  publishedAt: string;
}

const DecisionRef = builder.objectRef<PublishedDecision>('PublishedDecision').implement({
  description: 'A decision the program team has published. Internal review states are never shown to applicants.',
  fields: (t) => ({
    outcome: t.exposeString('outcome', { description: 'accepted, rejected or waitlisted.' }),
    publishedAt: t.exposeString('publishedAt'),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  role: t.string({ description: 'applicant, reviewer or admin.', resolve: (viewer) => viewer.role ?? 'applicant' }),
  decision: t.field({
    type: DecisionRef,
    nullable: true,
    resolve: async (viewer, _args, context) => {
      const review = await findDecisionOfUser(context.db, viewer.id);
      return review && isDecision(review.decision) && review.decision_published_at
        ? { outcome: review.decision, publishedAt: review.decision_published_at }
        : null;
    },
  }),
}));

builder.objectField(ApplicationSummaryRef, 'decision', (t) =>
  t.field({
    type: DecisionRef,
    nullable: true,
    description: 'The published decision on this application; an unpublished one is never shown.',
    resolve: async (summary, _args, context) => {
      const review = await findReviewState(context.db, summary.id);
      return isDecision(review.decision) && review.decisionPublishedAt
        ? { outcome: review.decision, publishedAt: review.decisionPublishedAt }
        : null;
    },
  }),
);
