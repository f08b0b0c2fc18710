import type { Kysely } from 'kysely';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { changesSinceLast, type FieldChange } from '@portal/shared/cohorts/changes-since-last';
import { cleanFileName } from '@portal/shared/uploads/file-name';
import type { Database } from '../../db/types.ts';
import { reviewDb } from '../../db/review-tables.ts';
import { toApplication, findSubmittedApplicationRow } from '../application/repository.ts';
import { findReadyFilesOfApplication } from '../files/file-repository.ts';

/** One of the same founder's earlier submitted applications, in another cohort. */
export interface AppliedBefore {
  applicationId: string;
  cohortName: string;
  submittedAt: string | null;
  /** The published decision; null while none is published (an unpublished one is the team's draft). */
  decision: string | null;
}

export interface ReturningFounder {
  appliedBefore: AppliedBefore[];
  changesSinceLast: FieldChange[];
}

/** The same account's submitted applications in other cohorts, started before this one: newest first. */
const earlierApplications = async (db: Kysely<Database>, applicationId: string): Promise<AppliedBefore[]> => {
  const rows = await reviewDb(db)
    .selectFrom('applications as a')
    .innerJoin('applications as self', (join) =>
      join.onRef('self.user_id', '=', 'a.user_id').onRef('self.created_at', '>', 'a.created_at'),
    )
    .leftJoin('cohorts as c', 'c.id', 'a.cohort_id')
    .leftJoin('application_reviews as r', 'r.application_id', 'a.id')
    .select(['a.id', 'a.submitted_at', 'c.name_en', 'r.decision', 'r.decision_published_at'])
    .where('self.id', '=', applicationId)
    .where('a.id', '<>', applicationId)
    .whereRef('a.cohort_id', '<>', 'self.cohort_id')
    .where('a.application_status', '=', SUBMITTED_STATUS)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r) => ({
    applicationId: r.id,
    cohortName: r.name_en ?? '',
    submittedAt: r.submitted_at,
    decision: r.decision_published_at ? r.decision : null,
  }));
};

const comparable = async (db: Kysely<Database>, id: string) => {
  const [row, files] = await Promise.all([findSubmittedApplicationRow(db, id), findReadyFilesOfApplication(db, id)]);
  return {
    values: row ? toApplication(row) : {},
    files: files.map((f) => ({ kind: f.kind, name: cleanFileName(f.name, f.kind), size: Number(f.size) })),
  };
};

/**
 * A returning founder's history for the console (docs/cohorts.md): their earlier applications with the published
 * decisions, and what reads differently since the last of them. Only for viewers who see the application whole.
 */
export const loadReturningFounder = async (db: Kysely<Database>, applicationId: string): Promise<ReturningFounder> => {
  const appliedBefore = await earlierApplications(db, applicationId);
  const last = appliedBefore[0];
  if (!last) return { appliedBefore, changesSinceLast: [] };
  const [before, after] = await Promise.all([comparable(db, last.applicationId), comparable(db, applicationId)]);
  return { appliedBefore, changesSinceLast: changesSinceLast(before, after) };
};
