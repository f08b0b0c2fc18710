import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { CSV_FIELDS, csvCell } from '@portal/shared/application/application-fields';
import { exportFileName, statusLabel } from '@portal/shared/review/review';
import { sessionUserOf } from '../../auth/session.ts';
import { requireStaff } from '../../auth/staff-access.ts';
import { STAFF_ACCESS_ACTIONS } from '@portal/shared/privacy/privacy';
import { recordStaffAccess } from '../privacy/staff-access-log.ts';
import { consoleListSchema, type ConsoleListInput } from './console-list-input.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { filteredApplications, selectRows, toConsoleRow, type SelectedRow } from './console-list.ts';
import { toApplication } from '../application/repository.ts';
import { csvRecord, UTF8_BOM } from './csv.ts';
import { membersOfApplications } from '../application/members-repository.ts';
import { hiddenFromBlindSearch } from './blind-search.ts';

type TeamMember = { name: string; email: string };
import { istIso } from '@portal/shared/format/ist-time';
import { blindInScope, blindScopeOf } from '../review-stages/blind-scope.ts';
import { blindApplication, identitiesOf } from '../review/blind-redaction.ts';
import type { ListContext } from './console-list.ts';
import { scoreSummaries, type ScoreSummary } from '../review-stages/score-summary.ts';
import { SCORE_SUMMARY_TEXTS } from '@portal/shared/review/score-summary';
import { identitiesScrubber } from '@portal/shared/review/blind-review';
import { answerColumns } from '../own-questions/csv-answers.ts';
import { withAnswerFilter } from '../own-questions/answer-filter.ts';

export const EXPORT_PATH = '/console/export.csv';
/** Rows read from the database per round trip while streaming. */
const EXPORT_BATCH = 500;

/** The review's columns around the application's own fields, which come from the field catalogue in its order. */
const HEADER = [
  'Application ID',
  'Cohort',
  'Status',
  'Published decision',
  ...CSV_FIELDS.map((f) => f.csvHeader),
  // Everyone on the application, "Name <email>; …", first joined first (docs/co-founders.md).
  'Team members',
  'Total funding (INR)',
  'Submitted at (IST)',
  'Stage',
  // The score summary, as the list and the application page show it (modules/review-stages/score-summary.ts).
  'Reviewers who scored',
  'Raw mean',
  'Weighted mean',
  'Calibrated score',
  'Not calibrated because',
];
/** Columns a reviewer who reviews everything blind (REVIEW_BLIND) does not get at all (modules/review/blind-redaction.ts). */
const PERSONAL_COLUMNS = new Set(['Founder', 'Email', 'Phone', 'Team members']);

/**
 * A row's cells; in a blind stage (or with REVIEW_BLIND) a reviewer's founder, email and phone cells are empty and
 * every free-text cell is read as the detail shows it: without the founder, their email or phone.
 */
const cellsOf = (
  selected: SelectedRow,
  scores: ScoreSummary,
  blind: ListContext['blind'],
  cohortNames: ReadonlyMap<string, string>,
  ownAnswerCells: (id: string, redact: ((text: string) => string) | null) => string[],
  members: readonly TeamMember[],
) => {
  const row = toConsoleRow(selected);
  const application = toApplication(selected);
  const rowBlind = blindInScope(blind, row.stageBlind);
  const record = rowBlind ? blindApplication(application, members) : application;
  return [
    row.id,
    (row.cohortId && cohortNames.get(row.cohortId)) ?? '',
    statusLabel(row.status),
    row.decision ? statusLabel(row.decision) : '',
    ...CSV_FIELDS.map((f) => csvCell(f.key, record)),
    rowBlind ? '' : members.map((m) => `${m.name} <${m.email}>`).join('; '),
    row.totalFunding,
    istIso(row.submittedAt),
    row.stageName,
    scores.reviewers,
    rounded(scores.rawMean),
    rounded(scores.weightedMean),
    rounded(scores.calibrated),
    scores.uncalibratedReason === null ? '' : SCORE_SUMMARY_TEXTS.uncalibrated[scores.uncalibratedReason],
    // The cohort's own questions (own-questions/csv-answers.ts): a blind row without those hidden in blind review.
    ...ownAnswerCells(row.id, rowBlind ? identitiesScrubber(identitiesOf(application, members)) : null),
  ];
};

const rounded = (value: number | null) => (value === null ? '' : Math.round(value * 1000) / 1000);

/** Keeps only the cells whose header a viewer may see (the own questions' columns, after HEADER, are kept). */
const visible = <T>(cells: T[], blind: ListContext['blind']): T[] =>
  blind === 'all' ? cells.filter((_, i) => !PERSONAL_COLUMNS.has(HEADER[i]!)) : cells;

/**
 * The filtered, sorted list as CSV, read in batches while the response streams out. A row blind to a reviewer reads
 * as in the list and the detail (cellsOf).
 */
async function* exportLines(app: FastifyInstance, input: ConsoleListInput, blind: ListContext['blind']): AsyncGenerator<string> {
  const own = await answerColumns(app.database.db, input.cohort);
  yield UTF8_BOM + csvRecord([...visible(HEADER, blind), ...own.header]);
  const context: ListContext = { blind, useConfidence: app.config.review.confidenceWeights };
  const cohortNames = new Map((await app.cohorts.all()).map((cohort) => [cohort.id, cohort.nameEn]));
  const hidden = await hiddenFromBlindSearch(app.database.db, input, blind);
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await selectRows(filteredApplications(app.database.db, input, blind, hidden), input, context)
      .limit(EXPORT_BATCH)
      .offset(offset)
      .execute();
    if (rows.length === 0) return;
    const scores = await scoreSummaries(
      app.database.db,
      rows.map((r) => ({ id: r.id, cohortId: r.cohort_id })),
      { useConfidence: context.useConfidence },
    );
    const ownAnswerCells = await own.cellsOf(rows.map((r) => r.id));
    const members = await membersOfApplications(
      app.database.db,
      rows.map((r) => r.id),
    );
    yield rows
      .map((r) =>
        csvRecord(visible(cellsOf(r, scores.get(r.id)!, blind, cohortNames, ownAnswerCells, members.get(r.id) ?? []), blind)),
      )
      .join('');
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** GET /console/export.csv?cohort=&status=&sector=&state=&revenue=&stage=&answer=&search=&sort=&direction= — reviewers and admins only. */
export const registerConsoleExport = (app: FastifyInstance): void => {
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(EXPORT_PATH, async (request, reply) => {
    const staff = requireStaff(await sessionUserOf(app.auth, request));
    const single = (key: string) => {
      const value = request.query[key];
      return Array.isArray(value) ? value[0] : value;
    };
    const parsed = parseOrBadRequest(consoleListSchema(app.config.review.statuses), {
      cohort: single('cohort'),
      status: single('status'),
      sector: single('sector'),
      state: single('state'),
      revenue: single('revenue'),
      stage: single('stage'),
      answer: single('answer'),
      search: single('search'),
      sort: single('sort'),
      direction: single('direction'),
    });
    const input = await withAnswerFilter(app.database.db, parsed);
    await recordStaffAccess(app.database.db, staff, STAFF_ACCESS_ACTIONS.export, { detail: JSON.stringify(input) });
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName()}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff');
    return reply.send(Readable.from(exportLines(app, input, blindScopeOf(app.config, staff))));
  });
};
