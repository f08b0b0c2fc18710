import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { eligibilityListSchema, type EligibilityQuestion } from '@portal/shared/eligibility/eligibility-schema';
import type { Answers } from '@portal/shared/own-questions/answer-schema';
import { nowIso, type Database } from '../../db/types.ts';
import { eligibilityDb } from './eligibility-tables.ts';

/** A cohort's check as the rest of the server reads it; a cohort without one has no questions. */
export interface EligibilityCheck {
  cohortId: string;
  questions: EligibilityQuestion[];
  updatedAt: string | null;
  updatedByName: string | null;
}

export const findEligibilityCheck = async (db: Kysely<Database>, cohortId: string): Promise<EligibilityCheck> => {
  const row = await eligibilityDb(db)
    .selectFrom('cohort_eligibility')
    .selectAll()
    .where('cohort_id', '=', cohortId)
    .executeTakeFirst();
  // Stored questions are read with the shared schema: a row that no longer parses would be a bug, so it throws.
  return row
    ? {
        cohortId,
        questions: eligibilityListSchema.parse(JSON.parse(row.questions)),
        updatedAt: row.updated_at,
        updatedByName: row.updated_by_name,
      }
    : { cohortId, questions: [], updatedAt: null, updatedByName: null };
};

/** Replaces a cohort's check; an empty list removes it (the cohort has no check). */
export const saveEligibilityCheck = async (
  db: Kysely<Database>,
  cohortId: string,
  questions: readonly EligibilityQuestion[],
  author: { id: string; name: string },
): Promise<void> => {
  const edb = eligibilityDb(db);
  if (questions.length === 0) {
    await edb.deleteFrom('cohort_eligibility').where('cohort_id', '=', cohortId).execute();
    return;
  }
  const values = {
    questions: JSON.stringify(questions),
    updated_at: nowIso(),
    updated_by_id: author.id,
    updated_by_name: author.name,
  };
  await edb
    .insertInto('cohort_eligibility')
    .values({ cohort_id: cohortId, ...values })
    .onConflict((oc) => oc.column('cohort_id').doUpdateSet(values))
    .execute();
};

/** A founder's screening in a cohort. */
export interface Screening {
  cohortId: string;
  answers: Answers;
  eligible: boolean;
  failedQuestionId: string | null;
  failedRule: string | null;
  createdAt: string;
}

export const findScreening = async (db: Kysely<Database>, userId: string, cohortId: string): Promise<Screening | undefined> => {
  const row = await eligibilityDb(db)
    .selectFrom('eligibility_screenings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('cohort_id', '=', cohortId)
    .executeTakeFirst();
  return row
    ? {
        cohortId: row.cohort_id,
        answers: JSON.parse(row.answers) as Answers,
        eligible: row.outcome === 'eligible',
        failedQuestionId: row.failed_question_id,
        failedRule: row.failed_rule,
        createdAt: row.created_at,
      }
    : undefined;
};

/** Every screening of a founder, oldest first (the founder's data export). */
export const screeningsOfUser = async (db: Kysely<Database>, userId: string): Promise<Screening[]> => {
  const rows = await eligibilityDb(db)
    .selectFrom('eligibility_screenings')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    cohortId: row.cohort_id,
    answers: JSON.parse(row.answers) as Answers,
    eligible: row.outcome === 'eligible',
    failedQuestionId: row.failed_question_id,
    failedRule: row.failed_rule,
    createdAt: row.created_at,
  }));
};

/**
 * Stores a founder's screening once: the unique (account, cohort) index keeps the first, so answers sent twice (a
 * replay, two tabs) leave the first outcome. Answers whether this call stored it.
 */
export const insertScreening = async (
  db: Kysely<Database>,
  userId: string,
  screening: Omit<Screening, 'createdAt'>,
): Promise<boolean> => {
  const result = await eligibilityDb(db)
    .insertInto('eligibility_screenings')
    .values({
      id: randomUUID(),
      user_id: userId,
      cohort_id: screening.cohortId,
      answers: JSON.stringify(screening.answers),
      outcome: screening.eligible ? 'eligible' : 'refused',
      failed_question_id: screening.failedQuestionId,
      failed_rule: screening.failedRule,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'cohort_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
};

/** How many of a cohort's founders were screened in, and out by each failed question (with its rule's wording then). */
export const screeningCounts = async (
  db: Kysely<Database>,
  cohortId: string,
): Promise<{ eligible: number; refused: { questionId: string; rule: string; count: number }[] }> => {
  const rows = await eligibilityDb(db)
    .selectFrom('eligibility_screenings')
    .select((eb) => ['outcome', 'failed_question_id', 'failed_rule', eb.fn.countAll<number | string>().as('count')])
    .where('cohort_id', '=', cohortId)
    .groupBy(['outcome', 'failed_question_id', 'failed_rule'])
    .execute();
  const refused = new Map<string, { questionId: string; rule: string; count: number }>();
  let eligible = 0;
  for (const row of rows) {
    const count = Number(row.count);
    if (row.outcome === 'eligible') {
      eligible += count;
      continue;
    }
    const questionId = row.failed_question_id ?? '';
    const entry = refused.get(questionId) ?? { questionId, rule: row.failed_rule ?? '', count: 0 };
    entry.count += count;
    refused.set(questionId, entry);
  }
  return {
    eligible,
    refused: [...refused.values()].sort((a, b) => b.count - a.count || a.questionId.localeCompare(b.questionId)),
  };
};

/**
 * An anonymous visitor signs up (move-anonymous-data.ts): their screenings, answers and outcome, go to the new
 * account. A cohort the account was already screened for keeps the account's own; the visitor's goes with the
 * anonymous user.
 */
export const moveScreeningsToUser = async (db: Kysely<Database>, fromUserId: string, toUserId: string): Promise<void> => {
  const edb = eligibilityDb(db);
  await edb
    .updateTable('eligibility_screenings')
    .set({ user_id: toUserId })
    .where('user_id', '=', fromUserId)
    .where((eb) =>
      eb(
        'cohort_id',
        'not in',
        eb.selectFrom('eligibility_screenings as own').select('own.cohort_id').where('own.user_id', '=', toUserId),
      ),
    )
    .execute();
};
