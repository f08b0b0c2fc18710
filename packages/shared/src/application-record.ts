/**
 * An application as the data API returns it (GraphQL `Application`, fragment ApplicationFields in
 * operations.ts): form-side names of spec §3, an 'other' sector split back into sector + otherSector.
 */
export interface ApplicationRecord {
  id: string;
  status: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  companyName: string | null;
  description: string | null;
  foundersCount: number | null;
  teamSize: number | null;
  city: string | null;
  state: string | null;
  hasDpiitCertification: boolean | null;
  sector: string | null;
  otherSector: string | null;
  foundingYear: string | null;
  revenue: string | null;
  equityFunding: number | null;
  debtFunding: number | null;
  grantFunding: number | null;
  videoUrl: string | null;
  financialStatementUrl: string | null;
  pitchDeckUrl: string | null;
  submittedAt: string | null;
  updatedAt: string;
  /** How many times each savable step was saved: a save names the version its text was based on. */
  stepVersions: StepVersions;
}

/** The steps saved as typed (the uploads and the review are not), each with its own version. */
export const VERSIONED_STEPS = ['personal', 'company', 'business', 'funding'] as const;
export type VersionedStep = (typeof VERSIONED_STEPS)[number];
export type StepVersions = Record<VersionedStep, number>;
