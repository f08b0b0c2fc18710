import { visit, type DocumentNode } from 'graphql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { nulCharacterError } from '../http/malformed-input.ts';

const mediaTypeOf = (header: string | undefined): string => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Only JSON POSTs reach GraphQL: GET is refused outright (so no mutation or cross-site read can ride on
 * it) and other bodies get 415 before Mercurius parses them (it would accept application/graphql).
 */
export const guardGraphQLRequests = (app: FastifyInstance, path: string): void => {
  const refusal = (request: FastifyRequest, reply: FastifyReply): AppError | undefined => {
    if (request.routeOptions.url !== path) return undefined;
    if (request.method !== 'POST') {
      reply.header('allow', 'POST');
      return new AppError('METHOD_NOT_ALLOWED');
    }
    if (mediaTypeOf(request.headers['content-type']) !== 'application/json') {
      return new AppError('FST_ERR_CTP_INVALID_MEDIA_TYPE');
    }
    return undefined;
  };
  // A callback hook, not an async one: it runs on every GraphQL request, and has nothing to wait for.
  app.addHook('onRequest', (request, reply, done) => done(refusal(request, reply)));
};

/**
 * When a query does not parse, Mercurius tries it as a JSON-encoded AST; anything such a string holds
 * would reach validation unchecked. Only documents the GraphQL parser produced go on: their `loc` is a
 * Location, which JSON cannot make. (Checked by tag, not instanceof: test runners may load graphql twice.)
 */
export const refuseUnparsedDocuments = (app: FastifyInstance): void => {
  app.graphql.addHook('preValidation', async (_schema, document: DocumentNode) => {
    if (Object.prototype.toString.call(document?.loc) !== '[object Location]') {
      throw new AppError('BAD_REQUEST', { message: 'The query is not a valid GraphQL document.' });
    }
  });
};

/**
 * A string literal written in the document itself may hold a NUL through GraphQL's own `\\u0000` escape, which the
 * JSON body check (http/malformed-input.ts) cannot see: refused like a NUL anywhere else.
 */
export const refuseNulInDocuments = (app: FastifyInstance): void => {
  app.graphql.addHook('preValidation', async (_schema, document: DocumentNode) => {
    visit(document, {
      StringValue(node) {
        if (node.value.includes('\u0000')) throw nulCharacterError();
      },
    });
  });
};
