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

export const savePersonalInfo = async (input: PersonalVariables): Promise<ApplicationRecord> =>
  (await graphqlRequest<{ savePersonalInfo: ApplicationRecord }>('SavePersonalInfo', { input })).savePersonalInfo;

export const saveCompanyInfo = async (applicationId: string, input: CompanyVariables): Promise<ApplicationRecord> =>
  (await graphqlRequest<{ saveCompanyInfo: ApplicationRecord }>('SaveCompanyInfo', { applicationId, input })).saveCompanyInfo;

export const saveBusinessDetails = async (applicationId: string, input: BusinessVariables): Promise<ApplicationRecord> =>
  (await graphqlRequest<{ saveBusinessDetails: ApplicationRecord }>('SaveBusinessDetails', { applicationId, input })).saveBusinessDetails;

export const saveFundingInfo = async (applicationId: string, input: FundingVariables): Promise<ApplicationRecord> =>
  (await graphqlRequest<{ saveFundingInfo: ApplicationRecord }>('SaveFundingInfo', { applicationId, input })).saveFundingInfo;

export const submitApplication = async (applicationId: string): Promise<ApplicationRecord> =>
  (await graphqlRequest<{ submitApplication: ApplicationRecord }>('SubmitApplication', { applicationId })).submitApplication;
