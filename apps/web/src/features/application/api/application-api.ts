import { graphqlRequest } from '../../../lib/graphql.ts';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import type {
  BusinessInput,
  FieldBaseInput,
  CompanyInput,
  FundingInput,
  PersonalInput,
  StartApplicationMutationVariables,
} from '@portal/shared/graphql/graphql-types.generated';

export const fetchMyApplication = async (signal?: AbortSignal): Promise<ApplicationRecord | null> =>
  (await graphqlRequest('MyApplication', {}, signal)).myApplication;

/** Which cohort, and the founder's own earlier application to start from (and whether its files come along). */
export type StartChoice = StartApplicationMutationVariables;

/** Starts the founder's application to a cohort; the answer is the new current application, read whole. */
export const startApplication = async (choice: StartChoice): Promise<ApplicationRecord | null> => {
  await graphqlRequest('StartApplication', choice);
  return fetchMyApplication();
};

/** Each step's input, generated from the schema (scripts/generate-graphql-types.ts). */
export type PersonalVariables = PersonalInput;
export type CompanyVariables = CompanyInput;
export type BusinessVariables = BusinessInput;
export type FundingVariables = FundingInput;

/**
 * How a step save is based: `fieldBases`, each changed field with the value it started from (a per-field merge,
 * docs/co-founders.md), or `baseVersion`, the step's version (stepVersions) the input was typed on (the server refuses
 * it when stale).
 */
export interface SaveBase {
  baseVersion?: number | null;
  fieldBases?: FieldBaseInput[] | null;
  /** Each changed answer to the cohort's own questions with the answer it started from (JSON by question id). */
  ownAnswerBases?: string | null;
}

/**
 * A step save's answer: the application, the fields a merge save could not write (values JSON-encoded), and the
 * answers it left out because the team removed their questions since (ids).
 */
export type SavedRecord = ApplicationRecord & {
  conflicts?: { field: string; stored: string; storedBy?: string | null; storedAt?: string | null; yours: string }[];
  droppedOwnAnswers?: string[];
};

/** `ownAnswers`: the step's answers to the cohort's own questions (JSON by question id); left out, the stored ones stay. */
export const savePersonalInfo = async (input: PersonalVariables, base: SaveBase, ownAnswers?: string): Promise<SavedRecord> =>
  (await graphqlRequest('SavePersonalInfo', { input, ...base, ownAnswers })).savePersonalInfo;

export const saveCompanyInfo = async (
  applicationId: string,
  input: CompanyVariables,
  base: SaveBase,
  ownAnswers?: string,
): Promise<SavedRecord> =>
  (await graphqlRequest('SaveCompanyInfo', { applicationId, input, ...base, ownAnswers })).saveCompanyInfo;

export const saveBusinessDetails = async (
  applicationId: string,
  input: BusinessVariables,
  base: SaveBase,
  ownAnswers?: string,
): Promise<SavedRecord> =>
  (await graphqlRequest('SaveBusinessDetails', { applicationId, input, ...base, ownAnswers })).saveBusinessDetails;

export const saveFundingInfo = async (
  applicationId: string,
  input: FundingVariables,
  base: SaveBase,
  ownAnswers?: string,
): Promise<SavedRecord> =>
  (await graphqlRequest('SaveFundingInfo', { applicationId, input, ...base, ownAnswers })).saveFundingInfo;

export const submitApplication = async (applicationId: string): Promise<ApplicationRecord> =>
  (await graphqlRequest('SubmitApplication', { applicationId })).submitApplication;

/**
 * The answers to the cohort's own questions put on an upload step (JSON by question id); with `ownAnswerBases` the
 * changed ones are merged and those another member changed since come back as conflicts, else the last save wins.
 */
export const saveStepAnswers = async (
  applicationId: string,
  step: string,
  ownAnswers: string,
  ownAnswerBases?: string,
): Promise<SavedRecord> =>
  (await graphqlRequest('SaveStepAnswers', { applicationId, step, ownAnswers, ownAnswerBases })).saveStepAnswers;
