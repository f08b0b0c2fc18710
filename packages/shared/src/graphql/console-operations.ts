import { APPLICATION_FIELDS } from '../application/application-fields.ts';
import { catalogueSelection } from './catalogue-selection.ts';
import { mutation, query, type OperationVariables } from './root-field-operation.ts';

/**
 * The program team console's GraphQL operations. They join the trusted documents through
 * OPERATIONS in operations.ts; the server checks the caller's role on every one of them.
 */
/** Where an application's review stands in its current stage (packages/shared/src/review/stage-progress.ts). */
const STAGE_PROGRESS_FIELDS = 'stageId stageName position stageCount reviewersWanted assigned done undeclared';

const CONSOLE_DETAIL_FIELDS = /* GraphQL */ `
  fragment ConsoleDetailFields on ConsoleApplicationDetail {
    id
    status
    decision
    decisionPublishedAt
    ${catalogueSelection(APPLICATION_FIELDS.filter((f) => f.kind !== 'file'))}
    totalFunding
    submittedAt
    files { id kind name type size video { durationSeconds width height note lengthWarning } }
    history { id action fromStatus toStatus note actorName createdAt }
    scores { criterion score reviewerId reviewerName }
    comments { id body authorName createdAt }
    formVersion
    ownAnswers { questionId label kind step answer hideInBlindReview onForm withheld }
    members { name email joinedAt }
    scoreSummary { source stageName reviewers rawMean weightedMean calibrated uncalibratedReason }
    stageRubric { id key label weight }
    viewerReviewStatus
    blind
    viewerConfidence
    duplicates { applicationId companyName reasons }
    appliedBefore { applicationId cohortName submittedAt decision }
    changesSinceLast { field label before after }
    stageProgress { ${STAGE_PROGRESS_FIELDS} }
  }
`;

/**
 * A console mutation acts on one application and answers with what it changed, never the founder's personal data:
 * the console then reads the application again through ConsoleApplication.
 */
const reviewMutation = (name: string, variables: OperationVariables, selection: string): string =>
  mutation(name, { applicationId: 'ID!', ...variables }, selection);

export const CONSOLE_OPERATIONS = {
  ConsoleMeta: query('ConsoleMeta', {}, '{ viewerId role statuses decisions criteria { key label } }'),
  ConsoleApplications: query(
    'ConsoleApplications',
    { filter: 'ConsoleFilterInput', sort: 'ConsoleSortInput', page: 'Int', pageSize: 'Int' },
    `{
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
      stageId
      stageName
      scoreSummary { source stageName reviewers rawMean weightedMean calibrated uncalibratedReason }
      duplicates { applicationId companyName reasons }
    }
  }`,
  ),
  ConsoleApplication: query('ConsoleApplication', { id: 'ID!' }, '{ ...ConsoleDetailFields }', CONSOLE_DETAIL_FIELDS),
  ConsoleOverview: query(
    'ConsoleOverview',
    { cohort: 'ID' },
    `{
    total
    byStatus { key count }
    byStage { key label count }
    bySector { key count }
    byState { key count }
    perDay { key count }
  }`,
  ),
  ConsoleCohortComparison: query(
    'ConsoleCohortComparison',
    {},
    `{
    cohortId
    nameEn
    nameHi
    state
    started
    submitted
    accepted
    bySector { key started submitted accepted }
    byState { key started submitted accepted }
  }`,
  ),
  ConsoleUsers: query(
    'ConsoleUsers',
    { search: 'String', page: 'Int' },
    '{ total page pageSize items { id name email role createdAt } }',
  ),
  ChangeApplicationStatus: reviewMutation(
    'ChangeApplicationStatus',
    { status: 'String!', note: 'String' },
    '{ applicationId status change { id action fromStatus toStatus note actorName createdAt } }',
  ),
  ScoreApplication: reviewMutation(
    'ScoreApplication',
    { scores: '[ScoreInput!]!' },
    '{ applicationId scoreSummary { source stageName reviewers rawMean weightedMean calibrated uncalibratedReason } scores { criterion score reviewerId reviewerName } }',
  ),
  AddReviewComment: reviewMutation(
    'AddReviewComment',
    { body: 'String!' },
    '{ applicationId comment { id body authorName createdAt } }',
  ),
  PublishDecision: reviewMutation('PublishDecision', {}, '{ applicationId decision decisionPublishedAt }'),
  SetUserRole: mutation('SetUserRole', { userId: 'ID!', role: 'String!' }, '{ id name email role createdAt }'),
  ConsoleReviewerCalibration: query(
    'ConsoleReviewerCalibration',
    { stageId: 'ID', cohort: 'ID' },
    '{ reviewerId reviewerName count mean sd shared offset drifting }',
  ),
  ConsoleInProgress: query(
    'ConsoleInProgress',
    { page: 'Int', cohort: 'ID' },
    '{ total page items { id companyName city state sector createdAt updatedAt } }',
  ),
  ConsoleDecisionPreview: query(
    'ConsoleDecisionPreview',
    { applicationId: 'ID!' },
    `{ decision to subject text stageProgress { ${STAGE_PROGRESS_FIELDS} } }`,
  ),
  SetReviewConfidence: reviewMutation('SetReviewConfidence', { confidence: 'Int!' }, '{ applicationId confidence }'),
} as const;
