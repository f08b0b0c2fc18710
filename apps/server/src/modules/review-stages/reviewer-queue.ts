import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { ASSIGNMENT_STATUSES, QUEUE_PAGE_SIZE, REVIEW_STAGE_MESSAGES as M } from '@portal/shared/review/review-stages';
import { nowIso, type Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { autoAssign, hasConflict, rebalance } from './assignments.ts';
import type { AssignedSeat } from './assignment-emails.ts';
import { deleteAssignment, saveDeclaration, saveRubricScores, updateAssignment } from './assignment-repository.ts';
import { declarationSchema, idSchema, scoresSchema } from './stage-input.ts';
import { findStage } from './stage-repository.ts';
import { refreshCalibration } from './stage-calibration.ts';
import type { MyReview, QueueItem } from '@portal/shared/review/review-stages-records';
import { blindQueueEntry, identitiesOf } from '../review/blind-redaction.ts';
import { membersOfApplications } from '../application/members-repository.ts';
import { blindInScope, type BlindScope } from './blind-scope.ts';
export type { MyReview, QueueItem };

/** The reviewer whose queue it is, and how blind they are (blind-scope.ts): company names and cities follow it. */
export interface QueueViewer {
  id: string;
  blind: BlindScope;
}

const refuse = (message: string): AppError => new AppError('VALIDATION_FAILED', { message });
/** The same answer for an application that does not exist, a draft, or one not assigned to the viewer. */
const notAssigned = (): AppError => refuse(M.NOT_ASSIGNED);

/** The viewer's assignments on applications in the stage they are in now: the queue. */
const queueBase = (db: Kysely<Database>, reviewerId: string, stageId?: string | null) =>
  db
    .selectFrom('stage_assignments as a')
    .innerJoin('application_stages as s', (j) =>
      j.onRef('s.application_id', '=', 'a.application_id').onRef('s.stage_id', '=', 'a.stage_id'),
    )
    .where('a.reviewer_id', '=', reviewerId)
    .$if(!!stageId, (q) => q.where('a.stage_id', '=', stageId!));

const pageSchema = z.number().int().min(1).max(100_000).nullish();

/** "My reviews: 12 to do, 30 done" and one page of the queue, in the order next/previous follow. */
export const myQueue = async (
  db: Kysely<Database>,
  viewer: QueueViewer,
  input: { stageId?: string | null; page?: number | null },
) => {
  const reviewerId = viewer.id;
  const stageId = parseOrBadRequest(idSchema.nullish(), input.stageId) ?? null;
  const page = parseOrBadRequest(pageSchema, input.page) ?? 1;
  const [counts, rows] = await Promise.all([
    queueBase(db, reviewerId, stageId)
      .select([
        sql<number>`sum(case when a.status = ${ASSIGNMENT_STATUSES.done} then 0 else 1 end)`.as('to_do'),
        sql<number>`sum(case when a.status = ${ASSIGNMENT_STATUSES.done} then 1 else 0 end)`.as('done'),
      ])
      .executeTakeFirstOrThrow(),
    queueBase(db, reviewerId, stageId)
      .innerJoin('applications as app', 'app.id', 'a.application_id')
      .innerJoin('review_stages as st', 'st.id', 'a.stage_id')
      .select([
        'a.application_id',
        'a.stage_id',
        'st.name as stage_name',
        'a.status',
        'app.startup_name',
        'app.city',
        'app.name',
        'app.email',
        'app.phone_no',
        'st.blind',
        'a.assigned_at',
      ])
      .orderBy('a.assigned_at')
      .orderBy('a.application_id')
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE)
      .execute(),
  ]);
  const toDo = Number(counts.to_do ?? 0);
  const done = Number(counts.done ?? 0);
  const teams = await membersOfApplications(
    db,
    rows.filter((r) => blindInScope(viewer.blind, r.blind)).map((r) => r.application_id),
  );
  const items: QueueItem[] = rows.map((r) => {
    const item = {
      applicationId: r.application_id,
      stageId: r.stage_id,
      stageName: r.stage_name,
      status: r.status,
      companyName: r.startup_name,
      city: r.city,
      assignedAt: r.assigned_at,
    };
    return blindInScope(viewer.blind, r.blind)
      ? blindQueueEntry(
          item,
          identitiesOf({ name: r.name, email: r.email, phone: r.phone_no }, teams.get(r.application_id) ?? []),
        )
      : item;
  });
  return { toDo, done, total: toDo + done, page, pageSize: QUEUE_PAGE_SIZE, items };
};

