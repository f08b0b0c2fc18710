import type { FastifyInstance } from 'fastify';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { accessLogQuerySchema, resolveCorrectionInputSchema } from '@portal/shared/schemas/privacy';
import { blindInScope, blindScopeOf } from '../review-stages/blind-scope.ts';
import { blindCorrection } from '../review/blind-redaction.ts';
import { sessionUserOf } from '../../auth/session.ts';
import { consoleNotFound, requireAdmin, requireStaff } from '../../auth/staff-access.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { privacyDb } from './privacy-tables.ts';
import { resolveCorrectionRequest } from './correction-repository.ts';
import { listStaffAccess } from './staff-access-log.ts';

const PAGE = 200;

/** The console's side of data rights: correction requests (reviewers and admins) and the staff access log (admins). */
export const registerConsolePrivacyRoutes = (app: FastifyInstance): void => {
  const db = privacyDb(app.database.db);

  app.get(PRIVACY_PATHS.consoleCorrections, async (request) => {
    const staff = requireStaff(await sessionUserOf(app.auth, request));
    const blind = blindScopeOf(app.config, staff);
    const rows = await db
      .selectFrom('correction_requests as c')
      .innerJoin('applications as a', 'a.id', 'c.application_id')
      .leftJoin('application_stages as st', 'st.application_id', 'a.id')
      .leftJoin('review_stages as rs', 'rs.id', 'st.stage_id')
      .select([
        'c.id',
        'c.application_id as applicationId',
        'a.startup_name as companyName',
        'a.name as founderName',
        'a.email',
        'a.phone_no',
        'rs.blind',
        'c.field',
        'c.correction',
        'c.status',
        'c.created_at as createdAt',
        'c.resolved_at as resolvedAt',
        'c.note',
      ])
      .orderBy('c.status')
      .orderBy('c.created_at', 'desc')
      .limit(PAGE)
      .execute();
    // A request names the founder and often carries their new details: a reviewer blind to the application sees neither.
    const corrections = rows.map(({ email, phone_no, blind: stageBlind, ...row }) =>
      blindInScope(blind, stageBlind) ? blindCorrection(row, { name: row.founderName, email, phone: phone_no }) : row,
    );
    return { corrections };
  });

  app.post(PRIVACY_PATHS.consoleResolveCorrection, async (request) => {
    const staff = requireStaff(await sessionUserOf(app.auth, request));
    const input = parseOrBadRequest(resolveCorrectionInputSchema, request.body);
    const done = await resolveCorrectionRequest(db, input.id, { staffId: staff.id, note: input.note ?? null });
    if (Number(done.numUpdatedRows) !== 1) throw consoleNotFound();
    return { ok: true };
  });

  app.get(PRIVACY_PATHS.consoleAccessLog, async (request) => {
    requireAdmin(await sessionUserOf(app.auth, request));
    return listStaffAccess(db, parseOrBadRequest(accessLogQuerySchema, request.query));
  });
};
