import { isDecision } from '@portal/shared/review';
import { builder } from '../../graphql/builder.ts';
import { ViewerRef } from '../../graphql/viewer.ts';
import { findApplicationByUser } from '../application/repository.ts';
import { findReviewState } from './review-repository.ts';

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
      const application = await findApplicationByUser(context.db, viewer.id);
      if (!application) return null;
      const review = await findReviewState(context.db, application.id);
      return isDecision(review.decision) && review.decisionPublishedAt ? { outcome: review.decision, publishedAt: review.decisionPublishedAt } : null;
    },
  }),
}));
