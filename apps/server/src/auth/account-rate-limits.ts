import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import { CORRECTION_REQUEST_RULE, DELETION_CODE_RULE, EXPORT_REQUEST_RULE, strictRuleOf } from './rate-limit-rules.ts';

type Rule = { window: number; max: number };

const DAY_MS = 86_400_000;
/**
 * Today's key of a daily budget: each UTC day counts in its own row. The table's rule alone would let a founder who
 * asks once every 23 hours run out, because its count starts again only after a whole window with no request.
 */
const todayOf = (key: string) => `${key}|${new Date().toISOString().slice(0, 10)}`;
const secondsToTomorrow = () => Math.ceil((DAY_MS - (Date.now() % DAY_MS)) / 1000);

/**
 * The portal's own limits on a signed-in account, counted in Better Auth's rate-limit storage (rate-limit-storage.ts:
 * one atomic statement on either dialect, shared by every instance). They are keyed by the account, not by the client
 * address as Better Auth's are: these routes need the account's session, and what a guess there tests is that
 * account's secret, so a new address, a new session or a second device of the same account buys no fresh tries, and
 * founders behind one carrier's address do not share a budget.
 */
export const accountRateLimitsOf = (auth: Auth, config: Config) => {
  const storage = auth.options.rateLimit.customStorage;
  const strict = strictRuleOf(config);

  const consume = async (reply: FastifyReply, key: string, rule: Rule, refusal: () => AppError): Promise<void> => {
    const decision = await storage.consume(key, rule);
    if (decision.allowed) return;
    reply.header('x-retry-after', String(decision.retryAfter ?? rule.window));
    throw refusal();
  };
  const consumeToday = async (reply: FastifyReply, key: string, rule: Rule, refusal: () => AppError): Promise<void> => {
    if ((await storage.consume(todayOf(key), rule)).allowed) return;
    reply.header('x-retry-after', String(secondsToTomorrow()));
    throw refusal();
  };

  return {
    /** Each check of the account's password or of a code emailed to it, on `route`: the sign-in's strict budget. */
    credentialCheck: (reply: FastifyReply, userId: string, route: string) =>
      consume(reply, `account:${userId}|${route}`, strict, () => new AppError('TOO_MANY_REQUESTS')),
    /** Each deletion code sent to the account: a new code gives new tries, so only a few an hour. */
    deletionCodeSent: (reply: FastifyReply, userId: string) =>
      consume(reply, `account:${userId}|deletion-code`, DELETION_CODE_RULE, () => new AppError('TOO_MANY_CODES')),
    /** Each correction request the founder sends: the team reads every one, so only a few a (UTC) day. */
    correctionRequested: (reply: FastifyReply, userId: string) =>
      consumeToday(reply, `account:${userId}|correction`, CORRECTION_REQUEST_RULE, () => new AppError('TOO_MANY_CORRECTIONS')),
    /** Each export prepared for the founder: a job reads all their data and files, so only a few a (UTC) day. */
    exportRequested: (reply: FastifyReply, userId: string) =>
      consumeToday(reply, `account:${userId}|export`, EXPORT_REQUEST_RULE, () => new AppError('TOO_MANY_EXPORTS')),
  };
};
