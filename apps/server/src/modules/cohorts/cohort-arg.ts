import { z } from 'zod';
import { REVIEW_MESSAGES } from '@portal/shared/review/review';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';

const cohortIdSchema = z
  .string()
  .trim()
  .max(100, REVIEW_MESSAGES.FILTER_INVALID)
  .regex(/^[A-Za-z0-9_-]*$/, REVIEW_MESSAGES.FILTER_INVALID)
  .nullish()
  .transform((v) => v || null);

/** A console view's `cohort` argument: a cohort's id, or null for every cohort. An id of no cohort matches nothing. */
export const cohortArgOf = (value: string | number | null | undefined): string | null =>
  parseOrBadRequest(cohortIdSchema, value == null ? null : String(value));
