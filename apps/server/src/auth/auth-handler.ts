import { router } from 'better-auth/api';
import type { AuthContext, BetterAuthOptions } from 'better-auth';
import type { Auth } from './auth.ts';

/**
 * Better Auth's request handler with its router built once. `auth.handler` builds every endpoint of every plugin
 * and a new router for each request (`node_modules/better-auth/dist/auth/base.mjs`), so that a `baseURL` or
 * `trustedOrigins` given as a function can differ per request; with our plugins that was ~0.7 ms of CPU per
 * account request. Ours are fixed strings, so the context Better Auth made at start
 * (the one `auth.api` calls use) serves every request: each endpoint call copies it before writing to it
 * (`dispatchAuthEndpoint`), and the database adapter it carries is the one `auth.handler` would pass.
 */
export const authHandlerOf = (auth: Auth): ((request: Request) => Promise<Response>) => {
  if (typeof auth.options.baseURL !== 'string' || !Array.isArray(auth.options.trustedOrigins)) return auth.handler;
  let built: Promise<(request: Request) => Promise<Response>> | undefined;
  return async (request) => {
    built ??= auth.$context.then(
      (context) => router(context as unknown as AuthContext, auth.options as unknown as BetterAuthOptions).handler,
    );
    return (await built)(request);
  };
};
