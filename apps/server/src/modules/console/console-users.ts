import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { CONSOLE_PAGE_SIZE, CONSOLE_SEARCH_MAX, REVIEW_MESSAGES, ROLES, roleOf, type Role } from '@portal/shared/review/review';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { reviewDb } from '../../db/review-tables.ts';
import type { StaffUser } from '../../auth/staff-access.ts';
import { setRoleOfUser } from '../../auth/user-repository.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { languageOfUser } from '../../auth/account-language.ts';
import { roleChangedMessage } from '../team/team-emails.ts';

export interface ConsoleUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
}

const toIso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

const usersQuery = (db: Kysely<Database>) => reviewDb(db).selectFrom('user');

/** Accounts for the admin's roles page: staff first, then by email; searchable by name or email. */
export const listUsers = async (db: Kysely<Database>, input: { search?: string | null; page?: number | null }) => {
  const search = parseOrBadRequest(
    z.string().trim().max(CONSOLE_SEARCH_MAX, REVIEW_MESSAGES.SEARCH_TOO_LONG).nullish(),
    input.search,
  );
  const page =
    parseOrBadRequest(
      z.number().int().min(1, REVIEW_MESSAGES.PAGE_INVALID).max(100_000, REVIEW_MESSAGES.PAGE_INVALID).nullish(),
      input.page,
    ) ?? 1;
  const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const base = usersQuery(db).$if(pattern !== undefined, (q) =>
    q.where((eb) =>
      eb.or([sql<boolean>`lower(email) like ${pattern} escape '\\'`, sql<boolean>`lower(name) like ${pattern} escape '\\'`]),
    ),
  );
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'name', 'email', 'role', 'createdAt'])
      .orderBy(sql`case when role in ('admin', 'reviewer') then 0 else 1 end`)
      .orderBy('email')
      .limit(CONSOLE_PAGE_SIZE)
      .offset((page - 1) * CONSOLE_PAGE_SIZE)
      .execute(),
  ]);
  return {
    total: Number(count.total),
    page,
    pageSize: CONSOLE_PAGE_SIZE,
    items: rows.map((r): ConsoleUser => ({
      id: r.id,
      name: r.name,
      email: r.email,
      role: roleOf(r.role),
      createdAt: toIso(r.createdAt),
    })),
  };
};

/** Admins only (checked by the caller): sets another account's role; the person is emailed when it changed. */
export const setUserRole = async (
  app: FastifyInstance,
  admin: StaffUser,
  input: { userId: string; role: string },
): Promise<ConsoleUser> => {
  const db = app.database.db;
  const role = parseOrBadRequest(z.enum(ROLES, { error: REVIEW_MESSAGES.ROLE_INVALID }), input.role);
  if (input.userId === admin.id) throw new AppError('VALIDATION_FAILED', { message: REVIEW_MESSAGES.OWN_ROLE });
  const row = await usersQuery(db)
    .where('id', '=', input.userId)
    .select(['id', 'name', 'email', 'role', 'createdAt'])
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: REVIEW_MESSAGES.USER_NOT_FOUND });
  await setRoleOfUser(db, row.id, role);
  if (roleOf(row.role) !== role)
    await app.mailer.send(roleChangedMessage(app.config, { to: row.email, role, locale: await languageOfUser(db, row.id) }));
  return { id: row.id, name: row.name, email: row.email, role, createdAt: toIso(row.createdAt) };
};
