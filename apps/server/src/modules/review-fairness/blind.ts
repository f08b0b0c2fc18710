import type { Kysely } from 'kysely';
import { blindFileName, redactPersonalData } from '@portal/shared/review-fairness';
import type { Config } from '../../config.ts';
import { toBool, type Database } from '../../db/types.ts';
import type { ConsoleApplicationDetail } from '../console/console-detail.ts';
import type { ConsoleRow, ListContext } from '../console/console-list.ts';

type Viewer = { role?: string | null } | null;
type Deps = { config: Pick<Config, 'review'>; db: Kysely<Database> };

/**
 * How blind a viewer is, before looking at any application: reviewers see every application blind while
 * REVIEW_BLIND is on, otherwise those in a stage whose `blind` switch is on; admins never review blind (they
 * publish decisions, which name the founder). Every view a reviewer can reach asks here or isBlindFor.
 */
export const blindScopeOf = (config: Pick<Config, 'review'>, viewer: Viewer): ListContext['blind'] =>
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

/** The one answer to "does this viewer review this application blind?". */
export const isBlindFor = async ({ config, db }: Deps, viewer: Viewer, applicationId: string): Promise<boolean> => {
  const scope = blindScopeOf(config, viewer);
  return scope === 'all' || (scope === 'stages' && (await inBlindStage(db, applicationId)));
};

/** A list row as a viewer with this scope may see it. */
export const rowFor = (scope: ListContext['blind'], row: ConsoleRow): ConsoleRow =>
  scope === 'all' || (scope === 'stages' && row.stageBlind) ? { ...row, founderName: null, email: null, phone: null } : row;

/** The detail without the founder's personal data: fields, file names, and mentions in notes and comments. */
export const blindDetail = (detail: ConsoleApplicationDetail): ConsoleApplicationDetail => {
  const personal = [detail.name, detail.email, detail.phone];
  const redact = (text: string) => redactPersonalData(text, personal);
  return {
    ...detail,
    name: null,
    email: null,
    phone: null,
    files: detail.files.map((f) => ({ ...f, name: blindFileName(f.kind, f.name) })),
    history: detail.history.map((h) => ({ ...h, note: h.note === null ? null : redact(h.note), actorName: redact(h.actorName) })),
    comments: detail.comments.map((c) => ({ ...c, body: redact(c.body), authorName: redact(c.authorName) })),
    description: detail.description === null ? null : redact(detail.description),
  };
};
