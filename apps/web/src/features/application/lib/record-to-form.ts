import { APPLICATION_FIELDS, blankApplication, type ApplicationForm } from '@portal/shared/application/application-fields';
import { sectorFromStorage } from '@portal/shared/application/options';
import type { ApplicationRecord } from '@portal/shared/application/application-record';

/** The wizard's form from the stored application: what was never saved keeps the blank form's defaults (blankApplication in packages/shared/src/application/application-fields.ts). */
export const recordToForm = (
  record: ApplicationRecord | null,
  initial: { name?: string; email?: string } = {},
): ApplicationForm => {
  const blank = blankApplication(initial);
  if (!record) return blank;
  // Every catalogue field (packages/shared/src/application/application-fields.ts) as stored, or its blank; the record's types
  // are the catalogue's (application-record.ts checks), each one a value the form's type allows.
  const stored = Object.fromEntries(APPLICATION_FIELDS.map((f) => [f.key, record[f.key] ?? blank[f.key]])) as Omit<
    ApplicationForm,
    'applicationId'
  >;
  // 'other' comes back either as its own field or as the founder's words in `sector`.
  const sector = record.otherSector
    ? { sector: 'other' as const, otherSector: record.otherSector }
    : sectorFromStorage(record.sector);
  return { applicationId: record.id, ...stored, sector: sector.sector, otherSector: sector.otherSector };
};
