import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { cascadingKeys, cascadingTo, keyCascadingTo, textId } from './columns.ts';

/**
 * The founder's data rights (modules/privacy/): consents, nominee, correction requests, data exports, deletion
 * codes, retention notices; the anonymous cohort records kept after erasure; and the staff access log, which has
 * no foreign keys on purpose: it outlives the applications and accounts it names (kept at least a year).
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('privacy_consents')
    .$call(textId)
    .addColumn('user_id', 'text', cascadingTo('user.id'))
    .addColumn('notice_version', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('privacy_consents_user').on('privacy_consents').columns(['user_id', 'notice_version']).execute();
  await db.schema
    .createTable('privacy_nominees')
    .addColumn('user_id', 'text', keyCascadingTo('user.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('correction_requests')
    .$call(textId)
    .$call(cascadingKeys({ user_id: 'user.id', application_id: 'applications.id' }))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('correction', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'text')
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createTable('data_exports')
    .$call(textId)
    .addColumn('user_id', 'text', cascadingTo('user.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('ready_at', 'text')
    .execute();
  await db.schema.createIndex('data_exports_user').on('data_exports').columns(['user_id', 'requested_at']).execute();
  await db.schema
    .createTable('account_deletion_codes')
    .addColumn('user_id', 'text', keyCascadingTo('user.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('retention_notices')
    .addColumn('application_id', 'text', keyCascadingTo('applications.id'))
    .addColumn('notified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cohort_statistics')
    .$call(textId)
    .addColumn('cohort', 'text', (c) => c.notNull())
    .addColumn('sector', 'text')
    .addColumn('state', 'text')
    .addColumn('founding_year', 'text')
    .addColumn('team_size', 'integer')
    .addColumn('no_of_founders', 'integer')
    .addColumn('revenue', 'text')
    .addColumn('application_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('erased_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_access_log')
    .$call(textId)
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('application_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_access_log_at').on('staff_access_log').column('at').execute();
};
