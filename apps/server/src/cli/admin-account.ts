import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createSignInLink } from '../auth/sign-in-links.ts';
import { findUserRoleByEmail, setRoleOfUser } from '../auth/user-repository.ts';

export type AdminResult =
  { kind: 'promoted'; email: string; wasRole: string | null } | { kind: 'created'; email: string; link: string };

export const adminEmailSchema = z.email({
  error: 'Give the email address of the account, e.g. npm run admin:create -- team@example.org',
});

/**
 * `npm run admin:create -- <email>`: makes the account with that email an admin, or creates an admin account
 * without a password and returns a one-time sign-in link (the person sets a password after following it).
 */
export const createOrPromoteAdmin = async (app: FastifyInstance, rawEmail: string): Promise<AdminResult> => {
  const email = adminEmailSchema.parse(rawEmail.trim()).toLowerCase();
  const existing = await findUserRoleByEmail(app.database.db, email);
  if (existing) {
    await setRoleOfUser(app.database.db, existing.id, 'admin');
    return { kind: 'promoted', email, wasRole: existing.role };
  }
  const context = await app.auth.$context;
  const user = await context.internalAdapter.createUser(
    { email, name: email.split('@')[0] ?? email, emailVerified: true, role: 'admin' },
    { method: 'admin' },
  );
  const link = await createSignInLink(app.database.db, app.config.baseUrl, user.id);
  return { kind: 'created', email, link };
};
