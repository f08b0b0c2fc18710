/**
 * Every GraphQL operation the web app runs. The server's trusted-documents manifest is built from this
 * file, so in production an applicant session can run these and nothing else.
 */
import { APPLICATION_FIELDS as CATALOGUE } from '../application/application-fields.ts';
import { catalogueSelection } from './catalogue-selection.ts';
import { COHORT_OPERATIONS } from './cohort-operations.ts';
import { OWN_QUESTION_OPERATIONS } from './own-question-operations.ts';
import { ELIGIBILITY_OPERATIONS } from './eligibility-operations.ts';
import { CONSOLE_OPERATIONS } from './console-operations.ts';
import { REVIEW_STAGE_OPERATIONS } from './review-stages-operations.ts';
import { TEAM_OPERATIONS } from './team-operations.ts';
import { TEAM_MESSAGE_OPERATIONS } from './team-message-operations.ts';
import { CO_FOUNDER_OPERATIONS } from './co-founder-operations.ts';
import { mutation, query, type OperationVariables } from './root-field-operation.ts';

/** What the API answers about an application: every step save, MyApplication and SubmitApplication ask for it. */
export const APPLICATION_FIELDS_FRAGMENT = /* GraphQL */ `
  fragment ApplicationFields on Application {
    id
    status
    ${catalogueSelection(CATALOGUE)}
    submittedAt
    updatedAt
    stepVersions { personal company business funding }
    uncheckedSteps
    copiedAnswers { filled total }
    ownForm { version questions answers }
  }
`;

/**
 * Saving a wizard step answers with the whole application; steps after the first name the application. A per-field
 * merge save (fieldBases, ownAnswerBases) is also answered with the fields and answers it could not write
 * (docs/co-founders.md), and a save with own answers with those it left out (questions the team removed since,
 * docs/own-questions.md).
 */
const saveStep = (name: string, variables: OperationVariables): string =>
  mutation(
    name,
    { ...variables, baseVersion: 'Int', fieldBases: '[FieldBaseInput!]', ownAnswers: 'String', ownAnswerBases: 'String' },
    '{ ...ApplicationFields conflicts { field stored storedBy storedAt yours } droppedOwnAnswers }',
    APPLICATION_FIELDS_FRAGMENT,
  );

export const OPERATIONS = {
  ...CONSOLE_OPERATIONS,
  ...COHORT_OPERATIONS,
  ...OWN_QUESTION_OPERATIONS,
  ...ELIGIBILITY_OPERATIONS,
  ...REVIEW_STAGE_OPERATIONS,
  ...TEAM_OPERATIONS,
  ...TEAM_MESSAGE_OPERATIONS,
  ...CO_FOUNDER_OPERATIONS,
  Viewer: query(
    'Viewer',
    {},
    `{
    id
    name
    email
    role
    language
    preferences { notifications darkMode emailUpdates reminders channels channelsOffered configuredChannels usableChannels stoppedMessages { kind channel } }
    application { id status companyName }
    decision { outcome publishedAt }
  }`,
  ),
  MyApplication: query('MyApplication', {}, '{ ...ApplicationFields }', APPLICATION_FIELDS_FRAGMENT),
  PitchVideo: query('PitchVideo', {}, '{ durationSeconds width height note lengthWarning }'),
  SavePersonalInfo: saveStep('SavePersonalInfo', { input: 'PersonalInput!' }),
  SaveCompanyInfo: saveStep('SaveCompanyInfo', { applicationId: 'ID!', input: 'CompanyInput!' }),
  SaveBusinessDetails: saveStep('SaveBusinessDetails', { applicationId: 'ID!', input: 'BusinessInput!' }),
  SaveFundingInfo: saveStep('SaveFundingInfo', { applicationId: 'ID!', input: 'FundingInput!' }),
  SaveStepAnswers: mutation(
    'SaveStepAnswers',
    { applicationId: 'ID!', step: 'String!', ownAnswers: 'String!', ownAnswerBases: 'String' },
    '{ ...ApplicationFields conflicts { field stored storedBy storedAt yours } droppedOwnAnswers }',
    APPLICATION_FIELDS_FRAGMENT,
  ),
  SubmitApplication: mutation(
    'SubmitApplication',
    { applicationId: 'ID!' },
    '{ ...ApplicationFields }',
    APPLICATION_FIELDS_FRAGMENT,
  ),
  SetLanguage: mutation('SetLanguage', { language: 'String!' }, ''),
  ChannelOffer: query('ChannelOffer', {}, '{ channels channelsOffered configuredChannels usableChannels }'),
  UpdatePreferences: mutation(
    'UpdatePreferences',
    { input: 'PreferencesInput!' },
    '{ notifications darkMode emailUpdates reminders channels channelsOffered configuredChannels usableChannels stoppedMessages { kind channel } }',
  ),
} as const;

export type OperationName = keyof typeof OPERATIONS;
