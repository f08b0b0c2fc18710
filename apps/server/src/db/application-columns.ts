import type { ColumnType } from 'kysely';
import type { FieldEntry, FieldKey, RecordValueOfKind } from '@portal/shared/application/application-fields';

/**
 * Each field of the catalogue (packages/shared/src/application/application-fields.ts) and its column in `applications`: the
 * table's type below, the record mapper and the step saves (modules/application/field-columns.ts) all read this map,
 * so a new field is one line here and one migration (docs/adding-a-field.md). Columns keep their snake_case names.
 */
export const FIELD_COLUMNS = {
  name: 'name',
  email: 'email',
  phone: 'phone_no',
  companyName: 'startup_name',
  description: 'product',
  foundersCount: 'no_of_founders',
  teamSize: 'team_size',
  city: 'city',
  state: 'state',
  hasDpiitCertification: 'dpiit_cert',
  dpiitNumber: 'dpiit_number',
  // 'other' is stored as the founder's own words in `sector` (schemas/application.ts sectorForStorage).
  sector: 'sector',
  otherSector: 'sector',
  foundingYear: 'founding_year',
  revenue: 'revenue',
  equityFunding: 'equity',
  debtFunding: 'debt',
  grantFunding: 'grant',
  videoUrl: 'video_url',
  financialStatementUrl: 'financial_statement_url',
  pitchDeckUrl: 'pitch_deck_url',
} as const satisfies Record<FieldKey, string>;

/** Booleans are 0/1 on SQLite and boolean on PostgreSQL; repositories normalise with `toBool`. */
export type DbBoolean = ColumnType<boolean | number, boolean | number, boolean | number>;

/** Integers that PostgreSQL keeps as bigint; the pg type parser returns them as numbers. */
export type Rupees = ColumnType<number, number, number>;

/** How each kind of field is stored: as the API returns it, but yes/no as a DbBoolean and amounts as whole rupees. */
type StoredOfKind = Omit<RecordValueOfKind, 'yesNo' | 'rupees'> & { yesNo: DbBoolean; rupees: Rupees };

/** The catalogue's columns of `applications`, every one nullable (a draft fills them step by step). */
export type FieldColumnsTable = { [F in FieldEntry as (typeof FIELD_COLUMNS)[F['key']]]: StoredOfKind[F['kind']] | null };
