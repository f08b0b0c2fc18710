import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TEST_DIALECTS, createTestApp, signUp, uniqueEmail, type TestApp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { CODE_ATTEMPTS } from '@portal/shared/account/account-security';
import { postJson } from '../support/security-kit.ts';
import { codeSentTo, messagesTo } from '../support/auth-kit.ts';

/**
 * User enumeration: routes that take an email answer a registered and an unregistered one the same way
 * (status, body, cookies). Sign-up is the one place the portal tells a visitor that an email is taken
 * (EMAIL_TAKEN, shown by the web app); there the defence is the rate limit, checked in security-brute-force.
 */

/** Routes that take an email; a route that is not mounted (404) is reported and left out. */
const EMAIL_ROUTES: { route: string; body: (email: string) => Record<string, unknown> }[] = [
  { route: '/api/auth/sign-in/email', body: (email) => ({ email, password: 'Wrong-password-1!' }) },
  { route: '/api/auth/request-password-reset', body: (email) => ({ email, redirectTo: '/reset-password' }) },
  { route: '/api/auth/forget-password', body: (email) => ({ email, redirectTo: '/reset-password' }) },
  { route: '/api/auth/send-verification-email', body: (email) => ({ email }) },
  { route: '/api/auth/email-otp/send-verification-otp', body: (email) => ({ email, type: 'sign-in' }) },
  { route: '/api/auth/email-otp/send-verification-otp', body: (email) => ({ email, type: 'forget-password' }) },
  { route: '/api/auth/sign-in/email-otp', body: (email) => ({ email, otp: '000000' }) },
  { route: '/api/auth/sign-in/magic-link', body: (email) => ({ email }) },
];

/** What a visitor can see of an answer, with the values that differ per request (dates, ids) blanked. */
const visible = (response: { statusCode: number; body: string; headers: Record<string, unknown> }) => ({
  status: response.statusCode,
  body: response.body.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<date>').replace(/[A-Za-z0-9_-]{24,}/g, '<token>'),
  setsCookie: response.headers['set-cookie'] !== undefined,
});

describe.each(TEST_DIALECTS)('user enumeration on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));
  let registered: string;
  beforeAll(async () => {
    registered = (await signUp(t.app)).email;
  });

  it('answers a registered and an unknown email the same on every route that takes one', async () => {
    const covered: string[] = [];
    for (const { route, body } of EMAIL_ROUTES) {
      const known = await postJson(t.app, route, body(registered));
      if (known.statusCode === 404) continue;
      covered.push(route);
      const unknown = await postJson(t.app, route, body(uniqueEmail('nobody')));
      expect(visible(unknown), route).toEqual(visible(known));
      expect(known.statusCode, route).toBeLessThan(500);
    }
    console.info(`enumeration (${dialect}): compared ${[...new Set(covered)].join(', ')}`);
    expect(covered).toContain('/api/auth/sign-in/email');
  });

  it('answers a wrong password and an unknown email with the same words, whatever the email case', async () => {
    const wrong = await postJson(t.app, '/api/auth/sign-in/email', {
      email: registered.toUpperCase(),
      password: 'Wrong-password-1!',
    });
    const unknown = await postJson(t.app, '/api/auth/sign-in/email', {
      email: uniqueEmail('Nobody').toUpperCase(),
      password: 'Wrong-password-1!',
    });
    expect(wrong.statusCode).toBe(401);
    expect(visible(unknown)).toEqual(visible(wrong));
  });

  it('tells a visitor an email is taken only with a message (the web app shows the spec text), without an account id or a session', async () => {
    const taken = await postJson(t.app, '/api/auth/sign-up/email', { name: 'Other', email: registered, password: GOOD_PASSWORD });
    expect(taken.statusCode).toBeGreaterThanOrEqual(400);
    expect(taken.statusCode).toBeLessThan(500);
    expect(taken.json().message).toEqual(expect.any(String));
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(taken.body).not.toMatch(/"id"/);
  });
});

/**
 * Wrong codes for a registered address used to end in 403 TOO_MANY_ATTEMPTS while an unknown
 * address answered 400 for ever. The whole sequence of answers must be the same for both, in every code flow.
 */
