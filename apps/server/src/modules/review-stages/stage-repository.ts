import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { criterionKey } from '@portal/shared/review/review';
import { REVIEW_STAGE_MESSAGES as M, STAGES_MAX } from '@portal/shared/review/review-stages';
import { nowIso, toBool, type Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { StageInput } from './stage-input.ts';
import { recalibrateStage } from './stage-calibration.ts';
import { reweighScoredAssignments } from './assignment-repository.ts';
import type { ReviewStage, StageCriterion } from '@portal/shared/review/review-stages-records';
export type { ReviewStage, StageCriterion };

export const stageNotFound = (): AppError => new AppError('NOT_FOUND', { message: M.STAGE_NOT_FOUND });
const conflict = (message: string): AppError => new AppError('VALIDATION_FAILED', { message });

/**
 * The pipeline in order (one cohort's, or every cohort's when `cohortId` is null), each stage with its rubric and how
 * many applications are in it.
 */
export const listStages = async (db: Kysely<Database>, cohortId: string | null = null): Promise<ReviewStage[]> => {
  const [stages, criteria, counts] = await Promise.all([
    db
      .selectFrom('review_stages')
      .selectAll()
      .$if(cohortId !== null, (q) => q.where('cohort_id', '=', cohortId!))
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db.selectFrom('stage_criteria').selectAll().orderBy('stage_id').orderBy('position').execute(),
    db
      .selectFrom('application_stages')
      .select(['stage_id', sql<number>`count(*)`.as('n')])
      .groupBy('stage_id')
      .execute(),
  ]);
  return stages.map((s) => ({
    id: s.id,
    cohortId: s.cohort_id,
    name: s.name,
    position: s.position,
    reviewersPerApplication: s.reviewers_per_application,
    blind: toBool(s.blind),
    criteria: criteria
      .filter((c) => c.stage_id === s.id)
      .map((c) => ({ id: c.id, key: c.key, label: c.label, weight: Number(c.weight) })),
    applicationCount: Number(counts.find((c) => c.stage_id === s.id)?.n ?? 0),
  }));
};

export const findStage = async (db: Kysely<Database>, stageId: string): Promise<ReviewStage> => {
  const stage = (await listStages(db)).find((s) => s.id === stageId);
  if (!stage) throw stageNotFound();
  return stage;
};

/**
 * Creates or edits a stage and its rubric (criteria left out are removed with their scores). A new stage joins
 * `cohortId`'s pipeline, last; an edited one stays in its own. Names, positions and the number of stages count
 * within one cohort. Returns the stage's cohort.
 */
export const saveStage = async (
  db: Kysely<Database>,
  input: StageInput,
  cohortId: string | null = null,
): Promise<string | null> => {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const all = await trx.selectFrom('review_stages').select(['id', 'name', 'position', 'cohort_id']).execute();
    const existing = input.id ? all.find((s) => s.id === input.id) : undefined;
    if (input.id && !existing) throw stageNotFound();
    const stageCohort = existing ? existing.cohort_id : cohortId;
    const stages = all.filter((s) => s.cohort_id === stageCohort);
    if (stages.some((s) => s.id !== input.id && s.name.toLowerCase() === input.name.toLowerCase()))
      throw conflict(M.STAGE_NAME_TAKEN);
    const stageId = existing?.id ?? randomUUID();
    if (existing) {
      await trx
        .updateTable('review_stages')
        .set({
          name: input.name,
          reviewers_per_application: input.reviewersPerApplication,
          blind: input.blind ? 1 : 0,
          updated_at: now,
        })
        .where('id', '=', stageId)
        .execute();
    } else {
      if (stages.length >= STAGES_MAX) throw conflict(M.TOO_MANY_STAGES);
      const position = stages.reduce((max, s) => Math.max(max, s.position + 1), 0);
      await trx
        .insertInto('review_stages')
        .values({
          id: stageId,
          name: input.name,
          position,
          reviewers_per_application: input.reviewersPerApplication,
          blind: input.blind ? 1 : 0,
          created_at: now,
          updated_at: now,
          cohort_id: stageCohort,
        })
        .execute();
    }
    const current = await trx.selectFrom('stage_criteria').select(['id', 'key']).where('stage_id', '=', stageId).execute();
    const kept = input.criteria.map((c) => c.id).filter((cid): cid is string => !!cid && current.some((k) => k.id === cid));
    const removed = current.filter((c) => !kept.includes(c.id)).map((c) => c.id);
    if (removed.length > 0) await trx.deleteFrom('stage_criteria').where('id', 'in', removed).execute();
    // Keys are unique per stage: park kept rows on temporary keys so a rename that swaps two labels still saves.
    for (const cid of kept)
      await trx
        .updateTable('stage_criteria')
        .set({ key: `~${cid}` })
        .where('id', '=', cid)
        .execute();
    for (const [position, c] of input.criteria.entries()) {
      const values = { key: criterionKey(c.label), label: c.label, weight: c.weight, position };
      if (c.id && kept.includes(c.id)) await trx.updateTable('stage_criteria').set(values).where('id', '=', c.id).execute();
      else
        await trx
          .insertInto('stage_criteria')
          .values({ id: randomUUID(), stage_id: stageId, ...values })
          .execute();
    }
    if (existing) {
      // Weights or criteria changed: every scored review's weighted total, and the stage's calibration, follow.
      await reweighScoredAssignments(trx, stageId);
      await recalibrateStage(trx, stageId);
    }
    return stageCohort;
  });
};

