/**
 * Every GraphQL operation the web app runs. The server's trusted-documents manifest is built from this
 * file, so in production an applicant session can run these and nothing else.
 */
import { APPLICATION_FIELDS as CATALOGUE } from './application-fields.ts';
import { catalogueSelection } from './catalogue-selection.ts';
import { CONSOLE_OPERATIONS } from './console-operations.ts';
import { REVIEW_STAGE_OPERATIONS } from './review-stages-operations.ts';

const APPLICATION_FIELDS = /* GraphQL */ `
  fragment ApplicationFields on Application {
    id
    status
    ${catalogueSelection(CATALOGUE)}
    submittedAt
    updatedAt
    stepVersions { personal company business funding }
  }
`;

export const OPERATIONS = {
  ...CONSOLE_OPERATIONS,
  ...REVIEW_STAGE_OPERATIONS,
  Viewer: /* GraphQL */ `
    query Viewer {
      viewer {
        id
        name
        email
        role
        language
        preferences { notifications darkMode emailUpdates }
        application { id status companyName }
        decision { outcome publishedAt }
      }
    }
  `,
  MyApplication: /* GraphQL */ `
    query MyApplication {
      myApplication { ...ApplicationFields }
    }
    ${APPLICATION_FIELDS}
  `,
  PitchVideo: /* GraphQL */ `
    query PitchVideo {
      pitchVideo { durationSeconds width height note lengthWarning }
    }
  `,
  SavePersonalInfo: /* GraphQL */ `
    mutation SavePersonalInfo($input: PersonalInput!, $baseVersion: Int) {
      savePersonalInfo(input: $input, baseVersion: $baseVersion) { ...ApplicationFields }
    }
    ${APPLICATION_FIELDS}
  `,
  SaveCompanyInfo: /* GraphQL */ `
    mutation SaveCompanyInfo($applicationId: ID!, $input: CompanyInput!, $baseVersion: Int) {
      saveCompanyInfo(applicationId: $applicationId, input: $input, baseVersion: $baseVersion) { ...ApplicationFields }
    }
    ${APPLICATION_FIELDS}
  `,
  SaveBusinessDetails: /* GraphQL */ `
    mutation SaveBusinessDetails($applicationId: ID!, $input: BusinessInput!, $baseVersion: Int) {
      saveBusinessDetails(applicationId: $applicationId, input: $input, baseVersion: $baseVersion) { ...ApplicationFields }
    }
    ${APPLICATION_FIELDS}
  `,
  SaveFundingInfo: /* GraphQL */ `
    mutation SaveFundingInfo($applicationId: ID!, $input: FundingInput!, $baseVersion: Int) {
      saveFundingInfo(applicationId: $applicationId, input: $input, baseVersion: $baseVersion) { ...ApplicationFields }
    }
    ${APPLICATION_FIELDS}
  `,
  SubmitApplication: /* GraphQL */ `
    mutation SubmitApplication($applicationId: ID!) {
      submitApplication(applicationId: $applicationId) { ...ApplicationFields }
    }
    ${APPLICATION_FIELDS}
  `,
  SetLanguage: /* GraphQL */ `
    mutation SetLanguage($language: String!) {
      setLanguage(language: $language)
    }
  `,
  UpdatePreferences: /* GraphQL */ `
    mutation UpdatePreferences($input: PreferencesInput!) {
      updatePreferences(input: $input) { notifications darkMode emailUpdates }
    }
  `,
} as const;

export type OperationName = keyof typeof OPERATIONS;

/** Error codes the data API puts in `errors[].extensions.code`; the message is the spec's text. */
export const GRAPHQL_ERROR_CODES = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  APPLICATION_ID_REQUIRED: 'APPLICATION_ID_REQUIRED',
  COMPLETE_PERSONAL_FIRST: 'COMPLETE_PERSONAL_FIRST',
  APPLICATION_NOT_FOUND: 'APPLICATION_NOT_FOUND',
  APPLICATION_LOCKED: 'APPLICATION_LOCKED',
  SUBMIT_INCOMPLETE: 'SUBMIT_INCOMPLETE',
  OPERATION_NOT_ALLOWED: 'OPERATION_NOT_ALLOWED',
  BAD_REQUEST: 'BAD_REQUEST',
  INTERNAL: 'INTERNAL',
  /** The console answers applicants and visitors as if it did not exist. */
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  APPLICATIONS_CLOSED: 'APPLICATIONS_CLOSED',
  /** A step save based on an older version than the stored one (another device or tab saved it since). */
  STALE_WRITE: 'STALE_WRITE',
  /** SetLanguage with anything but a value of LOCALES (locales.ts). */
  LANGUAGE_INVALID: 'LANGUAGE_INVALID',
} as const;