const findAssignment = async (db: Kysely<Database>, reviewerId: string, applicationId: string) => {
  const id = parseOrBadRequest(idSchema, applicationId);
  const row = await queueBase(db, reviewerId)
    .innerJoin('applications as app', 'app.id', 'a.application_id')
    .innerJoin('review_stages as st', 'st.id', 'a.stage_id')
    .select([
      'app.name',
      'app.email',
      'app.phone_no',
      'st.blind',
      'a.id',
      'a.stage_id',
      'a.application_id',
      'a.status',
      'a.confidence',
      'a.weighted_score',
      'a.assigned_at',
      'app.startup_name',
      'app.city',
    ])
    .where('a.application_id', '=', id)
    .executeTakeFirst();
  if (!row) throw notAssigned();
  return row;
};

/** The viewer's review of one application in its current stage, with its place in the queue. */
export const myReview = async (db: Kysely<Database>, viewer: QueueViewer, applicationId: string): Promise<MyReview> => {
  const reviewerId = viewer.id;
  const row = await findAssignment(db, reviewerId, applicationId);
  const before = (q: ReturnType<typeof queueBase>) =>
    q.where((eb) =>
      eb.or([
        eb('a.assigned_at', '<', row.assigned_at),
        eb.and([eb('a.assigned_at', '=', row.assigned_at), eb('a.application_id', '<', row.application_id)]),
      ]),
    );
  const after = (q: ReturnType<typeof queueBase>) =>
    q.where((eb) =>
      eb.or([
        eb('a.assigned_at', '>', row.assigned_at),
        eb.and([eb('a.assigned_at', '=', row.assigned_at), eb('a.application_id', '>', row.application_id)]),
      ]),
    );
  const [stage, scores, earlier, total, previous, next] = await Promise.all([
    findStage(db, row.stage_id),
    db.selectFrom('rubric_scores').select(['criterion_id', 'score']).where('assignment_id', '=', row.id).execute(),
    before(queueBase(db, reviewerId))
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    queueBase(db, reviewerId)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    before(queueBase(db, reviewerId))
      .select('a.application_id')
      .orderBy('a.assigned_at', 'desc')
      .orderBy('a.application_id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    after(queueBase(db, reviewerId))
      .select('a.application_id')
      .orderBy('a.assigned_at')
      .orderBy('a.application_id')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const named = { companyName: row.startup_name, city: row.city };
  const { companyName, city } = blindInScope(viewer.blind, row.blind)
    ? blindQueueEntry(
        named,
        identitiesOf(
          { name: row.name, email: row.email, phone: row.phone_no },
          (await membersOfApplications(db, [row.application_id])).get(row.application_id) ?? [],
        ),
      )
    : named;
  return {
    applicationId: row.application_id,
    status: row.status,
    companyName,
    city,
    stage,
    scores: scores.map((s) => ({ criterionId: s.criterion_id, score: s.score })),
    confidence: row.confidence,
    weightedScore: row.weighted_score === null ? null : Number(row.weighted_score),
    position: Number(earlier.n) + 1,
    total: Number(total.n),
    previousApplicationId: previous?.application_id ?? null,
    nextApplicationId: next?.application_id ?? null,
  };
};

/**
 * A reviewer assigned to the application in its current stage sees it, and acts on it, only after declaring
 * "No conflict"; one who declared a conflict with it (in any stage) may do neither. The console's read and its
 * mutations on one application all ask here, so their refusals are the same.
 */
export const refuseUndeclaredOrConflicted = async (
  db: Kysely<Database>,
  reviewerId: string,
  applicationId: string,
): Promise<void> => {
  const [row, conflicted] = await Promise.all([
    queueBase(db, reviewerId).select('a.status').where('a.application_id', '=', applicationId).executeTakeFirst(),
    hasConflict(db, applicationId, reviewerId),
  ]);
  if (row?.status === ASSIGNMENT_STATUSES.declare) throw refuse(M.DECLARE_FIRST);
  if (conflicted) throw refuse(M.REVIEWER_CONFLICTED);
};

/**
 * "No conflict" opens the application for scoring. "Conflict" (with a note) unassigns the viewer (their scores in
 * this stage go too) and assigns another reviewer in their place; returns null then.
 */
export const declare = async (
  db: Kysely<Database>,
  viewer: QueueViewer,
  input: { applicationId: string; conflict: boolean; note?: string | null },
  tell?: (stageId: string, seats: AssignedSeat[]) => Promise<void>,
): Promise<MyReview | null> => {
  const reviewerId = viewer.id;
  const declaration = parseOrBadRequest(declarationSchema, { conflict: input.conflict, note: input.note });
  const row = await findAssignment(db, reviewerId, input.applicationId);
  if (!declaration.conflict && row.status !== ASSIGNMENT_STATUSES.declare) throw refuse(M.ALREADY_DECLARED);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await saveDeclaration(trx, {
      id: randomUUID(),
      stage_id: row.stage_id,
      application_id: row.application_id,
      reviewer_id: reviewerId,
      conflict: declaration.conflict ? 1 : 0,
      note: declaration.note,
      declared_at: now,
    });
    if (declaration.conflict) {
      await deleteAssignment(trx, row.id);
      if (row.status === ASSIGNMENT_STATUSES.done)
        await refreshCalibration(trx, row.stage_id, { reviewerIds: [reviewerId], applicationIds: [row.application_id] });
    } else await updateAssignment(trx, row.id, { status: ASSIGNMENT_STATUSES.toDo, declared_at: now });
  });
  if (!declaration.conflict) return myReview(db, viewer, row.application_id);
  const replacements = await autoAssign(db, row.stage_id, { applicationIds: [row.application_id] });
  await rebalance(db, row.stage_id);
  await tell?.(row.stage_id, replacements);
  return null;
};

/** Saves the viewer's scores on every criterion of the stage's rubric, and their confidence (left as it was when not given). */
export const score = async (
  db: Kysely<Database>,
  viewer: QueueViewer,
  input: { applicationId: string; scores: { criterionId: string; score: number }[]; confidence?: number | null },
): Promise<MyReview> => {
  const reviewerId = viewer.id;
  const parsed = parseOrBadRequest(scoresSchema, { scores: input.scores, confidence: input.confidence });
  const row = await findAssignment(db, reviewerId, input.applicationId);
  if (row.status === ASSIGNMENT_STATUSES.declare) throw refuse(M.DECLARE_FIRST);
  const stage = await findStage(db, row.stage_id);
  const given = new Map(parsed.scores.map((s) => [s.criterionId, s.score]));
  if ([...given.keys()].some((id) => !stage.criteria.some((c) => c.id === id)))
    throw new AppError('VALIDATION_FAILED', { message: M.CRITERION_INVALID });
  if (stage.criteria.some((c) => !given.has(c.id))) throw new AppError('VALIDATION_FAILED', { message: M.SCORES_INCOMPLETE });
  const weights = stage.criteria.reduce((sum, c) => sum + c.weight, 0);
  const weighted = stage.criteria.reduce((sum, c) => sum + c.weight * given.get(c.id)!, 0) / weights;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await saveRubricScores(
      trx,
      row.id,
      stage.criteria.map((c) => ({ criterionId: c.id, score: given.get(c.id)! })),
      now,
    );
    await updateAssignment(trx, row.id, {
      status: ASSIGNMENT_STATUSES.done,
      confidence: input.confidence === undefined ? row.confidence : parsed.confidence,
      weighted_score: weighted,
      scored_at: now,
    });
    await refreshCalibration(trx, row.stage_id, { reviewerIds: [reviewerId], applicationIds: [row.application_id] });
  });
  return myReview(db, viewer, row.application_id);
};
