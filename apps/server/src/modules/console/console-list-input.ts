import { z } from 'zod';
import { INDIAN_STATES, REVENUE_VALUES, SECTOR_VALUES } from '@portal/shared/application/options';
import {
  CONSOLE_PAGE_SIZE,
  CONSOLE_PAGE_SIZE_MAX,
  CONSOLE_SEARCH_MAX,
  CONSOLE_SORT_FIELDS,
  REVIEW_MESSAGES,
  SORT_DIRECTIONS,
} from '@portal/shared/review/review';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { RECORD_ID_PATTERN } from '@portal/shared/cohorts/cohort';
import type { AnswerMatch } from '../own-questions/answer-filter.ts';
import { ANSWER_FILTER_MESSAGES, ANSWER_FILTER_PATTERN } from '@portal/shared/own-questions/answer-display';

/** An own question's answer as a filter, `question:option`; blank is none. Checked against the cohort's form after parsing. */
const optionalAnswer = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || ANSWER_FILTER_PATTERN.test(v), ANSWER_FILTER_MESSAGES.FORMAT)
  .transform((v) => {
    const match = v === undefined ? null : ANSWER_FILTER_PATTERN.exec(v);
    return match ? { questionId: match[1]!, option: match[2]! } : undefined;
  });

const optionalChoice = (values: readonly string[]) =>
  z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || values.includes(v), REVIEW_MESSAGES.FILTER_INVALID);

/** A cohort's or a stage's id as a filter (letters, digits, - and _); blank is none. */
const optionalId = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || RECORD_ID_PATTERN.test(v), REVIEW_MESSAGES.FILTER_INVALID);

/** The console list's filters, sort and page, from GraphQL arguments or the export's query string. */
export const consoleListSchema = (statuses: readonly string[]) =>
  z.object({
    status: optionalChoice([SUBMITTED_STATUS, ...statuses]),
    sector: optionalChoice(SECTOR_VALUES),
    state: optionalChoice(INDIAN_STATES),
    revenue: optionalChoice(REVENUE_VALUES),
    cohort: optionalId,
    stage: optionalId,
    answer: optionalAnswer,
    search: z
      .string()
      .trim()
      .max(CONSOLE_SEARCH_MAX, REVIEW_MESSAGES.SEARCH_TOO_LONG)
      .optional()
      .nullable()
      .transform((v) => v || undefined),
    sort: z
      .enum(CONSOLE_SORT_FIELDS, { error: REVIEW_MESSAGES.SORT_INVALID })
      .optional()
      .nullable()
      .transform((v) => v ?? 'submittedAt'),
    direction: z
      .enum(SORT_DIRECTIONS, { error: REVIEW_MESSAGES.SORT_INVALID })
      .optional()
      .nullable()
      .transform((v) => v ?? 'desc'),
    page: z.coerce
      .number({ error: REVIEW_MESSAGES.PAGE_INVALID })
      .int(REVIEW_MESSAGES.PAGE_INVALID)
      .min(1, REVIEW_MESSAGES.PAGE_INVALID)
      .max(1_000_000, REVIEW_MESSAGES.PAGE_INVALID)
      .optional()
      .nullable()
      .transform((v) => v ?? 1),
    pageSize: z.coerce
      .number({ error: REVIEW_MESSAGES.PAGE_INVALID })
      .int(REVIEW_MESSAGES.PAGE_INVALID)
      .min(1, REVIEW_MESSAGES.PAGE_INVALID)
      .max(CONSOLE_PAGE_SIZE_MAX, REVIEW_MESSAGES.PAGE_INVALID)
      .optional()
      .nullable()
      .transform((v) => v ?? CONSOLE_PAGE_SIZE),
  });

/**
 * The parsed input; `answerMatch` is the stored answer the `answer` filter matches, set once it is checked against
 * the cohort's latest form (own-questions/answer-filter.ts).
 */
export type ConsoleListInput = z.output<ReturnType<typeof consoleListSchema>> & { answerMatch?: AnswerMatch };
