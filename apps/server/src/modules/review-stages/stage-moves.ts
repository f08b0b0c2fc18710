import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { BULK_MOVE_MAX, RANK_BY, REVIEW_STAGE_MESSAGES as M, type RankBy } from '@portal/shared/review/review-stages';
import { BULK_MOVE_TEXTS } from '@portal/shared/review/bulk-move';
import { nowIso, type Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { idSchema } from './stage-input.ts';
import { findStage, setApplicationStages } from './stage-repository.ts';
import { calibratedOrNull } from './stage-calibration.ts';
import { submittedApplicationIds } from '../application/repository.ts';
import { recordStageMoves, type Actor } from '../review/review-repository.ts';

const CHUNK = 500;

const idsSchema = z.array(idSchema).min(1, M.MOVE_NONE).max(BULK_MOVE_MAX, M.MOVE_TOO_MANY);

/** How many unknown ids the refusal lists (in its details); its message counts them all. */
const UNKNOWN_LISTED = 20;

/**
 * Puts submitted applications into a stage (one or many at once), all or nothing: an id that is unknown or names a
 * draft refuses the whole move. Each application that changes stage gets a line in its history (from, to, who);
 * those already in the stage are left as they are. Returns how many moved. Their reviewers in the stage they leave
 * keep their reviews; the new stage needs its own.
 */
export const moveApplications = async (
  db: Kysely<Database>,
  input: { applicationIds: string[]; stageId: string; actor: Actor },
): Promise<number> => {
  const ids = [...new Set(parseOrBadRequest(idsSchema, input.applicationIds))];
  const stage = await findStage(db, input.stageId);
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const unknown: string[] = [];
    const moving: { applicationId: string; fromStage: string | null }[] = [];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      const found = new Set(await submittedApplicationIds(trx, chunk));
      unknown.push(...chunk.filter((id) => !found.has(id)));
      const current = await currentStages(trx, chunk);
      for (const id of chunk) {
        const from = current.get(id);
        if (found.has(id) && from?.id !== stage.id) moving.push({ applicationId: id, fromStage: from?.name ?? null });
      }
    }
    if (unknown.length > 0)
      throw new AppError('APPLICATION_NOT_FOUND', {
        message: BULK_MOVE_TEXTS.unknownApplications(unknown.length),
        details: unknown.slice(0, UNKNOWN_LISTED),
      });
    const elsewhere = await applicationsOutsideCohort(trx, ids, stage.cohortId);
    if (elsewhere.length > 0) throw new AppError('COHORT_STAGE_MISMATCH', { details: elsewhere.slice(0, UNKNOWN_LISTED) });
    for (let i = 0; i < moving.length; i += CHUNK) {
      const chunk = moving.slice(i, i + CHUNK);
      await setApplicationStages(
        trx,
        chunk.map((m) => m.applicationId),
        { stageId: stage.id, movedAt: now, movedBy: input.actor.id },
      );
      await recordStageMoves(trx, chunk, stage.name, input.actor, now);
    }
    return moving.length;
  });
};

/** Those of the applications whose cohort is not the stage's: a stage reviews one cohort's applications only. */
const applicationsOutsideCohort = async (
  db: Kysely<Database>,
  ids: readonly string[],
  cohortId: string | null,
): Promise<string[]> => {
  const outside: string[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('applications')
      .select('id')
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .where((eb) =>
        cohortId === null
          ? eb('cohort_id', 'is not', null)
          : eb.or([eb('cohort_id', 'is', null), eb('cohort_id', '!=', cohortId)]),
      )
      .execute();
    outside.push(...rows.map((r) => r.id));
  }
  return outside;
};

