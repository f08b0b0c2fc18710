import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { StaffUser } from '../../auth/staff-access.ts';
import type { ConsoleApplicationDetail } from '../console/console-detail.ts';
import type { ConsoleListInput } from '../console/console-list-input.ts';
import { listConsoleApplications, type ConsoleRow } from '../console/console-list.ts';
import { blindDetail, blindRow, isBlindFor } from './blind.ts';
import { calibratedScoreOf, calibratedTable } from './calibration-repository.ts';
import { findDuplicates, type DuplicateLink } from './duplicates.ts';

export type FairRow = ConsoleRow & { duplicates: DuplicateLink[] };
export type FairDetail = ConsoleApplicationDetail & { duplicates: DuplicateLink[]; blind: boolean; calibratedScore: number | null };

type Deps = Pick<FastifyInstance, 'config'> & { database: { db: Kysely<Database> } };

/** A page of the console list as this viewer may see it: calibrated scores, duplicate links, blind rows. */
export const fairListPage = async (app: Deps, viewer: StaffUser, input: ConsoleListInput) => {
  const db = app.database.db;
  const blind = isBlindFor(app.config, viewer);
  const calibration = await calibratedTable(db, { useConfidence: app.config.review.confidenceWeights });
  const result = await listConsoleApplications(db, input, { calibration, blind });
  const duplicates = await findDuplicates(db, result.items.map((r) => r.id));
  const items: FairRow[] = result.items.map((row) => ({ ...(isBlindFor(app.config, viewer, row) ? blindRow(row) : row), duplicates: duplicates.get(row.id) ?? [] }));
  return { total: result.total, items };
};

/** One application as this viewer may see it, with its duplicate links and calibrated score. */
export const fairDetail = async (app: Deps, viewer: StaffUser, detail: ConsoleApplicationDetail): Promise<FairDetail> => {
  const db = app.database.db;
  const blind = isBlindFor(app.config, viewer, detail);
  const [duplicates, calibratedScore] = await Promise.all([findDuplicates(db, [detail.id]), calibratedScoreOf(db, detail.id, { useConfidence: app.config.review.confidenceWeights })]);
  return { ...(blind ? blindDetail(detail) : detail), duplicates: duplicates.get(detail.id) ?? [], blind, calibratedScore };
};
