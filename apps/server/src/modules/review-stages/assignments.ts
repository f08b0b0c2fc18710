import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isStaffRole } from '@portal/shared/review/review';
import { ASSIGNED_BY, ASSIGNMENT_STATUSES, REVIEW_STAGE_MESSAGES as M } from '@portal/shared/review/review-stages';
import { nowIso, toBool, type Database, type Dialect } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { reviewDb } from '../../db/review-tables.ts';
import { findUserIdsWithRole, findUserRole } from '../../auth/user-repository.ts';
import { planAssignments, type PlanApplication } from './assignment-plan.ts';
import { deleteAssignmentOf, insertAssignment, insertAssignments, updateAssignment } from './assignment-repository.ts';
import { findStage } from './stage-repository.ts';
import { cohortIdOfApplication } from '../application/repository.ts';
import { refreshCalibration } from './stage-calibration.ts';
import type { Declaration, ReviewerLoad } from '@portal/shared/review/review-stages-records';
import type { AssignedSeat } from './assignment-emails.ts';
export type { Declaration, ReviewerLoad };

const refuse = (message: string): AppError => new AppError('VALIDATION_FAILED', { message });

/** Everyone with the reviewer role takes part in automatic assignment (admins are assigned only by hand). */
export const eligibleReviewers = async (db: Kysely<Database>): Promise<string[]> => findUserIdsWithRole(db, 'reviewer');

const stageLoads = async (db: Kysely<Database>, stageId: string): Promise<Map<string, number>> => {
  const rows = await db
    .selectFrom('stage_assignments')
    .select(['reviewer_id', sql<number>`count(*)`.as('n')])
    .where('stage_id', '=', stageId)
    .groupBy('reviewer_id')
    .execute();
  return new Map(rows.map((r) => [r.reviewer_id, Number(r.n)]));
};

const conflictedOf = async (
  db: Kysely<Database>,
  stageId: string,
  applicationIds?: string[],
): Promise<Map<string, Set<string>>> => {
  const rows = await db
    .selectFrom('conflict_declarations as d')
    .innerJoin('application_stages as s', 's.application_id', 'd.application_id')
    .select(['d.application_id', 'd.reviewer_id'])
    .where('s.stage_id', '=', stageId)
    .where('d.conflict', '=', 1)
    .$if(applicationIds !== undefined, (q) => q.where('d.application_id', 'in', applicationIds!))
    .execute();
  const map = new Map<string, Set<string>>();
  for (const r of rows) map.set(r.application_id, (map.get(r.application_id) ?? new Set()).add(r.reviewer_id));
  return map;
};

/**
 * Fills every application in the stage (or only `applicationIds`) up to the stage's reviewers per application,
 * load-balanced, never with a reviewer who declared a conflict with it. Returns the seats it gave.
 */
export const autoAssign = async (
  db: Kysely<Database>,
  stageId: string,
  options: { applicationIds?: string[]; dialect?: Dialect; random?: () => number } = {},
): Promise<AssignedSeat[]> => {
  const { applicationIds, dialect, random } = options;
  const stage = await findStage(db, stageId);
  const [reviewers, loads, conflicted, inStage, current] = await Promise.all([
    eligibleReviewers(db),
    stageLoads(db, stageId),
    conflictedOf(db, stageId, applicationIds),
    db
      .selectFrom('application_stages')
      .select('application_id')
      .where('stage_id', '=', stageId)
      .$if(applicationIds !== undefined, (q) => q.where('application_id', 'in', applicationIds!))
      .orderBy('application_id')
      .execute(),
    db
      .selectFrom('stage_assignments')
      .select(['application_id', 'reviewer_id'])
      .where('stage_id', '=', stageId)
      .$if(applicationIds !== undefined, (q) => q.where('application_id', 'in', applicationIds!))
      .execute(),
  ]);
  const assigned = new Map<string, string[]>();
  for (const r of current) assigned.set(r.application_id, [...(assigned.get(r.application_id) ?? []), r.reviewer_id]);
  const none = new Set<string>();
  const applications: PlanApplication[] = inStage.map((a) => ({
    id: a.application_id,
    assigned: assigned.get(a.application_id) ?? [],
    conflicted: conflicted.get(a.application_id) ?? none,
  }));
  const planned = planAssignments({
    applications,
    reviewers,
    perApplication: stage.reviewersPerApplication,
    loads,
    ...(random ? { random } : {}),
  });
  if (planned.length === 0) return [];
  const now = nowIso();
  const rows = planned.map((p) => ({
    id: randomUUID(),
    stage_id: stageId,
    application_id: p.applicationId,
    reviewer_id: p.reviewerId,
    status: ASSIGNMENT_STATUSES.declare,
    assigned_by: ASSIGNED_BY.auto,
    assigned_at: now,
  }));
  await insertAssignments(db, rows, dialect);
  return rows.map((r) => ({ applicationId: r.application_id, reviewerId: r.reviewer_id }));
};

