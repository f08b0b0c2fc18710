import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { nowIso, type Database } from '../../db/types.ts';
import { HISTORY_ACTIONS, reviewDb, type ApplicationReviewsTable } from '../../db/review-tables.ts';

export interface Actor {
  id: string;
  name: string;
}

/** How a staff member is named in history and comments: their name, or their email when they have none. */
export const actorOf = (user: { id: string; name: string; email: string }): Actor => ({
  id: user.id,
  name: user.name.trim() || user.email,
});

export interface ReviewState {
  status: string;
  decision: string | null;
  decisionPublishedAt: string | null;
  scoreAverage: number | null;
  scoreCount: number;
}

const toState = (
  row:
    Pick<ApplicationReviewsTable, 'status' | 'decision' | 'decision_published_at' | 'score_average' | 'score_count'> | undefined,
): ReviewState => ({
  status: row?.status ?? SUBMITTED_STATUS,
  decision: row?.decision ?? null,
  decisionPublishedAt: row?.decision_published_at ?? null,
  scoreAverage: row?.score_average ?? null,
  scoreCount: Number(row?.score_count ?? 0),
});

/** The review row of a submitted application; created when it is submitted (or on first review action). */
export const ensureReviewRow = async (db: Kysely<Database>, applicationId: string): Promise<void> => {
  await reviewDb(db)
    .insertInto('application_reviews')
    .values({
      application_id: applicationId,
      status: SUBMITTED_STATUS,
      decision: null,
      decision_published_at: null,
      score_average: null,
      score_count: 0,
      updated_at: nowIso(),
    })
    .onConflict((oc) => oc.column('application_id').doNothing())
    .execute();
};

export const findReviewState = async (db: Kysely<Database>, applicationId: string): Promise<ReviewState> =>
  toState(
    await reviewDb(db)
      .selectFrom('application_reviews')
      .selectAll()
      .where('application_id', '=', applicationId)
      .executeTakeFirst(),
  );

/**
 * The decision on the user's current application (their newest, application/repository.ts) and when it was published, in one statement (the Viewer query asks on every
 * page). A subquery, not a join: SQLite plans a join with a parameter again on every run.
 */
export const findDecisionOfUser = (
  db: Kysely<Database>,
  userId: string,
): Promise<{ decision: string | null; decision_published_at: string | null } | undefined> =>
  reviewDb(db)
    .selectFrom('application_reviews')
    .select(['decision', 'decision_published_at'])
    .where('application_id', '=', (applications) =>
      applications
        .selectFrom('applications')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
    )
    .executeTakeFirst();

/**
 * Moves the application to `to` and records who, when, from, to and the note, in one transaction. Returns
 * the status it had before and the history entry's id, or null when it already had `to` (nothing changed).
 */
export const changeReviewStatus = async (
  db: Kysely<Database>,
  change: { applicationId: string; to: string; note: string | null; actor: Actor },
): Promise<{ id: string; from: string; at: string } | null> => {
  await ensureReviewRow(db, change.applicationId);
  return reviewDb(db)
    .transaction()
    .execute(async (trx) => {
      const at = nowIso();
      const before = await trx
        .selectFrom('application_reviews')
        .select('status')
        .where('application_id', '=', change.applicationId)
        .executeTakeFirstOrThrow();
      if (before.status === change.to) return null;
      const updated = await trx
        .updateTable('application_reviews')
        .set({ status: change.to, updated_at: at })
        .where('application_id', '=', change.applicationId)
        .where('status', '=', before.status)
        .executeTakeFirst();
      // Compare-and-set: a concurrent change in between makes this one fail instead of writing a wrong 'from'.
      if (Number(updated.numUpdatedRows) !== 1) throw new Error('the review status changed during the update');
      const id = randomUUID();
      await trx
        .insertInto('review_history')
        .values({
          id,
          application_id: change.applicationId,
          actor_id: change.actor.id,
          actor_name: change.actor.name,
          action: HISTORY_ACTIONS.status,
          from_status: before.status,
          to_status: change.to,
          note: change.note,
          created_at: at,
        })
        .execute();
      return { id, from: before.status, at };
    });
};

/** Publishes the current status as the decision the applicant sees; audited like a status change. */
export const publishReviewDecision = async (
  db: Kysely<Database>,
  applicationId: string,
  decision: string,
  actor: Actor,
): Promise<string> =>
  reviewDb(db)
    .transaction()
    .execute(async (trx) => {
      const at = nowIso();
      await trx
        .updateTable('application_reviews')
        .set({ decision, decision_published_at: at, updated_at: at })
        .where('application_id', '=', applicationId)
        .execute();
      await trx
        .insertInto('review_history')
        .values({
          id: randomUUID(),
          application_id: applicationId,
          actor_id: actor.id,
          actor_name: actor.name,
          action: HISTORY_ACTIONS.publish,
          from_status: null,
          to_status: decision,
          note: null,
          created_at: at,
        })
        .execute();
      return at;
    });

