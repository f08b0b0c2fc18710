import { SIGN_IN_MESSAGES } from './sign-in-messages.ts';
import { JSON_MAX_DEPTH } from '../limits.ts';

/**
 * Every fixed message of the forms and the API, once. Error codes are stable identifiers that the server sends
 * and the web app maps back to these texts.
 */
export const MESSAGES = {
  ...SIGN_IN_MESSAGES,

  // Personal info
  REQUIRED_FIELDS: 'Please fill in all required fields',
  INVALID_EMAIL: 'Please enter a valid email address',
  INVALID_PHONE: 'Please enter a valid 10-digit phone number',
  NOT_AUTHENTICATED: 'User not authenticated',
  PERSONAL_FAILED: 'Failed to submit information. Please try again.',

  // Company
  COMPANY_REQUIRED_PREFIX: 'Please fill in the following required fields:',
  APPLICATION_ID_REQUIRED: 'Application ID is required',
  COMPANY_FAILED_ALERT: 'Failed to update company information. Please try again.',
  COMPLETE_PERSONAL_FIRST: 'Please complete the personal information step first',
  START_NEEDS_CONNECTION:
    'You are offline, and this phone does not hold your earlier application. Connect once to start from it, or start empty.',
  START_NOT_SENT:
    'Your new application is kept on this phone and is sent as soon as you are back online. You can upload files then.',

  // Business
  SECTOR_REQUIRED: 'Please select a sector',
  OTHER_SECTOR_REQUIRED: 'Please specify your sector',
  FOUNDING_YEAR_REQUIRED: 'Please enter the founding year',
  FOUNDING_YEAR_RANGE: 'Please enter a valid founding year between 1900 and current year',
  REVENUE_REQUIRED: 'Please select your revenue range',
  BUSINESS_FAILED: 'Failed to update business details. Please try again.',

  // Funding
  EQUITY_NEGATIVE: 'Equity funding cannot be negative',
  DEBT_NEGATIVE: 'Debt funding cannot be negative',
  GRANT_NEGATIVE: 'Grant funding cannot be negative',
  FUNDING_FAILED: 'Failed to update funding information. Please try again.',
  COMPLETE_PREVIOUS_FIRST: 'Please complete the previous steps first',

  // Video
  VIDEO_REQUIRED: 'Please upload a video before proceeding',
  VIDEO_INVALID_TYPE: 'Invalid file type. Please upload MP4, MOV, WebM, or AVI files only',
  VIDEO_TOO_LARGE: 'File size exceeds 1GB limit',
  NO_FILE_SELECTED: 'No file selected',
  VIDEO_FAILED: 'Failed to upload video. Please check your file and try again.',
  UPLOAD_AUTH_FAILED: 'Authentication failed. Please refresh the page and try again.',

  // Documents
  FINANCIAL_INVALID_TYPE: 'Please upload a PDF file for financial statement',
  PITCH_DECK_INVALID_TYPE: 'Please upload a PDF or PowerPoint file for pitch deck',
  DOCUMENT_TOO_LARGE: 'File size exceeds 10MB limit',
  UPLOAD_CANCELLED: 'Upload cancelled',
  DOCUMENT_FAILED: 'Failed to upload document. Please try again.',

  // Upload protocol and stored files (our own endpoints; 'Invalid file id' and 'File does not exist' are the stored files' fixed texts)
  UPLOAD_KIND_INVALID: 'Unknown upload kind: send video, financial_statement or pitch_deck.',
  UPLOAD_METADATA_INVALID: 'The upload details (Upload-Metadata) could not be read.',
  UPLOAD_LENGTH_REQUIRED: 'The upload must state its size in bytes (Upload-Length) when it starts.',
  UPLOAD_CONCAT_UNSUPPORTED: 'Uploads in parallel parts are not supported: send the file as one upload.',
  UPLOAD_BUSY: 'This upload is busy with another request. It will continue in a moment.',
  UPLOAD_REPLACED: 'A newer upload of the same file replaced this one: continue with the newer upload.',
  VIDEO_NOT_READ_IN_TIME:
    'This video could not be read in time, so it was not kept. It may be damaged: please save or export it again (MP4 works best) and upload it again.',
  FILE_INVALID_ID: 'Invalid file id',
  FILE_DOES_NOT_EXIST: 'File does not exist',
  FILE_LINK_INVALID: 'This file link is not valid.',
  FILE_LINK_EXPIRED: 'This file link has expired. Please open the file again from the portal.',
  RANGE_NOT_SATISFIABLE: 'The requested part of the file is outside the file.',

  // Submit and review
  APPLICATION_NOT_FOUND: 'Application ID not found. Please try again.',
  SUBMIT_FAILED: 'Failed to submit application. Please try again.',
  SUBMIT_ERRORS_HEADING: 'Please complete all required fields before submitting:',
  INVALID_FOUNDING_YEAR: 'Please enter a valid founding year',
  TEAM_SMALLER_THAN_FOUNDERS: 'Team size cannot be less than the number of founders',
  APPLICATION_LOCKED: 'This application has been submitted and can no longer be changed.',
  STALE_WRITE:
    'This step was changed on another device or tab after this one last saw it. Your text here is kept: press Save & Next again to replace the other version with it.',
  APPLICATIONS_CLOSED: 'Applications for this cohort are closed. New applications and submissions are no longer accepted.',

  // Generic
  BAD_REQUEST: 'The request could not be understood. Please check what was sent.',
  JSON_TOO_DEEP: `The request body is nested too deeply: at most ${JSON_MAX_DEPTH} levels of objects and lists are accepted.`,
  NUL_CHARACTER: 'Text cannot contain the NUL character (\\u0000). Please remove it and try again.',
  NOT_FOUND: 'Not found',
  INTERNAL: 'Something went wrong on our side. Please try again.',
} as const;

/** A founder already has `max` uploads in progress (MAX_UNFINISHED_UPLOADS) and starts another kind. */
export const tooManyUnfinishedUploadsMessage = (max: number): string =>
  `You already have ${max === 1 ? 'an upload' : `${max} uploads`} in progress. Let ${max === 1 ? 'it' : 'one'} finish, or cancel ${max === 1 ? 'it' : 'one'}, before starting another.`;

export const requiredMessage = (label: string): string => `${label} is required`;
export const invalidFundingMessage = (kind: 'equity' | 'debt' | 'grant'): string => `Please enter a valid ${kind} funding amount`;

/** The body every API error carries: a stable code and the text to show. */
export interface ApiErrorBody {
  code: string;
  message: string;
  details?: string[];
  /** What the code's text depends on: messageFor(code, locale, params) in error-codes.ts. */
  params?: Readonly<Record<string, string | number | undefined>>;
}
