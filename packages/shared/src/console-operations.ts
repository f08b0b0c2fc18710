import { APPLICATION_FIELDS } from './application-fields.ts';
import { catalogueSelection } from './catalogue-selection.ts';

/**
 * The program team console's GraphQL operations. They join the trusted documents through
 * OPERATIONS in operations.ts; the server checks the caller's role on every one of them.
 */
const CONSOLE_DETAIL_FIELDS = /* GraphQL */ `
  fragment ConsoleDetailFields on ConsoleApplicationDetail {
    id
    status
    decision
    decisionPublishedAt
    ${catalogueSelection(APPLICATION_FIELDS.filter((f) => f.kind !== 'file'))}
    totalFunding
    submittedAt
    averageScore
    scoreCount
    files { id kind name type size video { durationSeconds width height note lengthWarning } }
    history { id action fromStatus toStatus note actorName createdAt }
    scores { criterion score reviewerId reviewerName }
    comments { id body authorName createdAt }
    stageMean
    calibratedScore
    blind
    viewerConfidence
    duplicates { applicationId companyName reasons }
  }
`;

export const CONSOLE_OPERATIONS = {
  ConsoleMeta: /* GraphQL */ `
    query ConsoleMeta {
      consoleMeta {
        viewerId
        role
        statuses
        decisions
        criteria { key label }
      }
    }
  `,
  ConsoleApplications: /* GraphQL */ `
    query ConsoleApplications($filter: ConsoleFilterInput, $sort: ConsoleSortInput, $page: Int, $pageSize: Int) {
      consoleApplications(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        items {
          id
          status
          companyName
          founderName
          city
          state
          sector
          revenue
          totalFunding
          submittedAt
          averageScore
          stageId
          stageName
          stageMean
          calibratedScore
          scoreCount
          duplicates { applicationId companyName reasons }
        }
      }
    }
  `,
  ConsoleApplication: /* GraphQL */ `
    query ConsoleApplication($id: ID!) {
      consoleApplication(id: $id) { ...ConsoleDetailFields }
    }
    ${CONSOLE_DETAIL_FIELDS}
  `,
  ConsoleOverview: /* GraphQL */ `
    query ConsoleOverview {
      consoleOverview {
        total
        byStatus { key count }
        bySector { key count }
        byState { key count }
        perDay { key count }
      }
    }
  `,
  ConsoleUsers: /* GraphQL */ `
    query ConsoleUsers($search: String, $page: Int) {
      consoleUsers(search: $search, page: $page) {
        total
        page
        pageSize
        items { id name email role createdAt }
      }
    }
  `,
  ChangeApplicationStatus: /* GraphQL */ `
    mutation ChangeApplicationStatus($applicationId: ID!, $status: String!, $note: String) {
      changeApplicationStatus(applicationId: $applicationId, status: $status, note: $note) { ...ConsoleDetailFields }
    }
    ${CONSOLE_DETAIL_FIELDS}
  `,
  ScoreApplication: /* GraphQL */ `
    mutation ScoreApplication($applicationId: ID!, $scores: [ScoreInput!]!) {
      scoreApplication(applicationId: $applicationId, scores: $scores) { ...ConsoleDetailFields }
    }
    ${CONSOLE_DETAIL_FIELDS}
  `,
  AddReviewComment: /* GraphQL */ `
    mutation AddReviewComment($applicationId: ID!, $body: String!) {
      addReviewComment(applicationId: $applicationId, body: $body) { ...ConsoleDetailFields }
    }
    ${CONSOLE_DETAIL_FIELDS}
  `,
  PublishDecision: /* GraphQL */ `
    mutation PublishDecision($applicationId: ID!) {
      publishDecision(applicationId: $applicationId) { ...ConsoleDetailFields }
    }
    ${CONSOLE_DETAIL_FIELDS}
  `,
  SetUserRole: /* GraphQL */ `
    mutation SetUserRole($userId: ID!, $role: String!) {
      setUserRole(userId: $userId, role: $role) { id name email role createdAt }
    }
  `,
  ConsoleReviewerCalibration: /* GraphQL */ `
    query ConsoleReviewerCalibration($stageId: ID) {
      consoleReviewerCalibration(stageId: $stageId) { reviewerId reviewerName count mean sd shared offset drifting }
    }
  `,
  ConsoleInProgress: /* GraphQL */ `
    query ConsoleInProgress($page: Int) {
      consoleInProgress(page: $page) {
        total
        page
        items { id companyName city state sector createdAt updatedAt }
      }
    }
  `,
  ConsoleDecisionPreview: /* GraphQL */ `
    query ConsoleDecisionPreview($applicationId: ID!) {
      consoleDecisionPreview(applicationId: $applicationId) { decision to subject text willSend }
    }
  `,
  SetReviewConfidence: /* GraphQL */ `
    mutation SetReviewConfidence($applicationId: ID!, $confidence: Int!) {
      setReviewConfidence(applicationId: $applicationId, confidence: $confidence) { ...ConsoleDetailFields }
    }
    ${CONSOLE_DETAIL_FIELDS}
  `,
} as const;
