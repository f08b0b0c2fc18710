import { blankApplication, type ApplicationForm } from '@portal/shared/application-fields';
import { sectorFromStorage } from '@portal/shared/schemas/application';
import type { ApplicationRecord } from '@portal/shared/application-record';

/** The wizard's form from the stored application: what was never saved keeps the spec §3 blank defaults. */
export const recordToForm = (record: ApplicationRecord | null, initial: { name?: string; email?: string } = {}): ApplicationForm => {
  const blank = blankApplication(initial);
  if (!record) return blank;
  // 'other' comes back either as its own field or as the founder's words in `sector` (spec §3).
  const sector = record.otherSector ? { sector: 'other' as const, otherSector: record.otherSector } : sectorFromStorage(record.sector);
  return {
    applicationId: record.id,
    name: record.name ?? blank.name,
    email: record.email ?? blank.email,
    phone: record.phone ?? '',
    companyName: record.companyName ?? '',
    description: record.description ?? '',
    foundersCount: record.foundersCount ?? blank.foundersCount,
    teamSize: record.teamSize ?? blank.teamSize,
    city: record.city ?? '',
    state: record.state ?? '',
    hasDpiitCertification: record.hasDpiitCertification ?? blank.hasDpiitCertification,
    sector: sector.sector,
    otherSector: sector.otherSector,
    foundingYear: record.foundingYear ?? '',
    revenue: record.revenue ?? blank.revenue,
    equityFunding: record.equityFunding ?? blank.equityFunding,
    debtFunding: record.debtFunding ?? blank.debtFunding,
    grantFunding: record.grantFunding ?? blank.grantFunding,
    videoUrl: record.videoUrl,
    financialStatementUrl: record.financialStatementUrl,
    pitchDeckUrl: record.pitchDeckUrl,
  };
};
