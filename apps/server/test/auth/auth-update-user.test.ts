import { beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MAX } from '@portal/shared/limits';
import { signUpSchema, firstIssueMessage } from '@portal/shared/schemas/auth';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { createTestApp, signUp, TEST_DIALECTS, TEST_ORIGIN } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';

/**
 * POST /api/auth/update-user took any name (500,000 characters, an empty one, the number 5
 * stored as "5.0"). It now follows the sign-up form's name rule, with the same message.
 */

const nameProblem = (name: unknown): string => {
  const parsed = signUpSchema.shape.name.safeParse(name);
  if (parsed.success) throw new Error(`${String(name)} is a valid name`);
  return firstIssueMessage(parsed.error);
};

describe.each(TEST_DIALECTS)('update-user follows the sign-up name rule (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect));
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signUp(t.app, { name: 'Asha Founder' }));
  });

  const updateUser = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const storedName = async () =>
    ((await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json() as { user: { name: unknown } }).user.name;

  it.each([
    ['500,000 characters', 'x'.repeat(500_000)],
    ['one character too many', 'x'.repeat(TEXT_MAX.name + 1)],
    ['empty', ''],
    ['only spaces', '   '],
    ['the number 5', 5],
    ['null', null],
    ['a list', ['Asha']],
  ])('refuses a name that is %s, with the sign-up form’s message, and keeps the old one', async (_label, name) => {
    const response = await updateUser({ name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: nameProblem(name) });
    expect(await storedName()).toBe('Asha Founder');
  });

  it('refuses a profile picture that is not a web address', async () => {
    const response = await updateUser({ image: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: ACCOUNT_MESSAGES.PROFILE_IMAGE_INVALID });
  });

  it('stores a valid name trimmed, as sign-up does', async () => {
    const response = await updateUser({ name: '  Asha Rao  ' });
    expect(response.statusCode).toBe(200);
    expect(await storedName()).toBe('Asha Rao');
    const longest = 'y'.repeat(TEXT_MAX.name);
    expect((await updateUser({ name: longest })).statusCode).toBe(200);
    expect(await storedName()).toBe(longest);
    await updateUser({ name: 'Asha Founder' });
  });
});
