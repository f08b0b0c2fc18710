import fc from 'fast-check';
import { isInputObjectType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationName } from '@portal/shared/graphql/operations';
import { GOOD_PASSWORD, TEST_DIALECTS, TEST_ORIGIN } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { createGraphQLTestApp, founderWithApplication } from '../support/graphql-client.ts';
import { OPERATION_NAMES, sampleValue, variablesOf } from '../support/security-operations.ts';

/**
 * Random and malformed bodies to every GraphQL operation and every auth route: the answer is never a 5xx,
 * and the server still answers /healthz afterwards. Runs are bounded (a seed is printed on failure).
 */

const RUNS_PER_TARGET = Number(process.env.FUZZ_RUNS ?? 25);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '-1',
    '1e309',
    'NaN',
    '99999999999999999999999',
    '0x10',
    "'; drop table applications; --",
    '<script>x</script>',
    '../../etc/passwd',
    '\ud800',
  ),
  fc.integer({ min: 1, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e308, -1e308, Number.MIN_VALUE),
);

/** A value for a variable: often the right shape with wrong contents, sometimes anything at all. */
const valueFor = (type: GraphQLInputType, id: string, depth = 0): fc.Arbitrary<unknown> => {
  const inner = isNonNullType(type) ? type.ofType : type;
  const anything = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.anything({ maxDepth: 2 }));
  if (depth > 3) return anything;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    const shaped = fc.record(
      Object.fromEntries(
        fields.map((f) => [
          f.name,
          fc.oneof(fc.constant(sampleValue(f.type, { id, text: 'x' })), valueFor(f.type, id, depth + 1)),
        ]),
      ),
      {
        requiredKeys: [],
      },
    );
    return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anything });
  }
  if (isListType(inner))
    return fc.oneof(fc.array(valueFor(inner.ofType as GraphQLInputType, id, depth + 1), { maxLength: 5 }), anything);
  return fc.oneof(fc.constant(sampleValue(type, { id, text: 'x' })), anything);
};

const variablesFor = (name: OperationName, id: string): fc.Arbitrary<unknown> => {
  const shaped = fc.record(Object.fromEntries(variablesOf(name).map((v) => [v.name, valueFor(v.type, id)])), {
    requiredKeys: [],
  });
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) });
};

/** A raw body: JSON of the right envelope, any JSON, or bytes that are not JSON at all. */
const rawBody = (envelope: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: envelope.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: envelope.map((v) => (JSON.stringify(v) ?? '').slice(0, -1)) },
  );

const AUTH_ROUTES: { route: string; fields: Record<string, fc.Arbitrary<unknown>> }[] = [
  { route: '/api/auth/sign-in/email', fields: { email: hostileString, password: hostileString, rememberMe: fc.anything() } },
  {
    route: '/api/auth/sign-up/email',
    fields: {
      name: hostileString,
      email: hostileString,
      password: fc.oneof(hostileString, fc.constant(GOOD_PASSWORD)),
      image: hostileString,
    },
  },
  { route: '/api/auth/sign-out', fields: {} },
  {
    route: '/api/auth/change-password',
    fields: { currentPassword: hostileString, newPassword: hostileString, revokeOtherSessions: fc.anything() },
  },
  { route: '/api/auth/update-user', fields: { name: hostileString, image: hostileString } },
  { route: '/api/auth/request-password-reset', fields: { email: hostileString, redirectTo: hostileString } },
  { route: '/api/auth/reset-password', fields: { token: hostileString, newPassword: hostileString } },
  { route: '/api/auth/send-verification-email', fields: { email: hostileString, callbackURL: hostileString } },
  { route: '/api/auth/email-otp/send-verification-otp', fields: { email: hostileString, type: hostileString } },
  { route: '/api/auth/sign-in/email-otp', fields: { email: hostileString, otp: hostileString } },
  { route: '/api/auth/sign-in/magic-link', fields: { email: hostileString, callbackURL: hostileString } },
];

describe.each(TEST_DIALECTS)('fuzzing the APIs on %s', (dialect) => {
  const t = appPerSuite(() => createGraphQLTestApp(dialect, { NODE_ENV: 'production', AUTH_RATE_LIMIT_MAX: '100000' }));
  let cookie: string;
  let applicationId: string;
  beforeAll(async () => {
    ({ cookie, applicationId } = await founderWithApplication(t.app));
  });

  const post = (url: string, payload: string, signedIn: boolean) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(signedIn ? { cookie } : {}) },
      payload,
    });

  const expectNo5xx = async (url: string, payload: string, signedIn: boolean) => {
    const response = await post(url, payload, signedIn);
    if (response.statusCode >= 500)
      throw new Error(`${url} answered ${response.statusCode} ${response.body.slice(0, 300)} to ${payload.slice(0, 300)}`);
  };

  it.each(OPERATION_NAMES)('%s never answers 5xx', async (name) => {
    const envelope = fc.record(
      {
        query: fc.oneof({ weight: 8, arbitrary: fc.constant(OPERATIONS[name]) }, { weight: 1, arbitrary: hostileString }),
        operationName: fc.oneof(fc.constant(name), fc.constant(undefined), hostileString),
        variables: variablesFor(name, applicationId),
      },
      { requiredKeys: ['query'] },
    );
    await fc.assert(
      fc.asyncProperty(rawBody(envelope), fc.boolean(), (body, signedIn) => expectNo5xx('/graphql', body, signedIn)),
      { numRuns: RUNS_PER_TARGET },
    );
  });

  it.each(AUTH_ROUTES.map((r) => [r.route, r] as const))('%s never answers 5xx', async (_route, { route, fields }) => {
    const envelope = fc.record(fields, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(rawBody(envelope), fc.boolean(), (body, signedIn) => expectNo5xx(route, body, signedIn)),
      { numRuns: RUNS_PER_TARGET },
    );
  });

  it.each(AUTH_ROUTES.map((r) => r.route))('%s answers a POST without a body, and a JSON null, with no 5xx', async (route) => {
    for (const signedIn of [false, true]) {
      const bare = await t.app.inject({
        method: 'POST',
        url: route,
        headers: { origin: TEST_ORIGIN, ...(signedIn ? { cookie } : {}) },
      });
      expect(bare.statusCode, `${route} without a body`).toBeLessThan(500);
      await expectNo5xx(route, 'null', signedIn);
    }
  });

  it('is still up and ready afterwards, and the founder can still work', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    const mine = await post('/graphql', JSON.stringify({ query: OPERATIONS.MyApplication }), true);
    expect(mine.statusCode).toBe(200);
  });
});
