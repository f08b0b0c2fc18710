import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@portal/shared/texts/messages';
import { ENGLISH_ERROR_TEXTS, ERROR_STATUS, isErrorCode, type ErrorCode, type ErrorParams } from '@portal/shared/error-codes';

/** The English text of a code (the `message` of its body), filled with `params` where the text depends on them. */
export const englishTextOf = (code: ErrorCode, params: ErrorParams = {}): string => {
  const text: string | ((p: ErrorParams) => string) = ENGLISH_ERROR_TEXTS[code];
  return typeof text === 'function' ? text(params) : text;
};

/** A `{ code, message }` body of a code, for an answer sent without throwing (its status: ERROR_STATUS[code]). */
export const errorBodyOf = (code: ErrorCode, message: string = englishTextOf(code)): ApiErrorBody => ({ code, message });

interface AppErrorOptions {
  /** A more precise English text than the code's own (e.g. which field); the browser still has the code's text in every language. */
  message?: string;
  details?: string[];
  /** What a code's text depends on (packages/shared/src/error-codes.ts), so the browser can say it in any language. */
  params?: ErrorParams;
}

/** An error whose code and message are safe to show the client; its HTTP status is the code's (ERROR_STATUS). */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details: string[] | undefined;
  readonly params: ErrorParams | undefined;
  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? englishTextOf(code, options.params));
    this.statusCode = ERROR_STATUS[code];
    this.code = code;
    this.details = options.details;
    this.params = options.params;
  }
}

/** Every error leaves as `{ code, message }`: 4xx with a clear text, 5xx masked and logged. */
export const registerErrorHandling = (
  app: FastifyInstance,
  options: { pageFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined } = {},
): void => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
        ...(error.params ? { params: error.params } : {}),
      };
      return reply.status(error.statusCode).send(body);
    }
    // Fastify's own client errors (body parsing): the table's status and text for its codes.
    if (error.code?.startsWith('FST_ERR_') && isErrorCode(error.code))
      return reply.status(ERROR_STATUS[error.code]).send(errorBodyOf(error.code));
    const status = error.statusCode ?? ERROR_STATUS.INTERNAL;
    if (status >= 400 && status < 500) {
      // Any other 4xx a library raised (e.g. a route schema's FST_ERR_VALIDATION) keeps its own status and code.
      return reply.status(status).send({
        code: error.code ?? 'BAD_REQUEST',
        message: error.validation ? error.message : englishTextOf('BAD_REQUEST'),
      } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(ERROR_STATUS.INTERNAL).send(errorBodyOf('INTERNAL'));
  });
  app.setNotFoundHandler((request, reply) => {
    if (options.pageFallback?.(request, reply)) return;
    reply.status(ERROR_STATUS.NOT_FOUND).send(errorBodyOf('NOT_FOUND'));
  });
};
