import { z } from 'zod';
import {
  CONFLICT_NOTE_MAX,
  CONFIDENCE_MAX,
  CONFIDENCE_MIN,
  CRITERIA_MAX,
  CRITERION_LABEL_MAX,
  REVIEW_STAGE_MESSAGES as M,
  REVIEWERS_PER_APPLICATION_MAX,
  REVIEWERS_PER_APPLICATION_MIN,
  STAGE_NAME_MAX,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from '@portal/shared/review/review-stages';
import { criterionKey, SCORE_MAX, SCORE_MIN } from '@portal/shared/review/review';

const id = z.string().trim().min(1).max(200);

/** A stage as the admin saves it: no `id` creates one. Criteria keep their ids when edited, so scores stay attached. */
export const stageInputSchema = z.object({
  id: id.nullish(),
  name: z
    .string({ error: M.STAGE_NAME_REQUIRED })
    .trim()
    .min(1, M.STAGE_NAME_REQUIRED)
    .max(STAGE_NAME_MAX, M.STAGE_NAME_TOO_LONG),
  reviewersPerApplication: z
    .number({ error: M.REVIEWERS_INVALID })
    .int(M.REVIEWERS_INVALID)
    .min(REVIEWERS_PER_APPLICATION_MIN, M.REVIEWERS_INVALID)
    .max(REVIEWERS_PER_APPLICATION_MAX, M.REVIEWERS_INVALID),
  blind: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  criteria: z
    .array(
      z.object({
        id: id.nullish(),
        label: z
          .string({ error: M.CRITERION_LABEL_REQUIRED })
          .trim()
          .min(1, M.CRITERION_LABEL_REQUIRED)
          .max(CRITERION_LABEL_MAX, M.CRITERION_LABEL_TOO_LONG),
        weight: z.number({ error: M.WEIGHT_INVALID }).min(WEIGHT_MIN, M.WEIGHT_INVALID).max(WEIGHT_MAX, M.WEIGHT_INVALID),
      }),
      { error: M.CRITERIA_REQUIRED },
    )
    .min(1, M.CRITERIA_REQUIRED)
    .max(CRITERIA_MAX, M.TOO_MANY_CRITERIA)
    .refine((list) => list.every((c) => criterionKey(c.label).length > 0), M.CRITERION_LABEL_REQUIRED)
    .refine((list) => new Set(list.map((c) => criterionKey(c.label))).size === list.length, M.CRITERION_DUPLICATE),
});
export type StageInput = z.output<typeof stageInputSchema>;

export const idSchema = id;

export const declarationSchema = z
  .object({
    conflict: z.boolean(),
    note: z
      .string()
      .trim()
      .max(CONFLICT_NOTE_MAX, M.CONFLICT_NOTE_TOO_LONG)
      .nullish()
      .transform((v) => v || null),
  })
  .refine((d) => !d.conflict || d.note !== null, { message: M.CONFLICT_NOTE_REQUIRED });

export const scoresSchema = z.object({
  scores: z
    .array(
      z.object({
        criterionId: id,
        score: z
          .number({ error: M.SCORES_INCOMPLETE })
          .int(M.SCORES_INCOMPLETE)
          .min(SCORE_MIN, M.SCORES_INCOMPLETE)
          .max(SCORE_MAX, M.SCORES_INCOMPLETE),
      }),
    )
    .min(1, M.SCORES_INCOMPLETE)
    .max(CRITERIA_MAX, M.CRITERION_INVALID),
  confidence: z
    .number({ error: M.CONFIDENCE_INVALID })
    .int(M.CONFIDENCE_INVALID)
    .min(CONFIDENCE_MIN, M.CONFIDENCE_INVALID)
    .max(CONFIDENCE_MAX, M.CONFIDENCE_INVALID)
    .nullish()
    .transform((v) => v ?? null),
});
