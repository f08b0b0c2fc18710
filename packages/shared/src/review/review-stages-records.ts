/**
 * What the review-stage operations answer (docs/review-stages.md), as the server builds it and the console
 * reads it: one definition for both sides.
 */
export interface StageCriterion {
  id: string;
  key: string;
  label: string;
  weight: number;
}

export interface ReviewStage {
  id: string;
  /** The cohort whose pipeline it belongs to (null only for a stage made before cohorts, until the first start). */
  cohortId: string | null;
  name: string;
  position: number;
  reviewersPerApplication: number;
  blind: boolean;
  criteria: StageCriterion[];
  applicationCount: number;
}

export interface ReviewerLoad {
  reviewerId: string;
  name: string;
  email: string;
  assigned: number;
  done: number;
}

export interface Declaration {
  id: string;
  applicationId: string;
  companyName: string | null;
  stageName: string;
  reviewerId: string;
  reviewerName: string;
  conflict: boolean;
  note: string | null;
  declaredAt: string;
}

export interface QueueItem {
  applicationId: string;
  stageId: string;
  stageName: string;
  status: string;
  companyName: string | null;
  city: string | null;
  assignedAt: string;
}

export interface MyReview {
  applicationId: string;
  status: string;
  /** Before the declaration, all the reviewer may see of the application. */
  companyName: string | null;
  city: string | null;
  stage: ReviewStage;
  scores: { criterionId: string; score: number }[];
  confidence: number | null;
  weightedScore: number | null;
  position: number;
  total: number;
  previousApplicationId: string | null;
  nextApplicationId: string | null;
}
