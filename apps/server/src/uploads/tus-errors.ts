import type { FastifyBaseLogger } from 'fastify';
import { ERRORS } from '@tus/server';
import { MESSAGES, type ApiErrorBody } from '@portal/shared/texts/messages';
import { ERROR_STATUS } from '@portal/shared/error-codes';
import { AppError, errorBodyOf } from '../http/errors.ts';

/** tus's own error texts, keyed back to stable codes (its offset conflict gets the shared, retryable code). */
const CODE_OF_TUS_TEXT = new Map<string, string>(
  Object.entries(ERRORS).map(([name, error]) => [error.body.trim(), name === 'INVALID_OFFSET' ? 'UPLOAD_OFFSET_CONFLICT' : name]),
);

/** A code for a status tus answered with a text it has no name for: the table's code of that status. */
const codeOfStatus = (status: number): string =>
  status === ERROR_STATUS.FILE_NOT_FOUND
    ? 'FILE_NOT_FOUND'
    : status === ERROR_STATUS.TUS_VERSION_REQUIRED
      ? 'TUS_VERSION_REQUIRED'
      : status === ERROR_STATUS.FILE_TOO_LARGE
        ? 'FILE_TOO_LARGE'
        : 'BAD_REQUEST';

const isTusError = (error: unknown): error is { status_code: number; body: string } =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { status_code?: unknown }).status_code === 'number' &&
  typeof (error as { body?: unknown }).body === 'string';

const INTERNAL_BODY = JSON.stringify(errorBodyOf('INTERNAL'));

/**
 * tus's answers when a request could not get an upload's lock in time (its 500) or had to give it up to a newer
 * request (its 400): the upload is fine and another request has it, so the client should HEAD and go on.
 */
const LOCK_ERROR_TEXTS = new Set<string>([ERRORS.ERR_LOCK_TIMEOUT.body, ERRORS.ABORTED.body]);
const BUSY = { status_code: ERROR_STATUS.UPLOAD_BUSY, body: JSON.stringify(errorBodyOf('UPLOAD_BUSY')) };

/** What tus sends for an error thrown in a handler or hook: always {code, message}; 5xx masked and logged. */
export const tusErrorResponse = (error: unknown, log: FastifyBaseLogger): { status_code: number; body: string } => {
  if (error instanceof AppError) {
    return {
      status_code: error.statusCode,
      body: JSON.stringify({
        code: error.code,
        message: error.message,
        ...(error.params ? { params: error.params } : {}),
      } satisfies ApiErrorBody),
    };
  }
  if (isTusError(error) && LOCK_ERROR_TEXTS.has(error.body)) return BUSY;
  if (isTusError(error) && error.status_code < 500) {
    const message = error.body.trim();
    return {
      status_code: error.status_code,
      body: JSON.stringify({ code: CODE_OF_TUS_TEXT.get(message) ?? codeOfStatus(error.status_code), message }),
    };
  }
  // tus's own 5xx are mostly a dropped connection mid-chunk (the client resumes); anything else is ours to fix.
  if (isTusError(error)) log.warn({ tusError: error.body.trim() }, 'upload request ended early');
  else log.error({ err: error }, 'upload failed');
  return { status_code: ERROR_STATUS.INTERNAL, body: INTERNAL_BODY };
};

/** An error body tus wrote itself (412, header validation) as {code, message}; ours pass through unchanged. */
export const toErrorBody = (status: number, text: string): ApiErrorBody => {
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    if (typeof parsed.code === 'string' && typeof parsed.message === 'string')
      return { code: parsed.code, message: parsed.message, ...(parsed.params ? { params: parsed.params } : {}) };
  } catch {
    // not JSON: tus's plain text
  }
  const message = text.trim() || MESSAGES.BAD_REQUEST;
  return { code: CODE_OF_TUS_TEXT.get(message) ?? codeOfStatus(status), message };
};
