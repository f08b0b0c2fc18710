import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@portal/shared/graphql/operations';
import { appPerSuite } from '../support/suite-app.ts';
import { createGraphQLTestApp, founderWithApplication, postGraphQL } from '../support/graphql-client.ts';
import { MAX_QUERY_DEPTH, MAX_QUERY_FIELDS } from '../../src/graphql/limits.ts';

/**
 * The data API in production: only the apps' own operations run (so depth, cost and introspection are bounded
 * by construction), and the depth, field and token limits stand behind that in every mode.
 */

const nested = (levels: number): string => {
  let inner = 'id';
  for (let i = 0; i < levels; i++)
    inner = `viewer { application { id } } x${i}: __typename ${i % 2 ? `... on Query { ${inner} }` : inner}`;
  return `{ ${inner} }`;
};

const wide = (fields: number) => `{ ${Array.from({ length: fields }, (_, i) => `f${i}: __typename`).join(' ')} }`;

const ATTACKS: [string, string][] = [
  ['introspection of the schema', '{ __schema { types { name fields { name } } } }'],
  ['introspection of one type', '{ __type(name: "Application") { fields { name } } }'],
  [
    'an operation nested deeper than the limit',
    `{ ${'viewer { '.repeat(MAX_QUERY_DEPTH + 2)}id${' }'.repeat(MAX_QUERY_DEPTH + 2)} }`,
  ],
  ['more fields than the limit, as aliases', wide(MAX_QUERY_FIELDS + 50)],
  ['a document over the token limit', wide(3_000)],
  ['a trusted operation with an extra field', OPERATIONS.MyApplication.replace('submittedAt', 'submittedAt\n    __typename')],
  ['two operations in one document', `${OPERATIONS.Viewer}\nquery Other { viewer { id } }`],
  ['a deeply nested fragment tree', nested(12)],
];

describe('GraphQL limits in production', () => {
  const t = appPerSuite(() => createGraphQLTestApp('sqlite', { NODE_ENV: 'production' }));
  let cookie: string;
  beforeAll(async () => {
    cookie = (await founderWithApplication(t.app)).cookie;
  });

  it.each(ATTACKS)('refuses %s with a 4xx, no data and no internals', async (_label, query) => {
    for (const who of [cookie, undefined]) {
      const result = await postGraphQL(t.app, { query }, who);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.length).toBeGreaterThan(0);
      expect(result.response.body).not.toMatch(/node_modules|\.ts:\d+|\bat \w+ \(/);
    }
  });

  it('still runs the real operations (the refusals are not blanket)', async () => {
    const result = await postGraphQL(t.app, { query: OPERATIONS.MyApplication }, cookie);
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
  });

  it('answers a batch (array body) with a 4xx, not with several results', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
      payload: JSON.stringify(Array.from({ length: 50 }, () => ({ query: OPERATIONS.Viewer }))),
    });
    expect(response.statusCode).toBe(400);
  });
});
