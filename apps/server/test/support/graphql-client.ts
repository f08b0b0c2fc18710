import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Updateable } from 'kysely';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import type { ApplicationsTable } from '../../src/db/types.ts';
import { OPERATIONS, type OperationName } from '@portal/shared/graphql/operations';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, type TestDialect } from './helper.ts';

/** A test app whose auth rate limit does not get in the way of many sign-ups. */
export const createGraphQLTestApp = (dialect: TestDialect, env: Record<string, string> = {}): Promise<TestApp> =>
  createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '10000', ...env });

export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; details?: string[] };
}

export interface GraphQLResult<Data = Record<string, unknown>> {
  status: number;
  data: Data | null | undefined;
  errors: GraphQLErrorBody[] | undefined;
  response: LightMyRequestResponse;
}

const toResult = <Data>(response: LightMyRequestResponse): GraphQLResult<Data> => {
  const body = response.json() as { data?: Data | null; errors?: GraphQLErrorBody[] };
  return { status: response.statusCode, data: body.data, errors: body.errors, response };
};

/** POSTs any GraphQL document, as the browser would (JSON, same origin). */
export const postGraphQL = async <Data = Record<string, unknown>>(
  app: FastifyInstance,
  body: { query: string; variables?: Record<string, unknown>; operationName?: string },
  cookie?: string,
): Promise<GraphQLResult<Data>> =>
  toResult<Data>(
    await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(body),
    }),
  );

/** POSTs a GraphQL query with a bearer token and no cookie, as a script would; the raw response. */
export const postGraphQLWithBearer = (app: FastifyInstance, token: string, query: string): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query }),
  });

/** Runs one of the web app's own operations. */
export const runOperation = <Data = Record<string, unknown>>(
  app: FastifyInstance,
  name: OperationName,
  variables: Record<string, unknown> | undefined,
  cookie?: string,
): Promise<GraphQLResult<Data>> =>
  postGraphQL<Data>(app, { query: OPERATIONS[name], operationName: name, ...(variables ? { variables } : {}) }, cookie);

/** The first error's code, message and details, for one-line assertions. */
export const firstError = (result: GraphQLResult<unknown>) => {
  const error = result.errors?.[0];
  return { code: error?.extensions?.code, message: error?.message, details: error?.extensions?.details };
};

export const PERSONAL = { name: 'Asha Founder', email: 'asha@example.com', phone: '9876543210' };
export const COMPANY = {
  companyName: 'Gram Tech',
  description: 'Cold storage for farmers',
  foundersCount: 2,
  teamSize: 5,
  city: 'Pune',
  state: 'Maharashtra',
  hasDpiitCertification: true,
};
export const BUSINESS = { sector: 'agriculture', otherSector: null, foundingYear: '2020', revenue: '25-50L' };
export const FUNDING = { equityFunding: '1000000', debtFunding: '500000', grantFunding: '0' };

type ApplicationData = { id: string; status: string } & Record<string, unknown>;

/** Signs a founder up and saves personal info: the starting point of most tests. */
export const founderWithApplication = async (
  app: FastifyInstance,
): Promise<{ cookie: string; userId: string; applicationId: string }> => {
  const { cookie, userId } = await signUp(app);
  const saved = await runOperation<{ savePersonalInfo: ApplicationData }>(app, 'SavePersonalInfo', { input: PERSONAL }, cookie);
  if (!saved.data?.savePersonalInfo) throw new Error(`savePersonalInfo failed: ${JSON.stringify(saved.errors)}`);
  return { cookie, userId, applicationId: saved.data.savePersonalInfo.id };
};

/** A founder whose application row also holds `columns`, written straight to the database: a state no request makes at once. */
export const founderWithStoredColumns = async (app: FastifyInstance, columns: Updateable<ApplicationsTable>) => {
  const founder = await founderWithApplication(app);
  await app.database.db.updateTable('applications').set(columns).where('id', '=', founder.applicationId).execute();
  return founder;
};

/** The founder's own application as the wizard reads it (`MyApplication`). */
export const myApplication = async (app: FastifyInstance, cookie: string): Promise<ApplicationRecord> => {
  const result = await runOperation<{ myApplication: ApplicationRecord }>(app, 'MyApplication', undefined, cookie);
  if (!result.data?.myApplication) throw new Error(`MyApplication failed: ${JSON.stringify(result.errors)}`);
  return result.data.myApplication;
};