/** The stage each of the applications is in now (id and name); absent: in none. */
const currentStages = async (
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string }>> => {
  const rows = await db
    .selectFrom('application_stages as s')
    .innerJoin('review_stages as r', 'r.id', 's.stage_id')
    .select(['s.application_id', 'r.id', 'r.name'])
    .where('s.application_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.application_id, { id: r.id, name: r.name }]));
};

const moveTopSchema = z.object({
  fromStageId: idSchema.nullish().transform((v) => v ?? null),
  toStageId: idSchema,
  count: z.number({ error: M.COUNT_INVALID }).int(M.COUNT_INVALID).min(1, M.COUNT_INVALID).max(BULK_MOVE_MAX, M.COUNT_INVALID),
  rankBy: z
    .enum(RANK_BY, { error: M.RANK_BY_INVALID })
    .nullish()
    .transform((v) => v ?? 'calibrated'),
});

/**
 * The top `count` of a stage by calibrated score (equal ones by the raw mean) or by the raw mean of its reviews'
 * weighted totals, unscored last, then by id; or, with no `fromStageId`, the first submitted applications of
 * `cohortId` (when given) not yet in any stage (oldest first). Scores come from stage_calibration
 * (modules/review-stages/stage-calibration.ts).
 */
export const topApplicationIds = async (
  db: Kysely<Database>,
  input: { fromStageId: string | null; count: number; rankBy?: RankBy; cohortId?: string | null },
  options: { useConfidence: boolean } = { useConfidence: true },
): Promise<string[]> => {
  if (input.fromStageId === null) {
    const rows = await db
      .selectFrom('applications as a')
      .leftJoin('application_stages as s', 's.application_id', 'a.id')
      .select('a.id')
      .where('a.application_status', '=', SUBMITTED_STATUS)
      .where('s.application_id', 'is', null)
      .$if(input.cohortId != null, (q) => q.where('a.cohort_id', '=', input.cohortId!))
      .orderBy('a.submitted_at')
      .orderBy('a.id')
      .limit(input.count)
      .execute();
    return rows.map((r) => r.id);
  }
  const calibrated = calibratedOrNull(options.useConfidence, {
    calibration: 'c',
    applicationId: 's.application_id',
    stageId: 's.stage_id',
  });
  const rows = await db
    .selectFrom('application_stages as s')
    .leftJoin('stage_calibration as c', (j) =>
      j.onRef('c.application_id', '=', 's.application_id').onRef('c.stage_id', '=', 's.stage_id'),
    )
    .select('s.application_id')
    .$if(input.rankBy !== 'mean', (q) => q.select(calibrated.as('calibrated')))
    .where('s.stage_id', '=', input.fromStageId)
    // By calibrated score: those with one first; the scored ones no reviewer's spread calibrates yet by the raw mean.
    // The selected column by its name: PostgreSQL then works the score out once a row, not once for each sort key (a
    // score implies its calibration row, so "with a score first" comes before "with a calibration row first").
    .$if(input.rankBy !== 'mean', (q) => q.orderBy(sql`${sql.ref('calibrated')} desc nulls last`))
    .orderBy(sql`case when c.application_id is null then 1 else 0 end`)
    .orderBy('c.raw_mean', 'desc')
    .orderBy('s.application_id')
    .limit(input.count)
    .execute();
  return rows.map((r) => r.application_id);
};

export const moveTopApplications = async (
  db: Kysely<Database>,
  raw: { fromStageId?: string | null; toStageId: string; count: number; rankBy?: string | null },
  actor: Actor,
  options: { useConfidence: boolean },
) => {
  const input = parseOrBadRequest(moveTopSchema, raw);
  const from = input.fromStageId === null ? null : await findStage(db, input.fromStageId);
  const to = await findStage(db, input.toStageId);
  if (input.fromStageId === input.toStageId) throw new AppError('VALIDATION_FAILED', { message: M.MOVE_SAME_STAGE });
  if (from && from.cohortId !== to.cohortId) throw new AppError('COHORT_STAGE_MISMATCH');
  const ids = await topApplicationIds(db, { ...input, cohortId: to.cohortId }, options);
  if (ids.length === 0) return 0;
  return moveApplications(db, { applicationIds: ids, stageId: input.toStageId, actor });
};
