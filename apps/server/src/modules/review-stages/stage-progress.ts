import { sql, type Kysely } from 'kysely';
import { ASSIGNMENT_STATUSES } from '@portal/shared/review/review-stages';
import type { StageProgress } from '@portal/shared/review/stage-progress';
import type { Database } from '../../db/types.ts';

/**
 * Where the application's review stands in its current stage: the stage and its place in the cohort's pipeline,
 * and how many of its reviewers there have scored or not yet declared a conflict. Null when it is in no stage.
 */
export const stageProgressOf = async (db: Kysely<Database>, applicationId: string): Promise<StageProgress | null> => {
  const row = await db
    .selectFrom('application_stages as s')
    .innerJoin('review_stages as rs', 'rs.id', 's.stage_id')
    .leftJoin('stage_assignments as sa', (join) =>
      join.onRef('sa.stage_id', '=', 's.stage_id').onRef('sa.application_id', '=', 's.application_id'),
    )
    .select([
      'rs.id',
      'rs.name',
      'rs.position',
      'rs.cohort_id',
      'rs.reviewers_per_application',
      sql<number>`count(sa.id)`.as('assigned'),
      sql<number>`coalesce(sum(case when sa.status = ${ASSIGNMENT_STATUSES.done} then 1 else 0 end), 0)`.as('done'),
      sql<number>`coalesce(sum(case when sa.status = ${ASSIGNMENT_STATUSES.declare} then 1 else 0 end), 0)`.as('undeclared'),
    ])
    .where('s.application_id', '=', applicationId)
    .groupBy(['rs.id', 'rs.name', 'rs.position', 'rs.cohort_id', 'rs.reviewers_per_application'])
    .executeTakeFirst();
  if (!row) return null;
  const pipeline = await db
    .selectFrom('review_stages')
    .select(sql<number>`count(*)`.as('n'))
    .where((eb) => (row.cohort_id === null ? eb('cohort_id', 'is', null) : eb('cohort_id', '=', row.cohort_id)))
    .executeTakeFirstOrThrow();
  return {
    stageId: row.id,
    stageName: row.name,
    position: Number(row.position) + 1,
    stageCount: Number(pipeline.n),
    reviewersWanted: Number(row.reviewers_per_application),
    assigned: Number(row.assigned),
    done: Number(row.done),
    undeclared: Number(row.undeclared),
  };
};
