/**
 * Review stages, assignment and conflict declarations (docs/review-stages.md). They join the trusted documents
 * through OPERATIONS in operations.ts; the server checks the caller's role on every one of them.
 */
import { mutation, query } from './root-field-operation.ts';

const STAGE_LOADS = '{ reviewerId name email assigned done }';
const CONFLICT_DECLARATIONS = '{ id applicationId companyName stageName reviewerId reviewerName conflict note declaredAt }';

const STAGE_FIELDS = /* GraphQL */ `
  fragment ReviewStageFields on ReviewStage {
    id
    cohortId
    name
    position
    reviewersPerApplication
    blind
    applicationCount
    criteria {
      id
      key
      label
      weight
    }
  }
`;

const MY_REVIEW_FIELDS = /* GraphQL */ `
  fragment MyReviewFields on MyReview {
    applicationId
    status
    companyName
    city
    stage {
      ...ReviewStageFields
    }
    scores {
      criterionId
      score
    }
    confidence
    weightedScore
    scoreSummary {
      source
      stageName
      reviewers
      rawMean
      weightedMean
      calibrated
      uncalibratedReason
    }
    position
    total
    previousApplicationId
    nextApplicationId
  }
  ${STAGE_FIELDS}
`;

const STAGE_INFO_FIELDS = /* GraphQL */ `
  fragment ApplicationStageFields on ApplicationStageInfo {
    applicationId
    cohortId
    stage { ...ReviewStageFields }
    assignments { reviewerId reviewerName status assignedBy weightedScore confidence }
    declarations ${CONFLICT_DECLARATIONS}
  }
  ${STAGE_FIELDS}
`;

/** Moving applications answers with how many moved and every stage of the target stage's cohort as it now is. */
const MOVED = '{ moved stages { ...ReviewStageFields } }';

export const REVIEW_STAGE_OPERATIONS = {
  ReviewStages: query('ReviewStages', { cohort: 'ID' }, '{ ...ReviewStageFields }', STAGE_FIELDS),
  SaveReviewStage: mutation(
    'SaveReviewStage',
    { input: 'ReviewStageInput!', cohort: 'ID' },
    '{ ...ReviewStageFields }',
    STAGE_FIELDS,
  ),
  DeleteReviewStage: mutation('DeleteReviewStage', { stageId: 'ID!' }, '{ ...ReviewStageFields }', STAGE_FIELDS),
  AutoAssignStage: mutation('AutoAssignStage', { stageId: 'ID!' }, `{ created reviewers loads ${STAGE_LOADS} }`),
  StageLoads: query('StageLoads', { stageId: 'ID!' }, STAGE_LOADS),
  ApplicationStage: query('ApplicationStage', { applicationId: 'ID!' }, '{ ...ApplicationStageFields }', STAGE_INFO_FIELDS),
  AssignReviewer: mutation(
    'AssignReviewer',
    { applicationId: 'ID!', reviewerId: 'ID!' },
    '{ ...ApplicationStageFields }',
    STAGE_INFO_FIELDS,
  ),
  UnassignReviewer: mutation(
    'UnassignReviewer',
    { applicationId: 'ID!', reviewerId: 'ID!' },
    '{ ...ApplicationStageFields }',
    STAGE_INFO_FIELDS,
  ),
  ConflictDeclarations: query('ConflictDeclarations', { stageId: 'ID' }, CONFLICT_DECLARATIONS),
  MoveApplicationsToStage: mutation('MoveApplicationsToStage', { applicationIds: '[ID!]!', stageId: 'ID!' }, MOVED, STAGE_FIELDS),
  MoveTopApplications: mutation(
    'MoveTopApplications',
    { fromStageId: 'ID', toStageId: 'ID!', count: 'Int!', rankBy: 'String' },
    MOVED,
    STAGE_FIELDS,
  ),
  MyReviewQueue: query(
    'MyReviewQueue',
    { stageId: 'ID', page: 'Int' },
    `{
    toDo
    done
    total
    page
    pageSize
    items { applicationId stageId stageName status companyName city assignedAt }
  }`,
  ),
  MyReview: query('MyReview', { applicationId: 'ID!' }, '{ ...MyReviewFields }', MY_REVIEW_FIELDS),
  DeclareConflict: mutation(
    'DeclareConflict',
    { applicationId: 'ID!', conflict: 'Boolean!', note: 'String' },
    '{ ...MyReviewFields }',
    MY_REVIEW_FIELDS,
  ),
  ScoreReview: mutation(
    'ScoreReview',
    { applicationId: 'ID!', scores: '[CriterionScoreInput!]!', confidence: 'Int' },
    '{ ...MyReviewFields }',
    MY_REVIEW_FIELDS,
  ),
} as const;
