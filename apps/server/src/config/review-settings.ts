import { z } from 'zod';
import { STATUS_PATTERN, criterionKey } from '@portal/shared/review/review';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';

const commaList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** REVIEW_STATUSES: comma-separated status names after 'submitted', e.g. under-review,shortlisted,accepted. */
export const reviewStatusesSchema = z
  .string()
  .transform(commaList)
  .pipe(
    z
      .array(z.string().regex(STATUS_PATTERN, 'REVIEW_STATUSES: use lower-case names joined by hyphens, e.g. under-review'))
      .min(1, 'REVIEW_STATUSES needs at least one status')
      .refine((list) => new Set(list).size === list.length, 'REVIEW_STATUSES lists a status twice')
      .refine(
        (list) => !list.includes(SUBMITTED_STATUS) && !list.includes('in-progress'),
        "REVIEW_STATUSES lists the statuses after 'submitted' (without it or 'in-progress')",
      ),
  );

/** RUBRIC_CRITERIA: comma-separated criterion labels, e.g. Rural impact,Team,Market. */
export const rubricLabelsSchema = z
  .string()
  .transform(commaList)
  .pipe(
    z
      .array(z.string().max(60, 'RUBRIC_CRITERIA: a criterion label can be at most 60 characters'))
      .min(1, 'RUBRIC_CRITERIA needs at least one criterion')
      .max(12, 'RUBRIC_CRITERIA can list at most 12 criteria')
      .refine(
        (labels) => labels.every((label) => criterionKey(label).length > 0),
        'RUBRIC_CRITERIA: every criterion needs a letter or digit',
      )
      .refine((labels) => new Set(labels.map(criterionKey)).size === labels.length, 'RUBRIC_CRITERIA lists a criterion twice'),
  );
