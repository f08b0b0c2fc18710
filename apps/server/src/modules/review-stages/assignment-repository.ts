import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { ASSIGNMENT_STATUSES } from '@portal/shared/review/review-stages';
import type { ConflictDeclarationsTable, Database, Dialect, StageAssignmentsTable } from '../../db/types.ts';

// Every write to a reviewer's work in a stage: stage_assignments (who reviews which application, and how far they
// got), conflict_declarations and rubric_scores.

export type NewAssignment = Pick<
  Insertable<StageAssignmentsTable>,
  'id' | 'stage_id' | 'application_id' | 'reviewer_id' | 'status' | 'assigned_by' | 'assigned_at'
>;

// 7 values a row: 28,000 bound parameters, under both dialects' limits (SQLite 32,766, PostgreSQL 65,535).
const INSERT_BATCH = 4000;

/** Stores planned assignments; one already there for the same stage, application and reviewer is left alone. */
export const insertAssignments = async (db: Kysely<Database>, rows: NewAssignment[], dialect?: Dialect): Promise<void> => {
  if (dialect === 'postgres') {
    // One statement of seven arrays: PostgreSQL parses 7 parameters instead of 210,000 (bench/review.ts).
    const column = <K extends keyof NewAssignment>(key: K) => rows.map((r) => r[key]);
    await sql`
      insert into stage_assignments (id, stage_id, application_id, reviewer_id, status, assigned_by, assigned_at)
      select * from unnest(${column('id')}::text[], ${column('stage_id')}::text[], ${column('application_id')}::text[], ${column('reviewer_id')}::text[],
        ${column('status')}::text[], ${column('assigned_by')}::text[], ${column('assigned_at')}::text[])
      on conflict (stage_id, application_id, reviewer_id) do nothing`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await trx
        .insertInto('stage_assignments')
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflict((oc) => oc.columns(['stage_id', 'application_id', 'reviewer_id']).doNothing())
        .execute();
    }
  });
};

/** One assignment; false when the reviewer already has it. */
export const insertAssignment = async (db: Kysely<Database>, row: NewAssignment): Promise<boolean> => {
  const inserted = await db
    .insertInto('stage_assignments')
    .values(row)
    .onConflict((oc) => oc.columns(['stage_id', 'application_id', 'reviewer_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
};

export const updateAssignment = async (
  db: Kysely<Database>,
  id: string,
  values: Updateable<StageAssignmentsTable>,
): Promise<void> => {
  await db.updateTable('stage_assignments').set(values).where('id', '=', id).execute();
};

export const deleteAssignment = async (db: Kysely<Database>, id: string): Promise<void> => {
  await db.deleteFrom('stage_assignments').where('id', '=', id).execute();
};

/** Takes a reviewer off an application in a stage; false when they had no assignment there. */
export const deleteAssignmentOf = async (
  db: Kysely<Database>,
  where: { stageId: string; applicationId: string; reviewerId: string },
): Promise<boolean> => {
  const deleted = await db
    .deleteFrom('stage_assignments')
    .where('stage_id', '=', where.stageId)
    .where('application_id', '=', where.applicationId)
    .where('reviewer_id', '=', where.reviewerId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
};

/** The stage's weights or criteria changed: every scored review's weighted total follows. */
export const reweighScoredAssignments = async (db: Kysely<Database>, stageId: string): Promise<void> => {
  await sql`
    update stage_assignments set weighted_score = (
      select sum(c.weight * r.score) / sum(c.weight)
      from rubric_scores r join stage_criteria c on c.id = r.criterion_id
      where r.assignment_id = stage_assignments.id)
    where stage_id = ${stageId} and status = ${ASSIGNMENT_STATUSES.done}`.execute(db);
};

/** A reviewer's declaration on an application in a stage (conflict or none); a later one replaces it. */
export const saveDeclaration = async (
  db: Kysely<Database>,
  declaration: Insertable<ConflictDeclarationsTable>,
): Promise<void> => {
  await db
    .insertInto('conflict_declarations')
    .values(declaration)
    .onConflict((oc) =>
      oc
        .columns(['stage_id', 'application_id', 'reviewer_id'])
        .doUpdateSet({ conflict: declaration.conflict, note: declaration.note, declared_at: declaration.declared_at }),
    )
    .execute();
};

/** The reviewer's score on each criterion of their assignment; scores given before are replaced. */
export const saveRubricScores = async (
  db: Kysely<Database>,
  assignmentId: string,
  scores: { criterionId: string; score: number }[],
  now: string,
): Promise<void> => {
  await db
    .insertInto('rubric_scores')
    .values(scores.map((s) => ({ assignment_id: assignmentId, criterion_id: s.criterionId, score: s.score, updated_at: now })))
    .onConflict((oc) =>
      oc.columns(['assignment_id', 'criterion_id']).doUpdateSet((eb) => ({ score: eb.ref('excluded.score'), updated_at: now })),
    )
    .execute();
};