/** Only an empty stage can go; the later stages of its cohort move up one place. Returns the stage's cohort. */
export const deleteStage = async (db: Kysely<Database>, stageId: string): Promise<string | null> => {
  return db.transaction().execute(async (trx) => {
    const stage = await trx
      .selectFrom('review_stages')
      .select(['id', 'position', 'cohort_id'])
      .where('id', '=', stageId)
      .executeTakeFirst();
    if (!stage) throw stageNotFound();
    // Its assignments and declarations are the record of who reviewed what and who declared a conflict: they stay.
    const inside = await trx
      .selectFrom('application_stages')
      .select('application_id')
      .where('stage_id', '=', stageId)
      .limit(1)
      .executeTakeFirst();
    const reviewed = await trx
      .selectFrom('stage_assignments')
      .select('id')
      .where('stage_id', '=', stageId)
      .limit(1)
      .executeTakeFirst();
    const declared = await trx
      .selectFrom('conflict_declarations')
      .select('id')
      .where('stage_id', '=', stageId)
      .limit(1)
      .executeTakeFirst();
    if (inside || reviewed || declared) throw conflict(M.STAGE_NOT_EMPTY);
    await trx.deleteFrom('review_stages').where('id', '=', stageId).execute();
    await trx
      .updateTable('review_stages')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where('position', '>', stage.position)
      .where((eb) => (stage.cohort_id === null ? eb('cohort_id', 'is', null) : eb('cohort_id', '=', stage.cohort_id)))
      .execute();
    return stage.cohort_id;
  });
};

/** Puts the applications in the stage (each is in one stage at a time: a move replaces the earlier one). */
export const setApplicationStages = async (
  db: Kysely<Database>,
  applicationIds: readonly string[],
  move: { stageId: string; movedAt: string; movedBy: string },
): Promise<void> => {
  await db
    .insertInto('application_stages')
    .values(
      applicationIds.map((id) => ({
        application_id: id,
        stage_id: move.stageId,
        moved_at: move.movedAt,
        moved_by: move.movedBy,
      })),
    )
    .onConflict((oc) =>
      oc.column('application_id').doUpdateSet({ stage_id: move.stageId, moved_at: move.movedAt, moved_by: move.movedBy }),
    )
    .execute();
};

/** Migration 013's stages, attached on the first start to the first cohort (modules/cohorts/first-cohort.ts). */
export const attachStagesWithoutCohort = async (db: Kysely<Database>, cohortId: string): Promise<number> => {
  const result = await db
    .updateTable('review_stages')
    .set({ cohort_id: cohortId })
    .where('cohort_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};
