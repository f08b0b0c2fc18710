import { graphqlRequest } from '../../../lib/graphql.ts';
import type { ApplicationRecord } from '@portal/shared/application-record';



export const fetchMyApplication = async (signal?: AbortSignal): Promise<ApplicationRecord | null> =>
  (await graphqlRequest<{ myApplication: ApplicationRecord | null }>('MyApplication', {}, signal)).myApplication;

export interface PersonalVariables { name: string; email: string; phone: string }
export interface CompanyVariables {
  companyName: string;
  description: string;
  foundersCount: number;
  teamSize: number;
  city: string;
  state: string;
  hasDpiitCertification: boolean;
}
export interface BusinessVariables { sector: string; otherSector: string; foundingYear: string; revenue: string }
export interface FundingVariables { equityFunding: string; debtFunding: string; grantFunding: string }

/** `baseVersion`: the step's version (stepVersions) the input was typed on; the server refuses it when stale. */
export const savePersonalInfo = async (input: PersonalVariables, baseVersion?: number | null): Promise<ApplicationRecord> =>
  (await graphqlRequest<{ savePersonalInfo: ApplicationRecord }>('SavePersonalInfo', { input, baseVersion })).savePersonalInfo;

export const saveCompanyInfo = async (applicationId: string, input: CompanyVariables, baseVersion?: number | null): Promise<ApplicationRecord> =>
  (await graphqlRequest<{ saveCompanyInfo: ApplicationRecord }>('SaveCompanyInfo', { applicationId, input, baseVersion })).saveCompanyInfo;

export const saveBusinessDetails = async (applicationId: string, input: BusinessVariables, baseVersion?: number | null): Promise<ApplicationRecord> =>
  (await graphqlRequest<{ saveBusinessDetails: ApplicationRecord }>('SaveBusinessDetails', { applicationId, input, baseVersion })).saveBusinessDetails;

export const saveFundingInfo = async (applicationId: string, input: FundingVariables, baseVersion?: number | null): Promise<ApplicationRecord> =>
  (await graphqlRequest<{ saveFundingInfo: ApplicationRecord }>('SaveFundingInfo', { applicationId, input, baseVersion })).saveFundingInfo;

export const submitApplication = async (applicationId: string): Promise<ApplicationRecord> =>
  (await graphqlRequest<{ submitApplication: ApplicationRecord }>('SubmitApplication', { applicationId })).submitApplication;
