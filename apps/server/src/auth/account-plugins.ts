import type { BetterAuthPlugin } from 'better-auth';
import { getSessionFromCtx } from 'better-auth/api';
import { anonymous, emailOTP, jwt, magicLink, phoneNumber, twoFactor } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { apiKey } from '@better-auth/api-key';
import type { Kysely } from 'kysely';
import {
  BACKUP_CODE_COUNT,
  CODE_ATTEMPTS,
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_TTL_SECONDS,
  JWT_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  TOKEN_NAME_MAX,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  isIndianMobile,
} from '@portal/shared/account/account-security';
import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import type { Mailer } from '../notifications/mailer.ts';
import type { SmsSender } from '../notifications/sms.ts';
import { emailCodeMessage, magicLinkMessage, smsCodeText } from './account-messages.ts';
import { languageOfEmail, localeOf } from './account-language.ts';
import { idTokenSignIn } from './id-token-sign-in.ts';
import { personalTokenRules } from './personal-token-rules.ts';
import { unknownAddressCodes } from './unknown-address-codes.ts';
import { totpReplayGuard } from './totp-replay-guard.ts';
import { passkeyOwnership } from './passkey-ownership.ts';
import { twoFactorOnEverySignIn } from './two-factor-everywhere.ts';

/**
 * Every sign-in method and account feature beyond email and password, as Better Auth plugins.
 * Passwordless sign-in (email code, magic link, SMS code) never creates accounts and answers unknown
 * addresses exactly like known ones; every code and link is single-use and expires.
 */
/**
 * `moveAnonymousData`: what an anonymous visitor owns moves to the account they sign up with (given by app.ts:
 * modules/application/move-anonymous-data.ts; the auth layer does not reach into the modules).
 */
export const accountPlugins = (options: {
  config: Config;
  db: Kysely<Database>;
  mailer: Mailer;
  sms: SmsSender;
  moveAnonymousData?: (fromUserId: string, toUserId: string) => Promise<void>;
}): BetterAuthPlugin[] => {
  const { config, db, mailer, sms } = options;
  const plugins: BetterAuthPlugin[] = [
    // 2FA holds for every sign-in method, not only the password one (two-factor-everywhere.ts).
    twoFactorOnEverySignIn(
      twoFactor({
        issuer: config.productName,
        totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
        backupCodeOptions: { amount: BACKUP_CODE_COUNT },
      }),
    ),
    totpReplayGuard(),
    passkey({ rpID: new URL(config.baseUrl).hostname, rpName: config.productName, origin: config.baseUrl }),
    passkeyOwnership(),
    emailOTP({
      otpLength: EMAIL_CODE_LENGTH,
      expiresIn: EMAIL_CODE_TTL_SECONDS,
      allowedAttempts: CODE_ATTEMPTS,
      disableSignUp: true,
      storeOTP: 'hashed',
      sendVerificationOTP: async ({ email, otp, type }) =>
        mailer.send(emailCodeMessage(config, email, otp, type, await languageOfEmail(db, email))),
    }),
    unknownAddressCodes({ ttlSeconds: EMAIL_CODE_TTL_SECONDS }),
    magicLink({
      expiresIn: MAGIC_LINK_TTL_SECONDS,
      disableSignUp: true,
      storeToken: 'hashed',
      // Links go only to existing accounts (the answer is the same for unknown addresses). They open the web
      // app's landing page, which redeems the token and asks for the 2FA code when the account has 2FA on.
      sendMagicLink: async ({ email, token }) => {
        const account = await db
          .selectFrom('user')
          .select(['id', 'language'])
          .where('email', '=', email.toLowerCase())
          .executeTakeFirst();
        if (account) await mailer.send(magicLinkMessage(config, email, token, localeOf(account.language)));
      },
    }),
    phoneNumber({
      otpLength: SMS_CODE_LENGTH,
      expiresIn: SMS_CODE_TTL_SECONDS,
      allowedAttempts: CODE_ATTEMPTS,
      phoneNumberValidator: isIndianMobile,
      // A code goes to a number only when it belongs to an account, or a signed-in founder is adding it:
      // the answer is the same either way, so nobody learns which numbers have accounts.
      sendOTP: async ({ phoneNumber: to, code }, ctx) => {
        const owner = await db
          .selectFrom('user')
          .select(['id', 'language'])
          .where('phoneNumber' as never, '=', to as never)
          .executeTakeFirst();
        const session = owner || !ctx ? null : await getSessionFromCtx(ctx).catch(() => null);
        if (!owner && !session) return;
        // A number being added goes to the signed-in founder: their language, as for an owner's.
        await sms.send({
          to,
          text: smsCodeText(
            config,
            code,
            localeOf(owner?.language ?? (session?.user as { language?: unknown } | undefined)?.language),
          ),
        });
      },
    }),
    apiKey({
      defaultPrefix: 'pat_',
      requireName: true,
      maximumNameLength: TOKEN_NAME_MAX,
      rateLimit: { enabled: false },
      keyExpiration: { minExpiresIn: 1, maxExpiresIn: config.apiTokenMaxDays },
    }) as unknown as BetterAuthPlugin,
    personalTokenRules({ db, maxDays: config.apiTokenMaxDays }),
    jwt({
      disableSettingJwtHeader: true,
      jwt: {
        expirationTime: `${JWT_TTL_SECONDS}s`,
        definePayload: ({ user, session }) => ({ sid: session.id, email: user.email, name: user.name }),
      },
    }),
  ];
  if (config.oidc) plugins.push(idTokenSignIn(config.oidc));
  // Off unless configured on, and never with required email verification (config.ts refuses the combination).
  if (config.allowAnonymousSignIn && !config.requireEmailVerification) {
    plugins.push(
      anonymous({
        onLinkAccount: async ({ anonymousUser, newUser }) => options.moveAnonymousData?.(anonymousUser.user.id, newUser.user.id),
      }),
    );
  }
  return plugins;
};
