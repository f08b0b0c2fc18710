import type { FastifyBaseLogger } from 'fastify';
import { ERRORS } from '@tus/server';
import { MESSAGES, type ApiErrorBody } from '@portal/shared/messages';
import { FILE_ERROR_CODES } from '@portal/shared/upload-protocol';
import { AppError } from '../http/errors.ts';

/** tus's own error texts, keyed back to stable codes (its offset conflict gets the shared, retryable code). */
const CODE_OF_TUS_TEXT = new Map<string, string>(
  Object.entries(ERRORS).map(([name, error]) => [error.body.trim(), name === 'INVALID_OFFSET' ? FILE_ERROR_CODES.UPLOAD_OFFSET_CONFLICT : name]),
);

const codeOfStatus = (status: number): string =>
  status === 404 ? FILE_ERROR_CODES.FILE_NOT_FOUND : status === 412 ? 'TUS_VERSION_REQUIRED' : status === 413 ? FILE_ERROR_CODES.FILE_TOO_LARGE : 'BAD_REQUEST';

const isTusError = (error: unknown): error is { status_code: number; body: string } =>
  typeof error === 'object' && error !== null && typeof (error as { status_code?: unknown }).status_code === 'number' && typeof (error as { body?: unknown }).body === 'string';

const INTERNAL_BODY = JSON.stringify({ code: 'INTERNAL', message: MESSAGES.INTERNAL } satisfies ApiErrorBody);

/**
 * tus's answers when a request could not get an upload's lock in time (its 500) or had to give it up to a newer
 * request (its 400): the upload is fine and another request has it, so the client should HEAD and go on.
 */
const LOCK_ERROR_TEXTS = new Set<string>([ERRORS.ERR_LOCK_TIMEOUT.body, ERRORS.ABORTED.body]);
const BUSY = { status_code: 423, body: JSON.stringify({ code: FILE_ERROR_CODES.UPLOAD_BUSY, message: MESSAGES.UPLOAD_BUSY } satisfies ApiErrorBody) };

/** What tus sends for an error thrown in a handler or hook: always {code, message}; 5xx masked and logged. */
export const tusErrorResponse = (error: unknown, log: FastifyBaseLogger): { status_code: number; body: string } => {
  if (error instanceof AppError) {
    return { status_code: error.statusCode, body: JSON.stringify({ code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}) } satisfies ApiErrorBody) };
  }
  if (isTusError(error) && LOCK_ERROR_TEXTS.has(error.body)) return BUSY;
  if (isTusError(error) && error.status_code < 500) {
    const message = error.body.trim();
    return { status_code: error.status_code, body: JSON.stringify({ code: CODE_OF_TUS_TEXT.get(message) ?? codeOfStatus(error.status_code), message }) };
  }
  // tus's own 5xx are mostly a dropped connection mid-chunk (the client resumes); anything else is ours to fix.
  if (isTusError(error)) log.warn({ tusError: error.body.trim() }, 'upload request ended early');
  else log.error({ err: error }, 'upload failed');
  return { status_code: 500, body: INTERNAL_BODY };
};

/** An error body tus wrote itself (412, header validation) as {code, message}; ours pass through unchanged. */
export const toErrorBody = (status: number, text: string): ApiErrorBody => {
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    if (typeof parsed.code === 'string' && typeof parsed.message === 'string') return { code: parsed.code, message: parsed.message, ...(parsed.params ? { params: parsed.params } : {}) };
  } catch {
    // not JSON: tus's plain text
  }
  const message = text.trim() || MESSAGES.BAD_REQUEST;
  return { code: CODE_OF_TUS_TEXT.get(message) ?? codeOfStatus(status), message };
};
