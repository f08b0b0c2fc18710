import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type ApiErrorBody } from '@portal/shared/messages';
import { ENGLISH_ERROR_TEXTS, type ErrorParams } from '@portal/shared/error-codes';

/** An error whose code and message are safe to show the client. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: string[] | undefined;
  /** What a code's text depends on (packages/shared/src/error-codes.ts), so the browser can say it in any language. */
  readonly params: ErrorParams | undefined;
  constructor(statusCode: number, code: string, message: string, details?: string[], params?: ErrorParams) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
    this.params = params;
  }
}

const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ENGLISH_ERROR_TEXTS.FST_ERR_CTP_INVALID_MEDIA_TYPE,
  FST_ERR_CTP_EMPTY_JSON_BODY: ENGLISH_ERROR_TEXTS.FST_ERR_CTP_EMPTY_JSON_BODY,
  FST_ERR_CTP_INVALID_JSON_BODY: ENGLISH_ERROR_TEXTS.FST_ERR_CTP_INVALID_JSON_BODY,
  FST_ERR_CTP_BODY_TOO_LARGE: ENGLISH_ERROR_TEXTS.FST_ERR_CTP_BODY_TOO_LARGE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ENGLISH_ERROR_TEXTS.FST_ERR_CTP_INVALID_CONTENT_LENGTH,
};

/** Every error leaves as `{ code, message }`: 4xx with a clear text, 5xx masked and logged. */
export const registerErrorHandling = (
  app: FastifyInstance,
  options: { pageFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined } = {},
): void => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}), ...(error.params ? { params: error.params } : {}) };
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_CLIENT_ERRORS[error.code]) ?? (error.validation ? error.message : MESSAGES.BAD_REQUEST);
      return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: MESSAGES.INTERNAL } satisfies ApiErrorBody);
  });
  app.setNotFoundHandler((request, reply) => {
    if (options.pageFallback?.(request, reply)) return;
    reply.status(404).send({ code: 'NOT_FOUND', message: MESSAGES.NOT_FOUND } satisfies ApiErrorBody);
  });
};
