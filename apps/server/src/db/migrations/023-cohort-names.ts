import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types.ts';

/**
 * The default first cohort's names when this migration ran (packages/shared/src/cohorts/default-cohort.ts), copied
 * here so the migration does the same on every database whatever that file says later.
 */
const DEFAULT_NAME_EN = 'Winter 2025 Cohort';
const DEFAULT_NAME_HI = 'विंटर 2025 कोहोर्ट';
const DEFAULT_NAMES = [
  { language: 'mr', name: 'हिवाळी 2025 समूह' },
  { language: 'gu', name: 'શિયાળુ 2025 જૂથ' },
  { language: 'ta', name: 'குளிர்கால 2025 சுற்று' },
  { language: 'te', name: 'శీతాకాలం 2025 బ్యాచ్' },
  { language: 'kn', name: 'ಚಳಿಗಾಲದ 2025 ಬ್ಯಾಚ್' },
  { language: 'bn', name: 'শীতকালীন 2025 ব্যাচ' },
  { language: 'ur', name: 'موسم سرما 2025 گروپ' },
];

/**
 * A cohort's name in the languages beyond English and Hindi (docs/languages.md): `cohorts.names` is JSON, a list of
 * `{ language, name }`; null means none, and those languages show the English or (Devanagari) the Hindi name. An
 * existing cohort still named as the default first cohort (COHORT_NAME unset) gets the default's names in every
 * language, as a fresh install does; every other existing cohort gets none (the team adds them on the console).
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema.alterTable('cohorts').addColumn('names', 'text').execute();
  await sql`update cohorts set names = ${JSON.stringify(DEFAULT_NAMES)} where name_en = ${DEFAULT_NAME_EN} and name_hi = ${DEFAULT_NAME_HI}`.execute(
    db,
  );
};
