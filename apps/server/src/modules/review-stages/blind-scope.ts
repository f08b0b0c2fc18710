import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { toBool, type Database } from '../../db/types.ts';

/** How much of the founder's personal data a viewer is kept from: none, those in blind stages, or all. */
export type BlindScope = 'none' | 'stages' | 'all';
type Viewer = { role?: string | null } | null;
type Deps = { config: Pick<Config, 'review'>; db: Kysely<Database> };

/**
 * How blind a viewer is, before looking at any application: reviewers see every application blind while
 * REVIEW_BLIND is on, otherwise those in a stage whose `blind` switch is on; admins never review blind (they
 * publish decisions, which name the founder). Every view a reviewer can reach asks here or isBlindFor.
 */
export const blindScopeOf = (config: Pick<Config, 'review'>, viewer: Viewer): BlindScope =>
  viewer?.role !== 'reviewer' ? 'none' : config.review.blind ? 'all' : 'stages';

/** Is the application's current stage blind? */
export const inBlindStage = async (db: Kysely<Database>, applicationId: string): Promise<boolean> => {
  const row = await db
    .selectFrom('application_stages as s')
    .innerJoin('review_stages as rs', 'rs.id', 's.stage_id')
    .select('rs.blind')
    .where('s.application_id', '=', applicationId)
    .executeTakeFirst();
  return toBool(row?.blind);
};

/** Is an application in a stage (blind or not, from the row's own join) blind to a viewer with this scope? */
export const blindInScope = (scope: BlindScope, stageBlind: boolean | number | null | undefined): boolean =>
  scope === 'all' || (scope === 'stages' && toBool(stageBlind));

/** The one answer to "does this viewer review this application blind?". */
export const isBlindFor = async ({ config, db }: Deps, viewer: Viewer, applicationId: string): Promise<boolean> => {
  const scope = blindScopeOf(config, viewer);
  return scope === 'all' || (scope === 'stages' && (await inBlindStage(db, applicationId)));
};

/** Which of these applications are blind to the viewer (duplicate links point at other applications). */
export const blindAmong = async (
  { config, db }: Deps,
  viewer: Viewer,
  applicationIds: readonly string[],
): Promise<Set<string>> => {
  const scope = blindScopeOf(config, viewer);
  if (scope === 'none' || applicationIds.length === 0) return new Set();
  if (scope === 'all') return new Set(applicationIds);
  const rows = await db
    .selectFrom('application_stages as s')
    .innerJoin('review_stages as rs', 'rs.id', 's.stage_id')
    .select(['s.application_id', 'rs.blind'])
    .where('s.application_id', 'in', applicationIds)
    .execute();
  return new Set(rows.filter((r) => toBool(r.blind)).map((r) => r.application_id));
};
