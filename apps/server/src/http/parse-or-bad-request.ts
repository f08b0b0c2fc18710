import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Parses with the schema, or a 400 with the first message. */
export const parseOrBadRequest = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map((i) => i.message))];
  throw new AppError('VALIDATION_FAILED', { message: messages[0]!, details: messages });
};
