import { describe, expect, it } from 'vitest';
import { PRIVACY_LIMITS, PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { DATA_RIGHTS_EMAILS } from '@portal/shared/privacy/privacy-messages';
import { ENGLISH_ERROR_TEXTS } from '@portal/shared/error-codes';
import { codeSentTo, messagesTo, post, sessionEmail } from '../support/auth-kit.ts';
import { GOOD_PASSWORD, TEST_DIALECTS, TEST_ORIGIN, createTestApp, signUp, type TestApp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { TOO_MANY_ATTEMPTS_ANSWER } from '../../src/auth/rate-limit-rules.ts';

/**
 * The account deletion's confirmation is no cheaper oracle than sign-in: its password and code checks count against
 * the same strict budget (per account, whatever the address), the emailed code's five tries hold under concurrent
 * guesses, and a code is sent only a few times an hour.
 */
const WRONG_PASSWORD = 'Not-the-password-1!';

const deleteFrom = (t: TestApp, cookie: string, body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: PRIVACY_PATHS.deleteAccount,
    remoteAddress,
    headers: { origin: TEST_ORIGIN, cookie },
    payload: { reason: 'delete', ...body },
  });

const wrongCodeOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(TEST_DIALECTS)('deletion confirmation under the password budget on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect));

  it('answers wrong deletion passwords past the budget with 429, from any address, and then refuses even the right one', async () => {
    const max = t.config.authRateLimit.max;
    expect(max).toBe(10);
    const founder = await signUp(t.app);
    const answers: number[] = [];
    // Each guess from another address: the budget is the account's, so a new address buys no fresh guesses.
    for (let guess = 1; guess <= max + 2; guess++)
      answers.push((await deleteFrom(t, founder.cookie, { password: WRONG_PASSWORD }, `203.0.113.${guess}`)).statusCode);
    expect(answers).toEqual([...Array<number>(max).fill(403), 429, 429]);
    const limited = await deleteFrom(t, founder.cookie, { password: GOOD_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY_ATTEMPTS_ANSWER);
    expect(Number(limited.headers['x-retry-after'])).toBeGreaterThan(0);
    expect(await sessionEmail(t, founder.cookie)).toBe(founder.email);
  });

  it('counts emailed-code guesses against the same budget', async () => {
    const founder = await signUp(t.app);
    expect((await post(t, PRIVACY_PATHS.deletionCode, {}, founder.cookie)).statusCode).toBe(200);
    const code = await codeSentTo(t, founder.email);
    for (let guess = 1; guess <= t.config.authRateLimit.max; guess++)
      await deleteFrom(t, founder.cookie, { password: WRONG_PASSWORD });
    const limited = await deleteFrom(t, founder.cookie, { code });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY_ATTEMPTS_ANSWER);
    expect(await sessionEmail(t, founder.cookie)).toBe(founder.email);
  });

  it('sends a deletion code at most the allowed times an hour: then 429 and no email, and the last code still works', async () => {
    const founder = await signUp(t.app);
    const codeMails = async () =>
      (await messagesTo(t, founder.email)).filter((m) => m.headers.Subject === DATA_RIGHTS_EMAILS.DELETE_CODE_SUBJECT);
    // The code of the one new email: two sent within a millisecond have no order in the outbox.
    const seen = new Set<string>();
    const newCode = async () => {
      const fresh = (await codeMails()).filter((m) => !seen.has(m.file));
      expect(fresh).toHaveLength(1);
      seen.add(fresh[0]!.file);
      return /\b(\d{6})\b/.exec(fresh[0]!.body)![1]!;
    };
    let code = '';
    for (let request = 1; request <= PRIVACY_LIMITS.codesPerHour; request++) {
      expect((await post(t, PRIVACY_PATHS.deletionCode, {}, founder.cookie)).statusCode).toBe(200);
      code = await newCode();
    }
    const refused = await post(t, PRIVACY_PATHS.deletionCode, {}, founder.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_CODES', message: ENGLISH_ERROR_TEXTS.TOO_MANY_CODES });
    expect(Number(refused.headers['x-retry-after'])).toBeGreaterThan(0);
    expect((await post(t, PRIVACY_PATHS.deletionCode, {}, founder.cookie)).statusCode).toBe(429);
    expect(await codeMails()).toHaveLength(PRIVACY_LIMITS.codesPerHour);
    expect((await deleteFrom(t, founder.cookie, { code })).statusCode).toBe(200);
  });
});

describe.each(TEST_DIALECTS)('the emailed code’s tries under concurrent guesses on %s', (dialect) => {
  // A budget far above the code's own tries, so only the code's count can refuse the guesses here.
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  it('refuses the right code after 30 concurrent wrong guesses: the tries are counted atomically and the code is dead', async () => {
    const founder = await signUp(t.app);
    expect((await post(t, PRIVACY_PATHS.deletionCode, {}, founder.cookie)).statusCode).toBe(200);
    const code = await codeSentTo(t, founder.email);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, () => deleteFrom(t, founder.cookie, { code: wrongCodeOf(code) })),
    );
    expect(guesses.map((g) => g.statusCode)).toEqual(Array<number>(30).fill(403));
    const right = await deleteFrom(t, founder.cookie, { code });
    expect(right.statusCode).toBe(403);
    expect(await sessionEmail(t, founder.cookie)).toBe(founder.email);
  });

  it('allows the right code within its tries', async () => {
    const founder = await signUp(t.app);
    expect((await post(t, PRIVACY_PATHS.deletionCode, {}, founder.cookie)).statusCode).toBe(200);
    const code = await codeSentTo(t, founder.email);
    for (let guess = 1; guess < PRIVACY_LIMITS.codeAttempts; guess++)
      expect((await deleteFrom(t, founder.cookie, { code: wrongCodeOf(code) })).statusCode).toBe(403);
    expect((await deleteFrom(t, founder.cookie, { code })).statusCode).toBe(200);
  });
});
