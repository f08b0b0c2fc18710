import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type ApiErrorBody } from '@portal/shared/messages';

/** An error whose code and message are safe to show the client. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: string[] | undefined;
  constructor(statusCode: number, code: string, message: string, details?: string[]) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

/** Every error leaves as `{ code, message }`: 4xx with a clear text, 5xx masked and logged. */
export const registerErrorHandling = (
  app: FastifyInstance,
  options: { pageFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined } = {},
): void => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) };
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
