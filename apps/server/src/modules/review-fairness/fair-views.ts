import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { StaffUser } from '../../auth/staff-access.ts';
import type { ConsoleApplicationDetail } from '../console/console-detail.ts';
import type { ConsoleListInput } from '../console/console-list-input.ts';
import { listConsoleApplications, type ConsoleRow } from '../console/console-list.ts';
import { blindDetail, blindScopeOf, isBlindFor, rowFor } from './blind.ts';
import { calibrationOf, type StageScores } from './calibration-repository.ts';
import { findDuplicates, type DuplicateLink } from './duplicates.ts';

export type FairRow = ConsoleRow & { duplicates: DuplicateLink[] };
export type FairDetail = ConsoleApplicationDetail & StageScores & { duplicates: DuplicateLink[]; blind: boolean };

type Deps = Pick<FastifyInstance, 'config'> & { database: { db: Kysely<Database> } };

/** A page of the console list as this viewer may see it: calibrated scores, duplicate links, blind rows. */
export const fairListPage = async (app: Deps, viewer: StaffUser, input: ConsoleListInput) => {
  const db = app.database.db;
  const blind = blindScopeOf(app.config, viewer);
  const result = await listConsoleApplications(db, input, { blind, useConfidence: app.config.review.confidenceWeights });
  const duplicates = await findDuplicates(
    db,
    result.items.map((r) => r.id),
  );
  const items: FairRow[] = result.items.map((row) => ({ ...rowFor(blind, row), duplicates: duplicates.get(row.id) ?? [] }));
  return { total: result.total, items };
};

/** One application as this viewer may see it, with its duplicate links and its scores in its current stage. */
export const fairDetail = async (app: Deps, viewer: StaffUser, detail: ConsoleApplicationDetail): Promise<FairDetail> => {
  const db = app.database.db;
  const [blind, duplicates, scores] = await Promise.all([
    isBlindFor({ config: app.config, db }, viewer, detail.id),
    findDuplicates(db, [detail.id]),
    calibrationOf(db, detail.id, { useConfidence: app.config.review.confidenceWeights }),
  ]);
  return { ...(blind ? blindDetail(detail) : detail), ...scores, duplicates: duplicates.get(detail.id) ?? [], blind };
};
