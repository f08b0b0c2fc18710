/**
 * Review stages, assignment and conflict declarations (docs/review-stages.md). They join the trusted documents
 * through OPERATIONS in operations.ts; the server checks the caller's role on every one of them.
 */
const STAGE_FIELDS = /* GraphQL */ `
  fragment ReviewStageFields on ReviewStage {
    id
    name
    position
    reviewersPerApplication
    blind
    applicationCount
    criteria { id key label weight }
  }
`;

const MY_REVIEW_FIELDS = /* GraphQL */ `
  fragment MyReviewFields on MyReview {
    applicationId
    status
    companyName
    city
    stage { ...ReviewStageFields }
    scores { criterionId score }
    confidence
    weightedScore
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
    stage { ...ReviewStageFields }
    assignments { reviewerId reviewerName status assignedBy weightedScore confidence }
    declarations { id applicationId companyName stageName reviewerId reviewerName conflict note declaredAt }
  }
  ${STAGE_FIELDS}
`;

export const REVIEW_STAGE_OPERATIONS = {
  ReviewStages: /* GraphQL */ `
    query ReviewStages {
      reviewStages { ...ReviewStageFields }
    }
    ${STAGE_FIELDS}
  `,
  SaveReviewStage: /* GraphQL */ `
    mutation SaveReviewStage($input: ReviewStageInput!) {
      saveReviewStage(input: $input) { ...ReviewStageFields }
    }
    ${STAGE_FIELDS}
  `,
  DeleteReviewStage: /* GraphQL */ `
    mutation DeleteReviewStage($stageId: ID!) {
      deleteReviewStage(stageId: $stageId) { ...ReviewStageFields }
    }
    ${STAGE_FIELDS}
  `,
  AutoAssignStage: /* GraphQL */ `
    mutation AutoAssignStage($stageId: ID!) {
      autoAssignStage(stageId: $stageId) {
        created
        loads { reviewerId name email assigned done }
      }
    }
  `,
  StageLoads: /* GraphQL */ `
    query StageLoads($stageId: ID!) {
      stageLoads(stageId: $stageId) { reviewerId name email assigned done }
    }
  `,
  ApplicationStage: /* GraphQL */ `
    query ApplicationStage($applicationId: ID!) {
      applicationStage(applicationId: $applicationId) { ...ApplicationStageFields }
    }
    ${STAGE_INFO_FIELDS}
  `,
  AssignReviewer: /* GraphQL */ `
    mutation AssignReviewer($applicationId: ID!, $reviewerId: ID!) {
      assignReviewer(applicationId: $applicationId, reviewerId: $reviewerId) { ...ApplicationStageFields }
    }
    ${STAGE_INFO_FIELDS}
  `,
  UnassignReviewer: /* GraphQL */ `
    mutation UnassignReviewer($applicationId: ID!, $reviewerId: ID!) {
      unassignReviewer(applicationId: $applicationId, reviewerId: $reviewerId) { ...ApplicationStageFields }
    }
    ${STAGE_INFO_FIELDS}
  `,
  ConflictDeclarations: /* GraphQL */ `
    query ConflictDeclarations($stageId: ID) {
      conflictDeclarations(stageId: $stageId) { id applicationId companyName stageName reviewerId reviewerName conflict note declaredAt }
    }
  `,
  MoveApplicationsToStage: /* GraphQL */ `
    mutation MoveApplicationsToStage($applicationIds: [ID!]!, $stageId: ID!) {
      moveApplicationsToStage(applicationIds: $applicationIds, stageId: $stageId) {
        moved
        stages { ...ReviewStageFields }
      }
    }
    ${STAGE_FIELDS}
  `,
  MoveTopApplications: /* GraphQL */ `
    mutation MoveTopApplications($fromStageId: ID, $toStageId: ID!, $count: Int!, $rankBy: String) {
      moveTopApplications(fromStageId: $fromStageId, toStageId: $toStageId, count: $count, rankBy: $rankBy) {
        moved
        stages { ...ReviewStageFields }
      }
    }
    ${STAGE_FIELDS}
  `,
  MyReviewQueue: /* GraphQL */ `
    query MyReviewQueue($stageId: ID, $page: Int) {
      myReviewQueue(stageId: $stageId, page: $page) {
        toDo
        done
        total
        page
        pageSize
        items { applicationId stageId stageName status companyName city assignedAt }
      }
    }
  `,
  MyReview: /* GraphQL */ `
    query MyReview($applicationId: ID!) {
      myReview(applicationId: $applicationId) { ...MyReviewFields }
    }
    ${MY_REVIEW_FIELDS}
  `,
  DeclareConflict: /* GraphQL */ `
    mutation DeclareConflict($applicationId: ID!, $conflict: Boolean!, $note: String) {
      declareConflict(applicationId: $applicationId, conflict: $conflict, note: $note) { ...MyReviewFields }
    }
    ${MY_REVIEW_FIELDS}
  `,
  ScoreReview: /* GraphQL */ `
    mutation ScoreReview($applicationId: ID!, $scores: [CriterionScoreInput!]!, $confidence: Int) {
      scoreReview(applicationId: $applicationId, scores: $scores, confidence: $confidence) { ...MyReviewFields }
    }
    ${MY_REVIEW_FIELDS}
  `,
} as const;
