import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from '@portal/shared/error-codes';
import { OPERATIONS } from '@portal/shared/graphql/operations';
import { TEST_DIALECTS, TEST_ORIGIN, type TestApp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import {
  PERSONAL,
  createGraphQLTestApp,
  firstError,
  founderWithApplication,
  postGraphQL,
  runOperation,
} from '../support/graphql-client.ts';

const inject = (
  t: TestApp,
  options: { method?: 'GET' | 'POST'; url?: string; contentType?: string; body?: string; cookie?: string },
) =>
  t.app.inject({
    method: options.method ?? 'POST',
    url: options.url ?? '/graphql',
    headers: {
      origin: TEST_ORIGIN,
      ...(options.contentType ? { 'content-type': options.contentType } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body } : {}),
  });

/** A refused request: a client error with a GraphQL-shaped body, never a 500 or a stack trace. */
/**
 * Refused with the code's status from the shared table. A GET answered BAD_REQUEST and a non-JSON body answered
 * BAD_REQUEST before the table: a code of status 400 sent with 405 and 415; each now has its own code.
 */
const expectRefused = (response: { statusCode: number; body: string }, code: ErrorCode, status = ERROR_STATUS[code]) => {
  expect(response.statusCode).toBe(status);
  const body = JSON.parse(response.body) as { errors: { message: string; extensions: { code: string } }[] };
  expect(body.errors.length).toBeGreaterThan(0);
  expect(body.errors[0]!.extensions.code).toBe(code);
  expect(response.body).not.toMatch(/\bat \w+ \(|node_modules|\.ts:\d+/);
};

const VIEWER_QUERY = '{ viewer { id } }';

describe.each(TEST_DIALECTS)('GraphQL request hardening (%s)', (dialect) => {
  const t = appPerSuite(() => createGraphQLTestApp(dialect));

  describe('transport', () => {
    it.each([
      ['text/plain', JSON.stringify({ query: VIEWER_QUERY })],
      ['application/graphql', VIEWER_QUERY],
      ['application/x-www-form-urlencoded', 'query=%7B%20viewer%20%7B%20id%20%7D%20%7D'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ viewer { id } }\r\n--x--',
      ],
      [undefined, JSON.stringify({ query: VIEWER_QUERY })],
    ])('answers a %s body with 415', async (contentType, body) => {
      expectRefused(await inject(t, { contentType, body }), 'FST_ERR_CTP_INVALID_MEDIA_TYPE');
    });

    it('accepts application/json with a charset', async () => {
      const response = await inject(t, {
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ query: VIEWER_QUERY }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { viewer: null } });
    });

    it.each([
      ['a query', `/graphql?query=${encodeURIComponent(VIEWER_QUERY)}`],
      [
        'a mutation',
        `/graphql?query=${encodeURIComponent('mutation { updatePreferences(input: { darkMode: true }) { darkMode } }')}`,
      ],
      ['an unknown operation name', `/graphql?query=${encodeURIComponent(VIEWER_QUERY)}&operationName=Nope`],
    ])('refuses %s over GET with 405', async (_what, url) => {
      const response = await inject(t, { method: 'GET', url });
      expectRefused(response, 'METHOD_NOT_ALLOWED');
      expect(response.headers.allow).toBe('POST');
    });

    it('refuses a mutation over GET even with a session, changing nothing', async () => {
      const { cookie } = await founderWithApplication(t.app);
      const query = encodeURIComponent('mutation { updatePreferences(input: { darkMode: true }) { darkMode } }');
      expectRefused(await inject(t, { method: 'GET', url: `/graphql?query=${query}`, cookie }), 'METHOD_NOT_ALLOWED');
      const viewer = await runOperation<{ viewer: { preferences: { darkMode: boolean } } }>(t.app, 'Viewer', undefined, cookie);
      expect(viewer.data!.viewer.preferences.darkMode).toBe(false);
    });

    it('does not serve GraphiQL outside development', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(404);
    });

    it('refuses a body from another origin', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: JSON.stringify({ query: VIEWER_QUERY }),
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('malformed bodies', () => {
    // Fastify's own refusals of the body keep its codes from the one table, as on every REST route.
    it.each<[string, string, ErrorCode]>([
      ['bad JSON', '{"query": "{ viewer { id } }"', 'FST_ERR_CTP_INVALID_JSON_BODY'],
      ['an empty body', '', 'FST_ERR_CTP_EMPTY_JSON_BODY'],
      ['JSON null', 'null', 'BAD_REQUEST'],
      ['a JSON string', '"{ viewer { id } }"', 'BAD_REQUEST'],
      ['a batch', JSON.stringify([{ query: VIEWER_QUERY }, { query: VIEWER_QUERY }]), 'BAD_REQUEST'],
      ['no query', JSON.stringify({ variables: {} }), 'BAD_REQUEST'],
      ['an empty query', JSON.stringify({ query: '' }), 'BAD_REQUEST'],
      ['a query that is a number', JSON.stringify({ query: 123 }), 'BAD_REQUEST'],
      ['a query that is an object', JSON.stringify({ query: { kind: 'Document' } }), 'BAD_REQUEST'],
      [
        'a query that is a JSON-encoded AST',
        JSON.stringify({ query: JSON.stringify({ kind: 'Document', definitions: [] }) }),
        'BAD_REQUEST',
      ],
      ['a query that is JSON garbage', JSON.stringify({ query: '[1,2,3]' }), 'BAD_REQUEST'],
      ['variables that are a string', JSON.stringify({ query: VIEWER_QUERY, variables: 'x' }), 'BAD_REQUEST'],
      ['a syntax error', JSON.stringify({ query: '{ viewer { id ' }), 'BAD_REQUEST'],
      ['an unknown field', JSON.stringify({ query: '{ viewer { password } }' }), 'BAD_REQUEST'],
      ['an unknown operation name', JSON.stringify({ query: VIEWER_QUERY, operationName: 'Nope' }), 'BAD_REQUEST'],
      ['a prototype-poisoning key', '{"query":"{ viewer { id } }","__proto__":{"admin":true}}', 'FST_ERR_CTP_INVALID_JSON_BODY'],
    ])('answers %s with 400', async (_what, body, code) => {
      expectRefused(await inject(t, { contentType: 'application/json', body }), code);
    });

    it('answers a body over the size limit with 413', async () => {
      const body = JSON.stringify({ query: VIEWER_QUERY, variables: { pad: 'x'.repeat(1_100_000) } });
      expectRefused(await inject(t, { contentType: 'application/json', body }), 'FST_ERR_CTP_BODY_TOO_LARGE');
    });
  });

  describe('wrong variables', () => {
    it.each([
      ['a missing input', {}],
      ['an input that is a string', { input: 'Asha' }],
      ['a number for a string', { input: { ...PERSONAL, phone: 9876543210 } }],
      ['a missing required field', { input: { name: 'Asha', email: 'a@b.co' } }],
      ['an unknown field', { input: { ...PERSONAL, role: 'admin' } }],
      ['null for a required field', { input: { ...PERSONAL, name: null } }],
    ])('answers %s with 400, each time (also once compiled)', async (_what, variables) => {
      const { cookie } = await founderWithApplication(t.app);
      for (let i = 0; i < 3; i += 1) {
        const result = await runOperation(t.app, 'SavePersonalInfo', variables, cookie);
        expect(result.status).toBe(400);
        expect(firstError(result).code).toBe('BAD_REQUEST');
      }
    });

    it('answers a string for a number with 400', async () => {
      const { cookie, applicationId } = await founderWithApplication(t.app);
      const input = {
        companyName: 'A',
        description: 'B',
        foundersCount: 'two',
        teamSize: 1,
        city: 'Pune',
        state: 'Goa',
        hasDpiitCertification: true,
      };
      const result = await runOperation(t.app, 'SaveCompanyInfo', { applicationId, input }, cookie);
      expect(result.status).toBe(400);
      expect(firstError(result).code).toBe('BAD_REQUEST');
    });

    it('refuses a 100 kB string with the field limit and saves nothing', async () => {
      const { cookie } = await founderWithApplication(t.app);
      const huge = 'x'.repeat(100_000);
      for (const input of [
        { ...PERSONAL, name: huge },
        { ...PERSONAL, email: `${huge}@example.com` },
        { ...PERSONAL, phone: huge },
      ]) {
        const result = await runOperation(t.app, 'SavePersonalInfo', { input }, cookie);
        expect(result.status).toBe(200);
        expect(firstError(result).code).toBe('VALIDATION_FAILED');
      }
      const mine = await runOperation<{ myApplication: { name: string } }>(t.app, 'MyApplication', undefined, cookie);
      expect(mine.data!.myApplication.name).toBe(PERSONAL.name);
    });

    it('refuses a 100 kB string written into the query', async () => {
      const { cookie } = await founderWithApplication(t.app);
      const query = `mutation { savePersonalInfo(input: { name: "${'x'.repeat(100_000)}", email: "a@b.co", phone: "9876543210" }) { id } }`;
      const result = await postGraphQL(t.app, { query }, cookie);
      expect(firstError(result)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please use at most 120 characters' });
    });

    it('refuses a 100 kB application id without a server error', async () => {
      const { cookie } = await founderWithApplication(t.app);
      const result = await runOperation(t.app, 'SubmitApplication', { applicationId: 'x'.repeat(100_000) }, cookie);
      expect(result.status).toBe(200);
      expect(firstError(result).code).toBe('APPLICATION_NOT_FOUND');
    });
  });

  describe('document limits', () => {
    const nested = (levels: number) => `{ viewer { ${'application { '.repeat(levels)}id${' }'.repeat(levels)} } }`;

    it('refuses deep nesting', async () => {
      const result = await postGraphQL(t.app, { query: nested(12) });
      expect(result.status).toBe(400);
      expect(result.errors!.map((e) => e.message)).toContain('The query is nested 14 levels deep; at most 8 are allowed.');
    });

    it('refuses very deep nesting before parsing it all', async () => {
      const result = await postGraphQL(t.app, { query: nested(5_000) });
      expect(result.status).toBe(400);
      expect(firstError(result).message).toMatch(/tokens/);
    });

    it('refuses too many fields, counting fragments and aliases', async () => {
      const aliases = Array.from({ length: 10 }, (_, i) => `a${i}: myApplication { ...F }`).join(' ');
      const query = `{ ${aliases} } fragment F on Application { id name email phone companyName description city state sector revenue videoUrl status updatedAt submittedAt otherSector }`;
      const result = await postGraphQL(t.app, { query });
      expect(result.status).toBe(400);
      expect(result.errors!.map((e) => e.message)).toContain('The query asks for 160 fields; at most 150 are allowed.');
    });

    it('does not hang on fragment cycles', async () => {
      const query = '{ viewer { ...A } } fragment A on Viewer { id ...B } fragment B on Viewer { name ...A }';
      const result = await postGraphQL(t.app, { query });
      expect(result.status).toBe(400);
      expect(firstError(result).code).toBe('BAD_REQUEST');
    });

    it("runs every one of the web app's operations", async () => {
      const { cookie } = await founderWithApplication(t.app);
      const result = await postGraphQL(t.app, { query: OPERATIONS.MyApplication }, cookie);
      expect(result.status).toBe(200);
      expect(result.errors).toBeUndefined();
    });

    it('allows introspection outside production', async () => {
      const result = await postGraphQL<{ __schema: { queryType: { name: string } } }>(t.app, {
        query: '{ __schema { queryType { name } } }',
      });
      expect(result.data!.__schema.queryType.name).toBe('Query');
    });
  });
});

describe.each(TEST_DIALECTS)('GraphQL in production (%s)', (dialect) => {
  const t = appPerSuite(() => createGraphQLTestApp(dialect, { NODE_ENV: 'production' }));

  it.each([
    ['an unknown query', '{ viewer { id name } }'],
    ['introspection', '{ __schema { types { name } } }'],
    ['a trusted operation with a field added', OPERATIONS.Viewer.replace('email', 'email\n        __typename')],
  ])('refuses %s with OPERATION_NOT_ALLOWED', async (_what, query) => {
    const result = await postGraphQL(t.app, { query });
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(firstError(result)).toMatchObject({ code: 'OPERATION_NOT_ALLOWED', message: 'This operation is not allowed.' });
  });

  it('runs the trusted operations, whatever their whitespace', async () => {
    const { cookie } = await founderWithApplication(t.app);
    const result = await postGraphQL<{ viewer: { id: string } }>(
      t.app,
      { query: `  ${OPERATIONS.Viewer.replace(/\s+/g, '\n\t ')}  ` },
      cookie,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.viewer.id).toBeTruthy();
    const mine = await runOperation(t.app, 'MyApplication', undefined, cookie);
    expect(mine.status).toBe(200);
    expect(mine.errors).toBeUndefined();
  });

  it('does not serve GraphiQL', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(404);
  });
});