/** Records moves between review stages in the applications' history (in the caller's transaction). */
export const recordStageMoves = async (
  db: Kysely<Database>,
  moves: readonly { applicationId: string; fromStage: string | null }[],
  toStage: string,
  actor: Actor,
  at: string,
): Promise<void> => {
  if (moves.length === 0) return;
  await reviewDb(db)
    .insertInto('review_history')
    .values(
      moves.map((m) => ({
        id: randomUUID(),
        application_id: m.applicationId,
        actor_id: actor.id,
        actor_name: actor.name,
        action: HISTORY_ACTIONS.stage,
        from_status: m.fromStage,
        to_status: toStage,
        note: null,
        created_at: at,
      })),
    )
    .execute();
};

/** Records the answers a correction changed in the application's history (in the caller's transaction). */
export const recordCorrection = async (
  db: Kysely<Database>,
  correction: { applicationId: string; requestId: string; fields: readonly string[]; actor: Actor; at: string },
): Promise<void> => {
  if (correction.fields.length === 0) return;
  await reviewDb(db)
    .insertInto('review_history')
    .values(
      correction.fields.map((field) => ({
        id: randomUUID(),
        application_id: correction.applicationId,
        actor_id: correction.actor.id,
        actor_name: correction.actor.name,
        action: HISTORY_ACTIONS.correction,
        from_status: correction.requestId,
        to_status: field,
        note: null,
        created_at: correction.at,
      })),
    )
    .execute();
};

/** Saves one reviewer's scores (replacing theirs for those criteria) and refreshes the average shown in the table. */
export const saveScores = async (
  db: Kysely<Database>,
  applicationId: string,
  reviewerId: string,
  scores: { criterion: string; score: number }[],
): Promise<void> => {
  await ensureReviewRow(db, applicationId);
  await reviewDb(db)
    .transaction()
    .execute(async (trx) => {
      const at = nowIso();
      for (const { criterion, score } of scores) {
        await trx
          .insertInto('review_scores')
          .values({ application_id: applicationId, reviewer_id: reviewerId, criterion, score, updated_at: at })
          .onConflict((oc) => oc.columns(['application_id', 'reviewer_id', 'criterion']).doUpdateSet({ score, updated_at: at }))
          .execute();
      }
      const summary = await trx
        .selectFrom('review_scores')
        .select([sql<number | null>`avg(score * 1.0)`.as('average'), sql<number>`count(distinct reviewer_id)`.as('reviewers')])
        .where('application_id', '=', applicationId)
        .executeTakeFirstOrThrow();
      const average = summary.average === null ? null : Math.round(Number(summary.average) * 100) / 100;
      await trx
        .updateTable('application_reviews')
        .set({ score_average: average, score_count: Number(summary.reviewers), updated_at: at })
        .where('application_id', '=', applicationId)
        .execute();
    });
};

/** Stores the comment and returns it as the console lists it. */
export const addComment = async (db: Kysely<Database>, applicationId: string, author: Actor, body: string) => {
  const comment = { id: randomUUID(), body, authorName: author.name, createdAt: nowIso() };
  await reviewDb(db)
    .insertInto('review_comments')
    .values({
      id: comment.id,
      application_id: applicationId,
      author_id: author.id,
      author_name: author.name,
      body,
      created_at: comment.createdAt,
    })
    .execute();
  return comment;
};

export const listHistory = (db: Kysely<Database>, applicationId: string) =>
  reviewDb(db)
    .selectFrom('review_history')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .execute();

export const listComments = (db: Kysely<Database>, applicationId: string) =>
  reviewDb(db)
    .selectFrom('review_comments')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .execute();

export const listScores = (db: Kysely<Database>, applicationId: string) =>
  reviewDb(db)
    .selectFrom('review_scores as s')
    .leftJoin('user as u', 'u.id', 's.reviewer_id')
    .select(['s.criterion', 's.score', 's.reviewer_id', 'u.name as reviewer_name'])
    .where('s.application_id', '=', applicationId)
    .orderBy('s.reviewer_id')
    .orderBy('s.criterion')
    .execute();

/** The global rubric's figures (review_scores, RUBRIC_CRITERIA) of each application: its mean score and who scored. */
export const findGlobalScores = async (
  db: Kysely<Database>,
  applicationIds: readonly string[],
): Promise<Map<string, { average: number | null; reviewers: number }>> => {
  if (applicationIds.length === 0) return new Map();
  const rows = await reviewDb(db)
    .selectFrom('application_reviews')
    .select(['application_id', 'score_average', 'score_count'])
    .where('application_id', 'in', [...applicationIds])
    .execute();
  return new Map(
    rows.map((r) => [
      r.application_id,
      { average: r.score_average === null ? null : Number(r.score_average), reviewers: Number(r.score_count ?? 0) },
    ]),
  );
};
