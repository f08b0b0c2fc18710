import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import { DELETION_CODE_RULE, strictRuleOf } from './rate-limit-rules.ts';

type Rule = { window: number; max: number };

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

  return {
    /** Each check of the account's password or of a code emailed to it, on `route`: the sign-in's strict budget. */
    credentialCheck: (reply: FastifyReply, userId: string, route: string) =>
      consume(reply, `account:${userId}|${route}`, strict, () => new AppError('TOO_MANY_REQUESTS')),
    /** Each deletion code sent to the account: a new code gives new tries, so only a few an hour. */
    deletionCodeSent: (reply: FastifyReply, userId: string) =>
      consume(reply, `account:${userId}|deletion-code`, DELETION_CODE_RULE, () => new AppError('TOO_MANY_CODES')),
  };
};
