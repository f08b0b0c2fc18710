import { SCORE_SOURCES, UNCALIBRATED_REASONS, type ScoreSummary } from '@portal/shared/review/score-summary';
import { builder } from '../../graphql/builder.ts';

/** The one GraphQL shape of an application's score figures (score-summary.ts computes them). */
export const ScoreSummaryRef = builder.objectRef<ScoreSummary>('ScoreSummary').implement({
  description:
    'An application’s score figures, the same on the console list, the application page and the reviewer’s page (docs/review-stages.md, One score summary).',
  fields: (t) => ({
    source: t.exposeString('source', {
      description: `${SCORE_SOURCES.map((s) => `'${s}'`).join(', ')}: its current stage's rubric, the global rubric (cohort without stages), or none (cohort with stages, application in none).`,
    }),
    stageName: t.exposeString('stageName', { nullable: true }),
    reviewers: t.exposeInt('reviewers', { description: 'Reviewers who scored it.' }),
    rawMean: t.exposeFloat('rawMean', { nullable: true, description: 'Plain mean of every criterion score (1–5).' }),
    weightedMean: t.exposeFloat('weightedMean', {
      nullable: true,
      description: 'Mean of its reviewers’ weighted totals, Σ weight × score / Σ weight (1–5).',
    }),
    calibrated: t.exposeFloat('calibrated', {
      nullable: true,
      description: 'Mean of its reviewers’ z-scores in its stage; null when it cannot be calibrated (uncalibratedReason).',
    }),
    uncalibratedReason: t.exposeString('uncalibratedReason', {
      nullable: true,
      description: `Why calibrated is null: ${UNCALIBRATED_REASONS.map((r) => `'${r}'`).join(', ')}.`,
    }),
  }),
});