const REBALANCE_STEPS_MAX = 20;

/**
 * After a conflict takes a seat from one reviewer and gives it to another, loads can drift two apart: hand a seat
 * not yet opened (status 'declare') from a most loaded reviewer to a least loaded one who may take it, until loads
 * are within one again or no such seat exists. Only seats the automatic assignment gave: one an admin gave by hand
 * stays with its reviewer (else a conflict declared on one application could take another from their queue).
 */
export const rebalance = async (db: Kysely<Database>, stageId: string): Promise<number> => {
  const reviewers = await eligibleReviewers(db);
  let moves = 0;
  for (let step = 0; step < REBALANCE_STEPS_MAX; step++) {
    const loads = await stageLoads(db, stageId);
    const sorted = reviewers.map((id) => ({ id, load: loads.get(id) ?? 0 })).sort((a, b) => a.load - b.load);
    const least = sorted[0];
    const most = sorted.at(-1);
    if (!least || !most || most.load - least.load <= 1) break;
    const seat = await db
      .selectFrom('stage_assignments as a')
      .innerJoin('application_stages as s', (j) =>
        j.onRef('s.application_id', '=', 'a.application_id').onRef('s.stage_id', '=', 'a.stage_id'),
      )
      .select(['a.id', 'a.application_id'])
      .where('a.stage_id', '=', stageId)
      .where('a.reviewer_id', '=', most.id)
      .where('a.status', '=', ASSIGNMENT_STATUSES.declare)
      .where('a.assigned_by', '=', ASSIGNED_BY.auto)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('stage_assignments as o')
              .select('o.id')
              .whereRef('o.application_id', '=', 'a.application_id')
              .where('o.stage_id', '=', stageId)
              .where('o.reviewer_id', '=', least.id),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('conflict_declarations as d')
              .select('d.id')
              .whereRef('d.application_id', '=', 'a.application_id')
              .where('d.reviewer_id', '=', least.id)
              .where('d.conflict', '=', 1),
          ),
        ),
      )
      .orderBy('a.assigned_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!seat) break;
    await updateAssignment(db, seat.id, { reviewer_id: least.id, assigned_at: nowIso() });
    moves += 1;
  }
  return moves;
};

/** The stage an application is in now, or the refusal. */
export const currentStageOf = async (db: Kysely<Database>, applicationId: string): Promise<string> => {
  const row = await db
    .selectFrom('application_stages')
    .select('stage_id')
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) throw refuse(M.NOT_IN_A_STAGE);
  return row.stage_id;
};

export const hasConflict = async (db: Kysely<Database>, applicationId: string, reviewerId: string): Promise<boolean> =>
  !!(await db
    .selectFrom('conflict_declarations')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('reviewer_id', '=', reviewerId)
    .where('conflict', '=', 1)
    .limit(1)
    .executeTakeFirst());

/** An admin adds a reviewer (or another admin) to an application in its current stage. */
export const assignReviewer = async (db: Kysely<Database>, applicationId: string, reviewerId: string): Promise<void> => {
  const stageId = await currentStageOf(db, applicationId);
  const user = await findUserRole(db, reviewerId);
  if (!user || !isStaffRole(user.role)) throw refuse(M.REVIEWER_INVALID);
  if (await hasConflict(db, applicationId, reviewerId)) throw refuse(M.REVIEWER_CONFLICTED);
  const inserted = await insertAssignment(db, {
    id: randomUUID(),
    stage_id: stageId,
    application_id: applicationId,
    reviewer_id: reviewerId,
    status: ASSIGNMENT_STATUSES.declare,
    assigned_by: ASSIGNED_BY.manual,
    assigned_at: nowIso(),
  });
  if (!inserted) throw refuse(M.ALREADY_ASSIGNED);
};

/** An admin takes a reviewer off an application (its scores in this stage go with the assignment). */
export const unassignReviewer = async (db: Kysely<Database>, applicationId: string, reviewerId: string): Promise<void> => {
  const stageId = await currentStageOf(db, applicationId);
  if (!(await deleteAssignmentOf(db, { stageId, applicationId, reviewerId }))) throw refuse(M.NOT_ASSIGNED_ADMIN);
  await refreshCalibration(db, stageId, { reviewerIds: [reviewerId], applicationIds: [applicationId] });
};

