import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { SUBMITTED_STATUS } from '@portal/shared/application-status';
import { BULK_MOVE_MAX, RANK_BY, REVIEW_STAGE_MESSAGES as M, ASSIGNMENT_STATUSES } from '@portal/shared/review-stages';
import { GRAPHQL_ERROR_CODES } from '@portal/shared/operations';
import { nowIso, type Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { idSchema } from './stage-input.ts';
import { findStage } from './stage-repository.ts';
import { submittedApplicationIds } from '../application/repository.ts';

const CHUNK = 500;

const idsSchema = z.array(idSchema).min(1, M.MOVE_NONE).max(BULK_MOVE_MAX, M.MOVE_TOO_MANY);

/**
 * Puts submitted applications into a stage (one or many at once). Unknown ids and drafts are passed over; returns
 * how many moved. Their reviewers in the stage they leave keep their reviews; the new stage needs its own.
 */
export const moveApplications = async (db: Kysely<Database>, input: { applicationIds: string[]; stageId: string; actorId: string }): Promise<number> => {
  const ids = [...new Set(parseOrBadRequest(idsSchema, input.applicationIds))];
  const stage = await findStage(db, input.stageId);
  const now = nowIso();
  let moved = 0;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const found = (await submittedApplicationIds(trx, ids.slice(i, i + CHUNK))).map((id) => ({ id }));
      if (found.length === 0) continue;
      await trx
        .insertInto('application_stages')
        .values(found.map((f) => ({ application_id: f.id, stage_id: stage.id, moved_at: now, moved_by: input.actorId })))
        .onConflict((oc) => oc.column('application_id').doUpdateSet({ stage_id: stage.id, moved_at: now, moved_by: input.actorId }))
        .execute();
      moved += found.length;
    }
  });
  return moved;
};

const moveTopSchema = z.object({
  fromStageId: idSchema.nullish().transform((v) => v ?? null),
  toStageId: idSchema,
  count: z.number({ error: M.COUNT_INVALID }).int(M.COUNT_INVALID).min(1, M.COUNT_INVALID).max(BULK_MOVE_MAX, M.COUNT_INVALID),
  rankBy: z.enum(RANK_BY, { error: M.RANK_BY_INVALID }).nullish().transform((v) => v ?? 'mean'),
});

/**
 * The top `count` of a stage by the mean of its reviews' weighted scores (unscored last, then by id), or, with no
 * `fromStageId`, the first submitted applications not yet in any stage (oldest first).
 */
export const topApplicationIds = async (db: Kysely<Database>, input: { fromStageId: string | null; count: number }): Promise<string[]> => {
  if (input.fromStageId === null) {
    const rows = await db
      .selectFrom('applications as a')
      .leftJoin('application_stages as s', 's.application_id', 'a.id')
      .select('a.id')
      .where('a.application_status', '=', SUBMITTED_STATUS)
      .where('s.application_id', 'is', null)
      .orderBy('a.submitted_at')
      .orderBy('a.id')
      .limit(input.count)
      .execute();
    return rows.map((r) => r.id);
  }
  const mean = sql<number | null>`avg(r.weighted_score)`;
  const rows = await db
    .selectFrom('application_stages as s')
    .leftJoin('stage_assignments as r', (j) =>
      j.onRef('r.application_id', '=', 's.application_id').onRef('r.stage_id', '=', 's.stage_id').on('r.status', '=', ASSIGNMENT_STATUSES.done),
    )
    .select(['s.application_id', mean.as('mean')])
    .where('s.stage_id', '=', input.fromStageId)
    .groupBy('s.application_id')
    .orderBy(sql`case when avg(r.weighted_score) is null then 1 else 0 end`)
    .orderBy(mean, 'desc')
    .orderBy('s.application_id')
    .limit(input.count)
    .execute();
  return rows.map((r) => r.application_id);
};

export const moveTopApplications = async (db: Kysely<Database>, raw: { fromStageId?: string | null; toStageId: string; count: number; rankBy?: string | null }, actorId: string) => {
  const input = parseOrBadRequest(moveTopSchema, raw);
  if (input.fromStageId !== null) await findStage(db, input.fromStageId);
  await findStage(db, input.toStageId);
  if (input.fromStageId === input.toStageId) throw new AppError(400, GRAPHQL_ERROR_CODES.VALIDATION_FAILED, M.MOVE_SAME_STAGE);
  const ids = await topApplicationIds(db, input);
  if (ids.length === 0) return 0;
  return moveApplications(db, { applicationIds: ids, stageId: input.toStageId, actorId });
};
