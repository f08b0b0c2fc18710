import * as z from 'zod';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { handleOAuthUserInfo, validateToken } from 'better-auth/oauth2';
import type { Config } from '../config.ts';
import { authError } from './auth-error.ts';

type OidcConfig = NonNullable<Config['oidc']>;

/** The provider's JWKS address: configured, or read once from its discovery document. */
const jwksUrlResolver = (oidc: OidcConfig) => {
  let resolved: Promise<string> | undefined;
  return (): Promise<string> =>
    (resolved ??= oidc.jwksUrl
      ? Promise.resolve(oidc.jwksUrl)
      : fetch(`${oidc.issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) })
          .then((r) => r.json() as Promise<{ jwks_uri?: unknown }>)
          .then((d) => {
            if (typeof d.jwks_uri !== 'string') throw new Error('the discovery document has no jwks_uri');
            return d.jwks_uri;
          })
          .catch((error: unknown) => {
            resolved = undefined;
            throw error;
          }));
};

const invalid = () => authError('INVALID_ID_TOKEN');

/**
 * POST /sign-in/id-token {idToken, nonce?}: an ID token from the configured OpenID
 * Connect provider signs the founder in. The token must be signed by the provider (JWKS), issued by OIDC_ISSUER
 * for OIDC_CLIENT_ID, unexpired, carry a verified email, and match the nonce when one is sent. The account is
 * linked by the token's subject; a new email creates an account.
 */
export const idTokenSignIn = (oidc: OidcConfig): BetterAuthPlugin => {
  const jwksUrl = jwksUrlResolver(oidc);
  return {
    id: 'portal-id-token-sign-in',
    endpoints: {
      signInIdToken: createAuthEndpoint(
        '/sign-in/id-token',
        { method: 'POST', body: z.object({ idToken: z.string().min(1).max(16_384), nonce: z.string().max(512).optional() }) },
        async (ctx) => {
          let payload: Record<string, unknown>;
          try {
            payload = (await validateToken(ctx.body.idToken, await jwksUrl(), { issuer: oidc.issuer, audience: oidc.clientId }))
              .payload;
          } catch {
            throw invalid();
          }
          if (ctx.body.nonce !== undefined && payload.nonce !== ctx.body.nonce) throw invalid();
          const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
          if (typeof payload.sub !== 'string' || !email || payload.email_verified !== true) throw invalid();
          const result = await handleOAuthUserInfo(ctx, {
            userInfo: {
              id: payload.sub,
              email,
              name: typeof payload.name === 'string' ? payload.name : '',
              emailVerified: true,
              image: null,
            },
            account: { providerId: 'oidc', accountId: payload.sub, idToken: ctx.body.idToken },
            isTrustedProvider: true,
          });
          if (result.error || !result.data) throw invalid();
          await setSessionCookie(ctx, result.data);
          const { user } = result.data;
          return ctx.json({ user: { id: user.id, name: user.name, email: user.email } });
        },
      ),
    },
  };
};
