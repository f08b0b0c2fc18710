import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { StaffUser } from '../../auth/staff-access.ts';
import type { ConsoleApplicationDetail } from '../console/console-detail.ts';
import type { ConsoleListInput } from '../console/console-list-input.ts';
import { listConsoleApplications, type ConsoleRow } from '../console/console-list.ts';
import { blindAmong, blindInScope, blindScopeOf, isBlindFor } from '../review-stages/blind-scope.ts';
import { blindDetail, blindDuplicateLinks, blindListRow } from '../review/blind-redaction.ts';
import { calibrationOf, type StageScores } from './calibration-repository.ts';
import { findDuplicates, type DuplicateLink } from './duplicates.ts';
import { loadReturningFounder, type ReturningFounder } from '../console/returning-founder.ts';
import { scoreSummaries, scoreSummaryOf, stageScoresOf, type ScoreSummary } from '../review-stages/score-summary.ts';
import { cohortIdOfApplication } from '../application/repository.ts';
import { membersOfApplications } from '../application/members-repository.ts';
import { hiddenFromBlindSearch } from '../console/blind-search.ts';

export type FairRow = ConsoleRow & { duplicates: DuplicateLink[]; scoreSummary: ScoreSummary };
/** A returning founder's history is null for a viewer who reviews blind: withheld entirely, not redacted. */
type History = { [K in keyof ReturningFounder]: ReturningFounder[K] | null };
export type FairDetail = ConsoleApplicationDetail &
  StageScores &
  History & { duplicates: DuplicateLink[]; blind: boolean; scoreSummary: ScoreSummary };

type Deps = Pick<FastifyInstance, 'config'> & { database: { db: Kysely<Database> } };

/** The applications the links point at that are blind to the viewer. */
const blindTargets = (app: Deps, viewer: StaffUser, duplicates: Map<string, DuplicateLink[]>) =>
  blindAmong({ config: app.config, db: app.database.db }, viewer, [
    ...new Set([...duplicates.values()].flat().flatMap((l) => (l.applicationId === null ? [] : [l.applicationId]))),
  ]);

/** A page of the console list as this viewer may see it: calibrated scores, duplicate links, blind rows. */
export const fairListPage = async (app: Deps, viewer: StaffUser, input: ConsoleListInput) => {
  const db = app.database.db;
  const blind = blindScopeOf(app.config, viewer);
  const context = { blind, useConfidence: app.config.review.confidenceWeights };
  const result = await listConsoleApplications(db, input, context, await hiddenFromBlindSearch(db, input, blind));
  const blindRows = result.items.filter((row) => blindInScope(blind, row.stageBlind)).map((row) => row.id);
  const [duplicates, summaries, teams] = await Promise.all([
    findDuplicates(
      db,
      result.items.map((r) => r.id),
    ),
    scoreSummaries(db, result.items, { useConfidence: app.config.review.confidenceWeights }),
    // Every member's name and email is scrubbed from a blind row, not only the founder's (docs/co-founders.md).
    membersOfApplications(db, blindRows),
  ]);
  const blindOthers = await blindTargets(app, viewer, duplicates);
  const items: FairRow[] = result.items.map((row) => {
    const rowBlind = blindInScope(blind, row.stageBlind);
    return {
      ...(rowBlind ? blindListRow(row, teams.get(row.id)) : row),
      duplicates: blindDuplicateLinks(duplicates.get(row.id) ?? [], rowBlind, blindOthers),
      scoreSummary: summaries.get(row.id)!,
    };
  });
  return { total: result.total, items };
};

/**
 * One application as this viewer may see it, with its duplicate links, its scores in its current stage and, for a
 * viewer who sees it whole, the founder's earlier applications (a blind reviewer gets none of them: history names).
 */
export const fairDetail = async (app: Deps, viewer: StaffUser, detail: ConsoleApplicationDetail): Promise<FairDetail> => {
  const db = app.database.db;
  const useConfidence = app.config.review.confidenceWeights;
  const [blind, duplicates, scores, scoreSummary] = await Promise.all([
    isBlindFor({ config: app.config, db }, viewer, detail.id),
    findDuplicates(db, [detail.id]),
    calibrationOf(db, detail.id, { useConfidence }),
    cohortIdOfApplication(db, detail.id).then((cohortId) => scoreSummaryOf(db, { id: detail.id, cohortId }, { useConfidence })),
  ]);
  const links = blindDuplicateLinks(duplicates.get(detail.id) ?? [], blind, await blindTargets(app, viewer, duplicates));
  const history: History = blind ? { appliedBefore: null, changesSinceLast: null } : await loadReturningFounder(db, detail.id);
  // The scores it is judged on are those of its one rubric: its stage's where its cohort reviews in stages.
  const rubricScores =
    scoreSummary.source === 'stage' ? await stageScoresOf(db, detail.id) : scoreSummary.source === 'none' ? [] : detail.scores;
  const view = blind ? blindDetail(detail) : detail;
  return { ...view, scores: rubricScores, ...scores, ...history, duplicates: links, blind, scoreSummary };
};