/** Each staff member's assignments in a stage: every reviewer is listed, with nothing assigned too. */
export const loadsOf = async (db: Kysely<Database>, stageId: string): Promise<ReviewerLoad[]> => {
  await findStage(db, stageId);
  const [users, counts] = await Promise.all([
    reviewDb(db)
      .selectFrom('user')
      .select(['id', 'name', 'email', 'role'])
      .where('role', 'in', ['reviewer', 'admin'])
      .orderBy('email')
      .execute(),
    db
      .selectFrom('stage_assignments')
      .select([
        'reviewer_id',
        sql<number>`count(*)`.as('assigned'),
        sql<number>`sum(case when status = ${ASSIGNMENT_STATUSES.done} then 1 else 0 end)`.as('done'),
      ])
      .where('stage_id', '=', stageId)
      .groupBy('reviewer_id')
      .execute(),
  ]);
  return users
    .map((u) => {
      const c = counts.find((r) => r.reviewer_id === u.id);
      return {
        reviewerId: u.id,
        name: u.name,
        email: u.email,
        assigned: Number(c?.assigned ?? 0),
        done: Number(c?.done ?? 0),
        role: u.role,
      };
    })
    .filter((u) => u.role === 'reviewer' || u.assigned > 0)
    .map(({ role: _role, ...load }) => load);
};

export interface AssignmentRow {
  reviewerId: string;
  reviewerName: string;
  status: string;
  assignedBy: string;
  weightedScore: number | null;
  confidence: number | null;
}

/** The application's stage and who reviews it there (admins). */
export const applicationStageInfo = async (db: Kysely<Database>, applicationId: string) => {
  const stageRow = await db
    .selectFrom('application_stages')
    .select('stage_id')
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  const stage = stageRow ? await findStage(db, stageRow.stage_id) : null;
  const assignments: AssignmentRow[] = stage
    ? (
        await reviewDb(db)
          .selectFrom('stage_assignments as a')
          .innerJoin('user as u', 'u.id', 'a.reviewer_id')
          .select(['a.reviewer_id', 'u.name', 'u.email', 'a.status', 'a.assigned_by', 'a.weighted_score', 'a.confidence'])
          .where('a.stage_id', '=', stage.id)
          .where('a.application_id', '=', applicationId)
          .orderBy('a.assigned_at')
          .orderBy('u.email')
          .execute()
      ).map((r) => ({
        reviewerId: r.reviewer_id,
        reviewerName: r.name.trim() || r.email,
        status: r.status,
        assignedBy: r.assigned_by,
        weightedScore: r.weighted_score === null ? null : Number(r.weighted_score),
        confidence: r.confidence,
      }))
    : [];
  const declarations = await listDeclarations(db, { applicationId });
  const cohortId = await cohortIdOfApplication(db, applicationId);
  return { applicationId, cohortId, stage, assignments, declarations };
};

const DECLARATIONS_MAX = 500;

/** Every declaration, newest first: of a stage, or of one application (admins). */
export const listDeclarations = async (
  db: Kysely<Database>,
  filter: { stageId?: string | null; applicationId?: string },
): Promise<Declaration[]> => {
  const rows = await reviewDb(db)
    .selectFrom('conflict_declarations as d')
    .innerJoin('user as u', 'u.id', 'd.reviewer_id')
    .innerJoin('review_stages as s', 's.id', 'd.stage_id')
    .innerJoin('applications as app', 'app.id', 'd.application_id')
    .select([
      'd.id',
      'd.application_id',
      'app.startup_name',
      's.name as stage_name',
      'd.reviewer_id',
      'u.name',
      'u.email',
      'd.conflict',
      'd.note',
      'd.declared_at',
    ])
    .$if(!!filter.stageId, (q) => q.where('d.stage_id', '=', filter.stageId!))
    .$if(!!filter.applicationId, (q) => q.where('d.application_id', '=', filter.applicationId!))
    .orderBy('d.declared_at', 'desc')
    .orderBy('d.id')
    .limit(DECLARATIONS_MAX)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    applicationId: r.application_id,
    companyName: r.startup_name,
    stageName: r.stage_name,
    reviewerId: r.reviewer_id,
    reviewerName: r.name.trim() || r.email,
    conflict: toBool(r.conflict),
    note: r.note,
    declaredAt: r.declared_at,
  }));
};
