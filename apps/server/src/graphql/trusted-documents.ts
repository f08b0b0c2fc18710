import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@portal/shared/graphql/operations';
import { ENGLISH_ERROR_TEXTS } from '@portal/shared/error-codes';
import { AppError } from '../http/errors.ts';

export const OPERATION_NOT_ALLOWED_MESSAGE = ENGLISH_ERROR_TEXTS.OPERATION_NOT_ALLOWED;

export const normalizeDocument = (source: string): string => source.replace(/\s+/g, ' ').trim();

const RAW = new Set<string>(Object.values(OPERATIONS));
const NORMALIZED = new Set(Object.values(OPERATIONS).map(normalizeDocument));

export const isTrustedDocument = (source: string): boolean => RAW.has(source) || NORMALIZED.has(normalizeDocument(source));

/** Production runs only the operations the web app ships (packages/shared/src/graphql/operations.ts). */
export const enforceTrustedDocuments = (app: FastifyInstance): void => {
  app.graphql.addHook('preParsing', async (_schema, source) => {
    if (!isTrustedDocument(source)) {
      throw new AppError('OPERATION_NOT_ALLOWED', { message: OPERATION_NOT_ALLOWED_MESSAGE });
    }
  });
};
