import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { textId } from './columns.ts';

/**
 * Invitations to the program team (docs/program-team.md): an admin invites an email address as reviewer or admin;
 * the emailed link works once, until `expires_at`, unless revoked. Only the token's hash is stored. `invited_by` is
 * emptied when the inviting account goes; the invitation stays until it is used, revoked or expires.
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('staff_invitations')
    .$call(textId)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('invited_by_name', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_invitations_email_idx').on('staff_invitations').columns(['email', 'created_at']).execute();
};
