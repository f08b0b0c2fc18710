import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@portal/shared/texts/messages';
import { OPERATIONS } from '@portal/shared/graphql/operations';
import { TUS_ENDPOINT } from '@portal/shared/uploads/upload-protocol';
import { JSON_MAX_DEPTH } from '@portal/shared/limits';
import { jsonTextProblem } from '../../src/http/malformed-input.ts';
import { createTestApp, signUp, TEST_DIALECTS, TEST_ORIGIN } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { PERSONAL, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';

/**
 * Malformed input answered 500 (a RangeError in the auth route for deeply nested JSON,
 * update-user with a null name or an empty body, and on PostgreSQL any NUL character: "invalid byte sequence
 * for encoding UTF8: 0x00"). Every such request now gets a 4xx with a clear message, and nothing saved is lost.
 */

const NUL = '\u0000';
const DEPTH = 5_000;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

/** 4xx, a JSON body with a readable message, and nothing of the server's insides. */
const expectClearRefusal = (response: LightMyRequestResponse, message?: string) => {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const body = response.json() as { message?: string; errors?: { message: string }[] };
  const text = body.message ?? body.errors?.[0]?.message;
  expect(typeof text).toBe('string');
  if (message) expect(text).toBe(message);
  expect(response.body).not.toMatch(/RangeError|stack|\bat \w+ \(|invalid byte sequence|SQLITE|node_modules/i);
};

describe('jsonTextProblem: the scan before parsing', () => {
  const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  it.each([
    [nested(JSON_MAX_DEPTH), undefined],
    [nested(JSON_MAX_DEPTH + 1), 'too-deep'],
    [`{"a":"${'['.repeat(100)}"}`, undefined],
    [`{"a":"say \\"[[[[\\"","b":[1]}`, undefined],
    ['{"a":"x\\u0000"}', 'nul'],
    ['{"a":"x\\\\u0000"}', undefined],
    [`{"a":"x${NUL}"}`, 'nul'],
    [`{"a":"ends in a backslash\\\\","b":${nested(JSON_MAX_DEPTH)}}`, 'too-deep'],
    [`{"a":"an escaped quote \\"","b":${nested(JSON_MAX_DEPTH - 1)}}`, undefined],
    ['{"a":"never closed [[[[', undefined],
  ])('%j → %s', (text, problem) => expect(jsonTextProblem(text, JSON_MAX_DEPTH)).toBe(problem));

  /** Seeded, so a failure can be replayed: values with quotes, backslashes, brackets and NULs in their strings. */
  const randomValue = (next: () => number, depth = 0): unknown => {
    const plain = ['a', '"', '\\', '[', ']', '{', '}', 'u0000', ' ', 'é'];
    const pieces = [...plain, NUL, '\\u0000'];
    const text = (from = pieces) =>
      Array.from({ length: Math.floor(next() * 8) }, () => from[Math.floor(next() * from.length)]).join('');
    const roll = next();
    if (roll < 0.45) return text();
    if (roll < 0.5) return Math.floor(next() * 1000);
    // Now and then a long chain, so that some texts nest past the limit and some stop just short of it.
    if (roll < 0.55)
      return Array.from({ length: JSON_MAX_DEPTH - 3 + Math.floor(next() * 6) }).reduce<unknown>(
        (inner) => (next() < 0.5 ? [text(plain), inner] : { [text(plain)]: inner }),
        randomValue(next, depth + 1),
      );
    const size = Math.floor(next() * 2) + 1;
    if (roll < 0.8) return Array.from({ length: size }, () => randomValue(next, depth + 1));
    return Object.fromEntries(Array.from({ length: size }, () => [text(), randomValue(next, depth + 1)]));
  };
  const depthOf = (value: unknown): number =>
    typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
  const holdsNul = (value: unknown): boolean =>
    typeof value === 'string'
      ? value.includes(NUL)
      : typeof value === 'object' &&
        value !== null &&
        Object.entries(value).some(([key, inner]) => key.includes(NUL) || holdsNul(inner));

  it('agrees with parsing the text, on 3,000 random JSON texts', () => {
    let seed = 20261128;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const seen = new Set<string>();
    for (let round = 0; round < 3000; round += 1) {
      const value = randomValue(next);
      const text = JSON.stringify(value);
      const deep = depthOf(value) > JSON_MAX_DEPTH;
      const nul = holdsNul(value);
      const problem = jsonTextProblem(text, JSON_MAX_DEPTH);
      if (deep || nul)
        expect([text, problem]).toEqual([
          text,
          expect.stringMatching(deep && nul ? /^(too-deep|nul)$/ : deep ? /^too-deep$/ : /^nul$/),
        ]);
      else expect([text, problem]).toEqual([text, undefined]);
      seen.add(String(problem));
    }
    expect([...seen].sort()).toEqual(['nul', 'too-deep', 'undefined']);
  });
});

describe.each(TEST_DIALECTS)('malformed input is refused with a 4xx (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let cookie: string;
  let applicationId: string;
  let staffCookie: string;
  beforeAll(async () => {
    ({ cookie } = await signUp(t.app, { name: 'Asha Founder' }));
    const saved = await runOperation<{ savePersonalInfo: { id: string } }>(
      t.app,
      'SavePersonalInfo',
      { input: PERSONAL },
      cookie,
    );
    applicationId = saved.data!.savePersonalInfo.id;
    staffCookie = (await accountWithRole(t.app, 'reviewer')).cookie;
  });

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
      payload,
    });

  /** What the founder saved before any of these requests, checked after each. */
  const expectNothingLost = async () => {
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect((session.json() as { user: { name: string } }).user.name).toBe('Asha Founder');
    const mine = await runOperation<{ myApplication: { name: string; email: string; phone: string } }>(
      t.app,
      'MyApplication',
      undefined,
      cookie,
    );
    expect(mine.data?.myApplication).toMatchObject(PERSONAL);
  };

  describe('JSON nested 5,000 levels deep', () => {
    it.each([
      ['/api/auth/sign-up/email', `{"name":${deepArray},"email":"deep@example.com","password":"rural-india-2025!"}`],
      ['/api/auth/sign-in/email', `{"email":${deepObject},"password":"x"}`],
      ['/api/auth/update-user', `{"name":${deepArray}}`],
      ['/api/auth/request-password-reset', deepArray],
      ['/api/auth/sign-in/anonymous', deepObject],
      ['/graphql', `{"query":${JSON.stringify(OPERATIONS.SavePersonalInfo)},"variables":{"input":${deepObject}}}`],
    ])('POST %s', async (url, payload) => {
      expectClearRefusal(await post(url, payload, { cookie }), MESSAGES.JSON_TOO_DEEP);
      await expectNothingLost();
    });

    it('still accepts ordinary nesting', async () => {
      const response = await post('/api/auth/update-user', JSON.stringify({ name: 'Asha Founder' }), { cookie });
      expect(response.statusCode).toBe(200);
    });
  });

  it('a body over the limit gets 413 with the same code and text on GraphQL as on REST', async () => {
    const huge = JSON.stringify({ query: OPERATIONS.SavePersonalInfo, variables: { input: { name: 'x'.repeat(1_100_000) } } });
    const rest = await post('/api/privacy/corrections', huge, { cookie });
    const graphql = await post('/graphql', huge, { cookie });
    expect([rest.statusCode, graphql.statusCode]).toEqual([413, 413]);
    const { code, message } = rest.json() as { code: string; message: string };
    expect(code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
    expect((graphql.json() as { errors: { message: string; extensions: { code: string } }[] }).errors).toEqual([
      { message, extensions: { code } },
    ]);
    await expectNothingLost();
  });

  describe('update-user with a body that names nothing to change', () => {
    it.each([['{"name":null}'], ['[]'], ['{}'], ['{"name":{}}'], ['{"name":[]}'], ['{"image":[]}']])('%s', async (payload) => {
      expectClearRefusal(await post('/api/auth/update-user', payload, { cookie }));
      await expectNothingLost();
    });
  });

  describe('a NUL character in any text or id', () => {
    it.each([
      [
        'sign-up name',
        '/api/auth/sign-up/email',
        { name: `Asha${NUL}`, email: 'nul-name@example.com', password: 'rural-india-2025!' },
      ],
      ['sign-in email', '/api/auth/sign-in/email', { email: `asha${NUL}@example.com`, password: 'rural-india-2025!' }],
      ['sign-in password', '/api/auth/sign-in/email', { email: 'asha@example.com', password: `rural${NUL}-india-2025!` }],
      ['password reset email', '/api/auth/request-password-reset', { email: `asha${NUL}@example.com` }],
      ['update-user name', '/api/auth/update-user', { name: `Asha${NUL}Founder` }],
      ['magic link email', '/api/auth/sign-in/magic-link', { email: `${NUL}@example.com` }],
    ])('%s (POST %s)', async (_label, url, body) => {
      expectClearRefusal(await post(url, JSON.stringify(body), { cookie }), MESSAGES.NUL_CHARACTER);
      await expectNothingLost();
    });

    it.each([
      ['a saved text field', 'SavePersonalInfo', () => ({ input: { ...PERSONAL, name: `Asha${NUL}` } })],
      [
        'an application id',
        'SaveFundingInfo',
        () => ({ applicationId: `${applicationId}${NUL}`, input: { equityFunding: '1', debtFunding: '0', grantFunding: '0' } }),
      ],
      [
        'a company text field',
        'SaveCompanyInfo',
        () => ({
          applicationId,
          input: {
            companyName: `Gram${NUL}`,
            description: 'x',
            foundersCount: 1,
            teamSize: 1,
            city: 'Pune',
            state: 'Maharashtra',
            hasDpiitCertification: false,
          },
        }),
      ],
    ] as const)('GraphQL variables: %s', async (_label, operationName, variables) => {
      const payload = JSON.stringify({ query: OPERATIONS[operationName], operationName, variables: variables() });
      expectClearRefusal(await post('/graphql', payload, { cookie }), MESSAGES.NUL_CHARACTER);
      await expectNothingLost();
    });

    it('a GraphQL string literal written with the \\u0000 escape', async () => {
      const query =
        'mutation { savePersonalInfo(input: {name: "Asha\\u0000", email: "asha@example.com", phone: "9876543210"}) { id } }';
      const response = await post('/graphql', JSON.stringify({ query }), { cookie });
      expectClearRefusal(response, MESSAGES.NUL_CHARACTER);
      await expectNothingLost();
    });

    it.each([
      ['GET', `/files/abc%00def`],
      ['GET', `/files/00000000-0000-4000-8000-000000000000%00/presignedurl`],
      ['DELETE', `/files/00000000-0000-4000-8000-000000000000%00`],
      ['HEAD', `${TUS_ENDPOINT}/00000000-0000-4000-8000-000000000000%00`],
      ['GET', '/api/auth/magic-link/verify?token=abc%00def'],
      ['GET', '/api/auth/verify-email?token=abc%00def'],
      ['GET', '/api/auth/reset-password/abc%00def?callbackURL=%2F'],
    ] as const)('URL: %s %s', async (method, url) => {
      const response = await t.app.inject({ method, url, headers: { cookie, origin: TEST_ORIGIN, 'tus-resumable': '1.0.0' } });
      expect(response.statusCode).toBe(400);
      if (method !== 'HEAD') expectClearRefusal(response, MESSAGES.NUL_CHARACTER);
      await expectNothingLost();
    });

    it('URL: the console export search', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/console/export.csv?search=Gram%00',
        headers: { cookie: staffCookie },
      });
      expectClearRefusal(response, MESSAGES.NUL_CHARACTER);
    });

    it('an escaped backslash before u0000 is ordinary text, not a NUL', async () => {
      const saved = await runOperation<{ savePersonalInfo: { name: string } }>(
        t.app,
        'SavePersonalInfo',
        { input: { ...PERSONAL, name: 'Asha \\u0000' } },
        cookie,
      );
      expect(saved.data?.savePersonalInfo.name).toBe('Asha \\u0000');
      await runOperation(t.app, 'SavePersonalInfo', { input: PERSONAL }, cookie);
    });
  });
});
