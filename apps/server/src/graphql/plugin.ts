import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { createContext } from './context.ts';
import { formatErrors } from './errors.ts';
import {
  MAX_QUERY_DEPTH,
  MAX_QUERY_FIELDS,
  MAX_QUERY_TOKENS,
  maxDepthRule,
  maxFieldsRule,
  noIntrospectionRule,
} from './limits.ts';
import { guardGraphQLRequests, refuseNulInDocuments, refuseUnparsedDocuments } from './request-guards.ts';
import { schema } from './schema.ts';
import { enforceTrustedDocuments } from './trusted-documents.ts';
import { registerPageStartRoute } from './page-start-route.ts';
import { publicConfigNow } from '../http/public-config.ts';
import { privacyStatusOf } from '../modules/privacy/privacy-status.ts';

export const GRAPHQL_PATH = '/graphql';

/** The data API at /graphql, in its own encapsulated scope so its hooks and error handling stay there. */
export const registerGraphQL = async (app: FastifyInstance): Promise<void> => {
  const { config } = app;
  await app.register(async (scope) => {
    guardGraphQLRequests(scope, GRAPHQL_PATH);
    await scope.register(mercurius, {
      schema,
      path: GRAPHQL_PATH,
      context: createContext(app),
      jit: 1,
      graphiql: config.env === 'development',
      allowBatchedQueries: false,
      errorFormatter: formatErrors,
      graphql: { parseOptions: { maxTokens: MAX_QUERY_TOKENS } },
      validationRules: [
        maxDepthRule(MAX_QUERY_DEPTH),
        maxFieldsRule(MAX_QUERY_FIELDS),
        ...(config.isProduction ? [noIntrospectionRule] : []),
      ],
      // Defence in depth: guardGraphQLRequests already admits only JSON POSTs.
      csrfPrevention: { allowedContentTypes: ['application/json'] },
    });
    refuseUnparsedDocuments(scope);
    refuseNulInDocuments(scope);
    if (config.isProduction) enforceTrustedDocuments(scope);
    registerPageStartRoute(scope, app, {
      publicConfig: () => publicConfigNow(app, config),
      privacyStatus: privacyStatusOf(app),
    });
  });
};
