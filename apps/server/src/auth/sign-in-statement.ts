import { sql } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Auth } from './auth.ts';
import { rateLimitUpsert, upsertParameters, type Decision, type RateLimitStorage, type Rule } from './rate-limit-storage.ts';

type AuthContext = Awaited<Auth['$context']>;
type FoundUser = NonNullable<Awaited<ReturnType<AuthContext['internalAdapter']['findUserByEmail']>>>['user'] & {
  twoFactorEnabled?: boolean | null;
};

/** What a password sign-in reads before its hash: the account by its address, its password, and the attempt counted. */
export interface SignInReading {
  user: FoundUser | undefined;
  /** The hash of the user's email-and-password sign-in method, if they have one. */
  credentialPassword: string | undefined;
  decision: Decision;
}

/** The statement's one row: the user's columns (null when no account has the address), then these two. */
type SignInRow = Record<string, unknown> & { credentialPassword: string | null; allowed: boolean };

/**
 * The reads and the count a password sign-in starts with. On PostgreSQL one statement: the rate-limit upsert as a
 * data-modifying CTE beside the user and their credential, one round trip instead of Better Auth's user read, its
 * accounts read and the count, each of which cost the database a wake-up and the server a query built and sent (on
 * a slow host's loopback the sends were most of the main thread's time a sign-in). The user comes back shaped as
 * Better Auth's adapter shapes it on PostgreSQL: each field of its user schema under its own name, the id a string.
 * On SQLite, in-process, the three stay as Better Auth reads them: a join with a parameter is planned again on
 * every run there (auth.ts).
 */
export const signInStatementOf = (auth: Auth, storage: RateLimitStorage) => {
  const { db } = storage;
  const separately = async (email: string, key: string, rule: Rule): Promise<SignInReading> => {
    const context = await auth.$context;
    const found = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
    const user = found?.user as FoundUser | undefined;
    const credential = user
      ? found!.accounts.find((account) => account.providerId === 'credential' && account.accountId === user.id)
      : undefined;
    return { user, credentialPassword: credential?.password ?? undefined, decision: await storage.consume(key, rule) };
  };
  if (!isPostgres(db)) return separately;

  const statement = sql<SignInRow>`
    with "counted" as (${rateLimitUpsert()})
    select "user".*, "credential"."password" as "credentialPassword", exists (select 1 from "counted") as "allowed"
    from (select 1) as "one"
    left join "user" on "user"."email" = ${''}
    left join lateral (
      select "password" from "account"
      where "account"."userId" = "user"."id" and "account"."providerId" = 'credential' and "account"."accountId" = "user"."id"
      limit 1
    ) as "credential" on true`.compile(db);

  const shapeOf = async (row: Record<string, unknown>, context: AuthContext): Promise<FoundUser> => {
    const user: Record<string, unknown> = { id: String(row.id) };
    for (const [key, field] of Object.entries(context.tables.user!.fields)) {
      const value = row[field.fieldName ?? key];
      user[key] = field.transform?.output ? await field.transform.output(value as never) : value;
    }
    return user as FoundUser;
  };

  return async (email: string, key: string, rule: Rule): Promise<SignInReading> => {
    const context = await auth.$context;
    const now = Date.now();
    const { rows } = await db.executeQuery<SignInRow>({ ...statement, parameters: [...upsertParameters(key, rule, now), email] });
    const row = rows[0]!;
    return {
      user: row.id == null ? undefined : await shapeOf(row, context),
      credentialPassword: row.credentialPassword ?? undefined,
      decision: await storage.decided(row.allowed, key, rule, now),
    };
  };
};
