import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { sectorFromStorage } from '@portal/shared/schemas/application';
import { toBool, nowIso, type ApplicationsTable, type Database } from '../../db/types.ts';
import { IN_PROGRESS_STATUS, SUBMITTED_STATUS } from '@portal/shared/application-status';
import type { ApplicationRecord, VersionedStep } from '@portal/shared/application-record';

export type ApplicationRow = Selectable<ApplicationsTable>;

/** An application as the API returns it (the shared shape both sides use). */
export type Application = ApplicationRecord;

export const toApplication = (row: ApplicationRow): Application => {
  const sector = row.sector ? sectorFromStorage(row.sector) : null;
  return {
    id: row.id,
    status: row.application_status,
    name: row.name,
    email: row.email,
    phone: row.phone_no,
    companyName: row.startup_name,
    description: row.product,
    foundersCount: row.no_of_founders,
    teamSize: row.team_size,
    city: row.city,
    state: row.state,
    hasDpiitCertification: row.dpiit_cert === null ? null : toBool(row.dpiit_cert),
    sector: sector?.sector ?? null,
    otherSector: sector?.otherSector || null,
    foundingYear: row.founding_year,
    revenue: row.revenue,
    equityFunding: row.equity,
    debtFunding: row.debt,
    grantFunding: row.grant,
    videoUrl: row.video_url,
    financialStatementUrl: row.financial_statement_url,
    pitchDeckUrl: row.pitch_deck_url,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
    stepVersions: {
      personal: Number(row.personal_version),
      company: Number(row.company_version),
      business: Number(row.business_version),
      funding: Number(row.funding_version),
    },
  };
};

const VERSION_COLUMN = {
  personal: 'personal_version',
  company: 'company_version',
  business: 'business_version',
  funding: 'funding_version',
} as const satisfies Record<VersionedStep, keyof ApplicationsTable>;

/** A step save: its version goes up by one; with a base, only when the stored version is still that base. */
export interface StepVersionCheck {
  step: VersionedStep;
  base?: number | null;
}

export const findApplicationByUser = (db: Kysely<Database>, userId: string): Promise<ApplicationRow | undefined> =>
  db.selectFrom('applications').selectAll().where('user_id', '=', userId).executeTakeFirst();

/**
 * Creates the user's application or updates its personal fields, in one statement.
 * A submitted application is left as it is and nothing is returned.
 */
export const upsertPersonalInfo = (
  db: Kysely<Database>,
  values: { id: string; userId: string; name: string; email: string; phone: string },
  baseVersion?: number | null,
): Promise<ApplicationRow | undefined> => {
  const now = nowIso();
  return db
    .insertInto('applications')
    .values({
      id: values.id,
      user_id: values.userId,
      name: values.name,
      email: values.email,
      phone_no: values.phone,
      application_status: IN_PROGRESS_STATUS,
      created_at: now,
      updated_at: now,
      personal_version: 1,
    })
    .onConflict((oc) => {
      const update = oc
        .column('user_id')
        .doUpdateSet({ name: values.name, email: values.email, phone_no: values.phone, updated_at: now, personal_version: sql<number>`applications.personal_version + 1` })
        .where('applications.application_status', '!=', SUBMITTED_STATUS);
      return baseVersion === undefined || baseVersion === null ? update : update.where('applications.personal_version', '=', baseVersion);
    })
    .returningAll()
    .executeTakeFirst();
};

export type ApplicationChanges = Omit<
  Updateable<ApplicationsTable>,
  'id' | 'user_id' | 'created_at' | 'updated_at' | 'personal_version' | 'company_version' | 'business_version' | 'funding_version'
>;

/**
 * Updates the caller's own, not yet submitted application. Returns nothing when no row matched:
 * the id is unknown, belongs to someone else, or the application is submitted.
 */
export const updateOwnApplication = (
  db: Kysely<Database>,
  target: { id: string; userId: string; unchangedSince?: string; version?: StepVersionCheck },
  changes: ApplicationChanges,
): Promise<ApplicationRow | undefined> => {
  const column = target.version ? VERSION_COLUMN[target.version.step] : null;
  let query = db
    .updateTable('applications')
    .set({ ...changes, updated_at: nowIso(), ...(column ? { [column]: sql<number>`${sql.ref(column)} + 1` } : {}) })
    .where('id', '=', target.id)
    .where('user_id', '=', target.userId)
    .where('application_status', '!=', SUBMITTED_STATUS);
  if (target.unchangedSince !== undefined) query = query.where('updated_at', '=', target.unchangedSince);
  if (column && target.version?.base !== undefined && target.version.base !== null) query = query.where(column, '=', target.version.base);
  return query.returningAll().executeTakeFirst();
};
