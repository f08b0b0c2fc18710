import type { GraphQLError, ExecutionResult, FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ERROR_STATUS, isErrorCode } from '@portal/shared/error-codes';
import { AppError, englishTextOf } from '../http/errors.ts';

interface Formatted {
  status: number;
  errors: GraphQLFormattedError[];
}

/** The error that started it all: GraphQL, graphql-jit and Mercurius each wrap what a resolver threw. */
const rootCause = (error: unknown): unknown => {
  let current = error;
  while (current instanceof Error && 'originalError' in current && current.originalError) current = current.originalError;
  return current;
};

// By tag, not instanceof: Mercurius and graphql-jit may hold another copy of graphql than this module.
const isGraphQLError = (error: unknown): error is GraphQLError =>
  Object.prototype.toString.call(error) === '[object GraphQLError]';

const statusOf = (error: unknown): number | undefined =>
  error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : undefined;

const badRequest = (message: string, status: number, from?: GraphQLError): Formatted => ({
  status,
  errors: [{ message, ...(from?.locations ? { locations: from.locations } : {}), extensions: { code: 'BAD_REQUEST' } }],
});

/**
 * Request errors (unreadable body, invalid document, refused operation) answer 4xx; errors while running
 * an operation answer 200 beside the data, as GraphQL over HTTP does. Our own errors keep their code,
 * message and details; anything unexpected is logged and masked.
 */
const formatError = (error: GraphQLError, context: MercuriusContext): Formatted => {
  const cause = rootCause(error);
  const whileExecuting = error.path !== undefined;
  const place = { ...(error.locations ? { locations: error.locations } : {}), ...(error.path ? { path: error.path } : {}) };

  if (cause instanceof AppError) {
    const extensions = {
      code: cause.code,
      ...(cause.details ? { details: cause.details } : {}),
      ...(cause.params ? { params: cause.params } : {}),
    };
    return { status: whileExecuting ? 200 : cause.statusCode, errors: [{ message: cause.message, ...place, extensions }] };
  }
  if (!whileExecuting) {
    // Mercurius gathers the document's validation errors in one error.
    const nested =
      cause instanceof Error && 'errors' in cause && Array.isArray(cause.errors) ? (cause.errors as unknown[]) : undefined;
    const status = statusOf(cause);
    if (nested) {
      return {
        status: status ?? ERROR_STATUS.BAD_REQUEST,
        errors: nested.flatMap(
          (e) =>
            badRequest(
              e instanceof Error ? e.message : MESSAGES.BAD_REQUEST,
              ERROR_STATUS.BAD_REQUEST,
              isGraphQLError(e) ? e : undefined,
            ).errors,
        ),
      };
    }
    if (status !== undefined && status >= 400 && status < 500) {
      // Fastify's own refusals (a body over the limit: 413) keep their code and text from the one table, as on REST.
      const code = cause instanceof Error && 'code' in cause ? cause.code : undefined;
      if (typeof code === 'string' && isErrorCode(code))
        return { status, errors: [{ message: englishTextOf(code), extensions: { code } }] };
      return badRequest(error.message, status);
    }
    // Errors that graphql itself raises before running anything: unknown operation, bad variables.
    if (isGraphQLError(cause)) return badRequest(cause.message, ERROR_STATUS.BAD_REQUEST, cause);
  }
  (context.reply ?? context.app).log.error({ err: cause }, 'unexpected GraphQL error');
  return {
    status: whileExecuting ? 200 : ERROR_STATUS.INTERNAL,
    errors: [{ message: MESSAGES.INTERNAL, ...place, extensions: { code: 'INTERNAL' } }],
  };
};

export const formatErrors = (
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
): { statusCode: number; response: FormattedExecutionResult } => {
  const formatted = execution.errors.map((error) => formatError(error, context));
  return {
    statusCode: Math.max(...formatted.map((f) => f.status)),
    response: {
      ...(execution.data !== undefined ? { data: execution.data } : {}),
      errors: formatted.flatMap((f) => f.errors),
    },
  };
};
