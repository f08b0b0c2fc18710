import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { BASE_ERROR_CODES } from 'better-auth';
import { getIP } from 'better-auth/api';
import { parseUserOutput } from 'better-auth/db';
import { serializeCookie } from 'better-call';
import { createRateLimitKey } from '@better-auth/core/utils/ip';
import { z } from 'zod';
import { signInSchema } from '@portal/shared/schemas/auth';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { TOO_MANY_ATTEMPTS_ANSWER } from './rate-limit-rules.ts';
import { authError } from './auth-error.ts';
import { authHeadersOf } from './auth-headers.ts';
import { signInStatementOf } from './sign-in-statement.ts';
import type { Rule } from './rate-limit-storage.ts';
import { ERROR_STATUS } from '@portal/shared/error-codes';

/** What the sign-in answers: Fastify sends it as it is (a Buffer as these bytes, anything else as JSON). */
export interface SignInAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: unknown;
}

/** A Web Response of Better Auth's as Fastify sends it, as routes.ts does for its router's answers. */
const answerOf = async (response: Response): Promise<SignInAnswer> => {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
};

const PATH = '/sign-in/email';
const PLAIN_BODY_KEYS = new Set(['email', 'password', 'rememberMe']);
/** Better Auth's own test of the address, after the shared schema's (its endpoint answers 400 where it fails). */
const emailSchema = z.email();

/**
 * The signed cookie value as `serializeSignedCookie` (better-call) makes it: the token, a dot, the base64 HMAC-SHA256
 * of the token. Computed here on the main thread: Web Crypto's `sign` there runs as a job on libuv's pool, which
 * costs more in waking a thread than the few microseconds of the HMAC itself.
 */
const signedValue = (value: string, secret: string): string =>
  `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;

/**
 * The plain email-and-password sign-in, answered without Better Auth's router: the same database rows, cookie,
 * answer and rate limit as its own `/sign-in/email` (`node_modules/better-auth/dist/api/routes/sign-in.mjs`), without
 * the per-request Web Request and Response, the router's and every plugin's hooks, and the endpoint's second
 * validation, which together cost a sign-in more main-thread time than everything else it does besides the hash
 * (decision 020).
 *
 * Plain means: the page's own origin, a JSON body of only email, password and `rememberMe: true` at most, and no
 * cookie of Better Auth's (no anonymous session to carry over, no "don't remember me"). Anything else returns null,
 * before the rate limit is counted and before any hash, and goes to Better Auth as before: its validation and origin
 * errors stay its own.
 *
 * An account with 2FA on, or one that must verify its email first, is checked here like any other: the same reads,
 * count and hash, so a wrong password is answered the same way after the same work, and its timing says nothing
 * about which accounts have 2FA (issue 57). Only the right password goes on to Better Auth's own endpoint, whose
 * hooks answer it (the 2FA challenge, the verification email); called without the router, whose rate limit would
 * count the attempt twice. That endpoint verifies the password again: a second hash, for a right password only.
 */
export const passwordSignInOf = (auth: Auth, options: { baseUrl: string; requireEmailVerification: boolean }) => {
  const trustedOrigin = new URL(options.baseUrl).origin;
  const cookiePrefix = `${auth.options.advanced.cookiePrefix}.`;
  const readSignIn = signInStatementOf(auth, auth.options.rateLimit.customStorage);
  const rule = (auth.options.rateLimit.customRules as Record<string, Rule | false | undefined>)[PATH];
  if (!rule) throw new Error(`no rate-limit rule for ${PATH} (rate-limit-rules.ts)`);
  const invalid = authError('INVALID_EMAIL_OR_PASSWORD', BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD.message);
  const invalidAnswer: SignInAnswer = {
    status: invalid.statusCode,
    headers: { 'content-type': 'application/json' },
    body: invalid.body,
  };

  const isPlain = (request: FastifyRequest): boolean => {
    const { headers, body } = request;
    if (headers.origin !== trustedOrigin || headers.cookie?.includes(cookiePrefix)) return false;
    if (headers['sec-fetch-site'] === 'cross-site' && headers['sec-fetch-mode'] === 'navigate') return false;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
    for (const key of Object.keys(body)) if (!PLAIN_BODY_KEYS.has(key)) return false;
    const rememberMe = (body as { rememberMe?: unknown }).rememberMe;
    return rememberMe === undefined || rememberMe === true;
  };

  return async (request: FastifyRequest): Promise<SignInAnswer | null> => {
    if (!isPlain(request)) return null;
    const parsed = signInSchema.safeParse(request.body);
    if (!parsed.success || !emailSchema.safeParse(parsed.data.email).success) return null;
    const { email, password } = parsed.data;
    // Better Auth's reading of the address, so both paths count under one key; with none it has its own fallback.
    const ip = getIP({ [CLIENT_IP_HEADER]: request.ip } as unknown as Headers, auth.options);
    if (!ip) return null;
    const context = await auth.$context;
    const { user, credentialPassword, decision } = await readSignIn(email.toLowerCase(), createRateLimitKey(ip, PATH), rule);
    if (!decision.allowed) {
      return {
        status: ERROR_STATUS.TOO_MANY_REQUESTS,
        // As routes.ts answers Better Auth's own 429.
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'x-retry-after': String(decision.retryAfter ?? rule.window),
        },
        body: TOO_MANY_ATTEMPTS_ANSWER,
      };
    }

    if (!user || !credentialPassword) {
      // The same work as for a known address, so the answer's timing tells nobody which addresses have accounts.
      await context.password.hash(password);
      return invalidAnswer;
    }
    if (!(await context.password.verify({ hash: credentialPassword, password }))) return invalidAnswer;
    if (user.twoFactorEnabled || (options.requireEmailVerification && !user.emailVerified)) {
      const body = request.body as { email: string; password: string; rememberMe?: boolean };
      return answerOf(await auth.api.signInEmail({ body, headers: authHeadersOf(request), asResponse: true }));
    }

    const session = await context.internalAdapter.createSession(user.id, false, {
      ipAddress: ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    if (!session) throw new Error('the session of a sign-in was not stored');
    const { name, attributes } = context.authCookies.sessionToken;
    const cookie = serializeCookie(name, signedValue(session.token, context.secret), {
      ...attributes,
      maxAge: context.sessionConfig.expiresIn,
    });
    return {
      status: 200,
      headers: { 'content-type': 'application/json', 'set-cookie': [cookie] },
      body: { redirect: false, token: session.token, user: parseUserOutput(auth.options, user) },
    };
  };
};