const GUESSES = CODE_ATTEMPTS + 3;
const CODE_FLOWS: {
  flow: string;
  kind: 'email' | 'phone';
  ask: (to: string) => [string, Record<string, unknown>];
  guess: (to: string, code: string) => [string, Record<string, unknown>];
}[] = [
  {
    flow: 'email sign-in code',
    kind: 'email',
    ask: (email) => ['/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }],
    guess: (email, otp) => ['/api/auth/sign-in/email-otp', { email, otp }],
  },
  {
    flow: 'email password-reset code',
    kind: 'email',
    ask: (email) => ['/api/auth/forget-password/email-otp', { email }],
    guess: (email, otp) => ['/api/auth/email-otp/reset-password', { email, otp, password: 'Another-password-2!' }],
  },
  {
    flow: 'email password-reset code (request-password-reset)',
    kind: 'email',
    ask: (email) => ['/api/auth/email-otp/request-password-reset', { email }],
    guess: (email, otp) => ['/api/auth/email-otp/reset-password', { email, otp, password: 'Another-password-2!' }],
  },
  {
    flow: 'email verification code',
    kind: 'email',
    ask: (email) => ['/api/auth/email-otp/send-verification-otp', { email, type: 'email-verification' }],
    guess: (email, otp) => ['/api/auth/email-otp/verify-email', { email, otp }],
  },
  {
    flow: 'email code check',
    kind: 'email',
    ask: (email) => ['/api/auth/email-otp/send-verification-otp', { email, type: 'forget-password' }],
    guess: (email, otp) => ['/api/auth/email-otp/check-verification-otp', { email, otp, type: 'forget-password' }],
  },
  {
    flow: 'SMS sign-in code',
    kind: 'phone',
    ask: (phoneNumber) => ['/api/auth/phone-number/send-otp', { phoneNumber }],
    guess: (phoneNumber, code) => ['/api/auth/phone-number/verify', { phoneNumber, code }],
  },
  {
    flow: 'SMS password-reset code',
    kind: 'phone',
    ask: (phoneNumber) => ['/api/auth/phone-number/request-password-reset', { phoneNumber }],
    guess: (phoneNumber, otp) => [
      '/api/auth/phone-number/reset-password',
      { phoneNumber, otp, newPassword: 'Another-password-2!' },
    ],
  },
];

describe.each(TEST_DIALECTS)('wrong-code answers for registered and unknown addresses on %s', (dialect) => {
  let t: TestApp;
  let phones = 0;
  const newPhone = () => `+9196${String(Date.now() % 1e6).padStart(6, '0')}${String(++phones).padStart(2, '0')}`;
  beforeAll(async () => {
    t = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => t.close());

  /** A registered founder's address for this kind of code (a confirmed mobile for SMS). */
  const registeredAddress = async (kind: 'email' | 'phone'): Promise<string> => {
    const founder = await signUp(t.app);
    if (kind === 'email') return founder.email;
    const phone = newPhone();
    expect(
      (await postJson(t.app, '/api/auth/phone-number/send-otp', { phoneNumber: phone }, { cookie: founder.cookie })).statusCode,
    ).toBe(200);
    const added = await postJson(
      t.app,
      '/api/auth/phone-number/verify',
      { phoneNumber: phone, code: await codeSentTo(t, phone), updatePhoneNumber: true },
      { cookie: founder.cookie },
    );
    expect(added.statusCode).toBe(200);
    return phone;
  };

  /** Asks for a code, then answers it wrongly GUESSES times: what a visitor sees each time. */
  const answersTo = async (flow: (typeof CODE_FLOWS)[number], to: string) => {
    const before = (await messagesTo(t, to)).length;
    const [askRoute, askBody] = flow.ask(to);
    const asked = await postJson(t.app, askRoute, askBody);
    const sent = (await messagesTo(t, to)).length > before ? await codeSentTo(t, to) : '000000';
    const wrong = sent === '111111' ? '222222' : '111111';
    const answers = [visible(asked)];
    for (let i = 0; i < GUESSES; i++) {
      const [route, body] = flow.guess(to, wrong);
      answers.push(visible(await postJson(t.app, route, body)));
    }
    return answers;
  };

  it.each(CODE_FLOWS)('answers the same sequence for a registered and an unknown address: $flow', async (flow) => {
    const known = await answersTo(flow, await registeredAddress(flow.kind));
    const unknown = await answersTo(flow, flow.kind === 'email' ? uniqueEmail('nobody') : newPhone());
    expect(unknown).toEqual(known);
    expect(known.every((answer) => answer.status < 500)).toBe(true);
  });
});
