import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { cascadingKeys, textId } from './columns.ts';

/**
 * Co-founders apply together (docs/co-founders.md). `application_members` has one row per account that may work on
 * an application; every existing application gets its founder (`applications.user_id`) as its first member. A member
 * is in at most one application per cohort (the unique index), so joining never merges two. `read_confirmed_at` is
 * the member's "I have read the whole application", asked before a submit when the cohort's
 * `cohorts.team_sign_off` is on (off for every existing cohort). `application_invites` holds the invitations: only
 * the token's hash, the email or +91 mobile invited, 7 days to use it once, revocable. `application_step_saves`
 * records who saved each step last.
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema
    .alterTable('cohorts')
    .addColumn('team_sign_off', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
  await db.schema
    .createTable('application_members')
    .$call(cascadingKeys({ application_id: 'applications.id', user_id: 'user.id' }))
    .addColumn('cohort_id', 'text', (c) => c.references('cohorts.id'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addColumn('read_confirmed_at', 'text')
    .addPrimaryKeyConstraint('application_members_pk', ['application_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('application_members_user_cohort_unique')
    .on('application_members')
    .columns(['user_id', 'cohort_id'])
    .unique()
    .execute();
  await sql`insert into application_members (application_id, user_id, cohort_id, joined_at)
    select id, user_id, cohort_id, created_at from applications`.execute(db);
  await db.schema
    .createTable('application_invites')
    .$call(textId)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .$call(cascadingKeys({ application_id: 'applications.id' }))
    .addColumn('invited_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('invited_by_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('application_invites_application_idx')
    .on('application_invites')
    .columns(['application_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('application_invites_inviter_idx')
    .on('application_invites')
    .columns(['invited_by', 'created_at'])
    .execute();
  await db.schema
    .createTable('application_step_saves')
    .$call(cascadingKeys({ application_id: 'applications.id' }))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_step_saves_pk', ['application_id', 'step'])
    .execute();
};
