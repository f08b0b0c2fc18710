import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { revenueLabel, sectorLabel } from '@portal/shared/options';
import { exportFileName, statusLabel } from '@portal/shared/review';
import { sessionUserOf } from '../../auth/session.ts';
import { requireStaff } from '../../auth/staff-access.ts';
import { STAFF_ACCESS_ACTIONS } from '@portal/shared/privacy';
import { recordStaffAccess } from '../privacy/staff-access-log.ts';
import { consoleListSchema, type ConsoleListInput } from './console-list-input.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { filteredApplications, selectRows, toConsoleRow, type ConsoleRow } from './console-list.ts';
import { csvRecord, UTF8_BOM } from './csv.ts';
import { istIso } from '@portal/shared/ist-time';
import { isBlindFor } from '../review-fairness/blind.ts';
import { calibratedTable } from '../review-fairness/calibration-repository.ts';

export const EXPORT_PATH = '/console/export.csv';
/** Rows read from the database per round trip while streaming. */
const EXPORT_BATCH = 500;

const HEADER = [
  'Application ID',
  'Status',
  'Published decision',
  'Startup',
  'Founder',
  'Email',
  'Phone',
  'City',
  'State',
  'Sector',
  'Revenue range',
  'Equity funding (INR)',
  'Debt funding (INR)',
  'Grant funding (INR)',
  'Total funding (INR)',
  'Submitted at (IST)',
  'Average score',
  'Calibrated score',
  'Reviewers who scored',
];
/** Columns a blind reviewer's export leaves out (modules/review-fairness/blind.ts). */
const PERSONAL_COLUMNS = new Set(['Founder', 'Email', 'Phone']);

const cellsOf = (row: ConsoleRow) => [
    row.id,
    statusLabel(row.status),
    row.decision ? statusLabel(row.decision) : '',
    row.companyName,
    row.founderName,
    row.email,
    row.phone,
    row.city,
    row.state,
    row.sector ? sectorLabel(row.sector) : '',
    row.revenue ? revenueLabel(row.revenue) : '',
    row.equityFunding,
    row.debtFunding,
    row.grantFunding,
    row.totalFunding,
    istIso(row.submittedAt),
    row.averageScore,
    row.calibratedScore === null ? '' : Math.round(row.calibratedScore * 1000) / 1000,
    row.scoreCount,
];

/** Keeps only the cells whose header a viewer may see. */
const visible = <T>(cells: T[], blind: boolean): T[] => (blind ? cells.filter((_, i) => !PERSONAL_COLUMNS.has(HEADER[i]!)) : cells);

/** The filtered, sorted list as CSV, read in batches while the response streams out. */
async function* exportLines(app: FastifyInstance, input: ConsoleListInput, blind: boolean): AsyncGenerator<string> {
  yield UTF8_BOM + csvRecord(visible(HEADER, blind));
  const calibration = await calibratedTable(app.database.db, { useConfidence: app.config.review.confidenceWeights });
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await selectRows(filteredApplications(app.database.db, input, blind), input, calibration).limit(EXPORT_BATCH).offset(offset).execute();
    if (rows.length > 0) yield rows.map((r) => csvRecord(visible(cellsOf(toConsoleRow(r)), blind))).join('');
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** GET /console/export.csv?status=&sector=&state=&revenue=&search=&sort=&direction= — reviewers and admins only. */
export const registerConsoleExport = (app: FastifyInstance): void => {
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(EXPORT_PATH, async (request, reply) => {
    const staff = requireStaff(await sessionUserOf(app.auth, request));
    const single = (key: string) => {
      const value = request.query[key];
      return Array.isArray(value) ? value[0] : value;
    };
    const input = parseOrBadRequest(consoleListSchema(app.config.review.statuses), {
      status: single('status'),
      sector: single('sector'),
      state: single('state'),
      revenue: single('revenue'),
      search: single('search'),
      sort: single('sort'),
      direction: single('direction'),
    });
    await recordStaffAccess(app.database.db, staff, STAFF_ACCESS_ACTIONS.export, { detail: JSON.stringify(input) });
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName()}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff');
    return reply.send(Readable.from(exportLines(app, input, isBlindFor(app.config, staff))));
  });
};
