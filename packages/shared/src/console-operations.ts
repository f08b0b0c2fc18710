import { APPLICATION_FIELDS } from './application-fields.ts';
import { catalogueSelection } from './catalogue-selection.ts';
import { mutation, query, type OperationVariables } from './root-field-operation.ts';

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

/** A console mutation acts on one application and answers with its detail as the console shows it. */
const detailMutation = (name: string, variables: OperationVariables): string =>
  mutation(name, { applicationId: 'ID!', ...variables }, '{ ...ConsoleDetailFields }', CONSOLE_DETAIL_FIELDS);

export const CONSOLE_OPERATIONS = {
  ConsoleMeta: query('ConsoleMeta', {}, '{ viewerId role statuses decisions criteria { key label } }'),
  ConsoleApplications: query('ConsoleApplications', { filter: 'ConsoleFilterInput', sort: 'ConsoleSortInput', page: 'Int', pageSize: 'Int' }, `{
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
  }`),
  ConsoleApplication: query('ConsoleApplication', { id: 'ID!' }, '{ ...ConsoleDetailFields }', CONSOLE_DETAIL_FIELDS),
  ConsoleOverview: query('ConsoleOverview', {}, `{
    total
    byStatus { key count }
    bySector { key count }
    byState { key count }
    perDay { key count }
  }`),
  ConsoleUsers: query('ConsoleUsers', { search: 'String', page: 'Int' }, '{ total page pageSize items { id name email role createdAt } }'),
  ChangeApplicationStatus: detailMutation('ChangeApplicationStatus', { status: 'String!', note: 'String' }),
  ScoreApplication: detailMutation('ScoreApplication', { scores: '[ScoreInput!]!' }),
  AddReviewComment: detailMutation('AddReviewComment', { body: 'String!' }),
  PublishDecision: detailMutation('PublishDecision', {}),
  SetUserRole: mutation('SetUserRole', { userId: 'ID!', role: 'String!' }, '{ id name email role createdAt }'),
  ConsoleReviewerCalibration: query('ConsoleReviewerCalibration', { stageId: 'ID' }, '{ reviewerId reviewerName count mean sd shared offset drifting }'),
  ConsoleInProgress: query('ConsoleInProgress', { page: 'Int' }, '{ total page items { id companyName city state sector createdAt updatedAt } }'),
  ConsoleDecisionPreview: query('ConsoleDecisionPreview', { applicationId: 'ID!' }, '{ decision to subject text willSend }'),
  SetReviewConfidence: detailMutation('SetReviewConfidence', { confidence: 'Int!' }),
} as const;
