import type { FastifyInstance } from 'fastify';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { z } from 'zod';
import {
  accessLogQuerySchema,
  applyCorrectionInputSchema,
  correctionsQuerySchema,
  resolveCorrectionInputSchema,
} from '@portal/shared/schemas/privacy';
import { blindScopeOf } from '../review-stages/blind-scope.ts';
import { sessionUserOf } from '../../auth/session.ts';
import { consoleNotFound, requireAdmin, requireStaff } from '../../auth/staff-access.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { privacyDb } from './privacy-tables.ts';
import { resolveCorrectionRequest } from './correction-repository.ts';
import { listCorrections } from './correction-list.ts';
import { listStaffAccess } from './staff-access-log.ts';
import { applyCorrection, correctionTarget, type AfterCorrection } from './correction-apply.ts';

const correctionTargetQuerySchema = z.strictObject({
  id: z.string().min(1).max(100),
  cohort: z.string().trim().min(1).max(100).optional(),
});

/**
 * The console's side of data rights: correction requests (reviewers and admins; making a correction: admins) and the
 * staff access log (admins).
 */
export const registerConsolePrivacyRoutes = (app: FastifyInstance, afterCorrection: AfterCorrection): void => {
  const db = privacyDb(app.database.db);

  app.get(PRIVACY_PATHS.consoleCorrections, async (request) => {
    const staff = requireStaff(await sessionUserOf(app.auth, request));
    const query = parseOrBadRequest(correctionsQuerySchema, request.query);
    return listCorrections(db, blindScopeOf(app.config, staff), query);
  });

  app.post(PRIVACY_PATHS.consoleResolveCorrection, async (request) => {
    const staff = requireStaff(await sessionUserOf(app.auth, request));
    const input = parseOrBadRequest(resolveCorrectionInputSchema, request.body);
    const done = await resolveCorrectionRequest(db, input.id, { staffId: staff.id, note: input.note ?? null });
    if (Number(done.numUpdatedRows) !== 1) throw consoleNotFound();
    return { ok: true };
  });

  app.get(PRIVACY_PATHS.consoleCorrectionTarget, async (request) => {
    requireAdmin(await sessionUserOf(app.auth, request));
    const query = parseOrBadRequest(correctionTargetQuerySchema, request.query);
    return correctionTarget(app.database.db, query.id, query.cohort);
  });

  app.post(PRIVACY_PATHS.consoleApplyCorrection, async (request) => {
    const admin = requireAdmin(await sessionUserOf(app.auth, request));
    const input = parseOrBadRequest(applyCorrectionInputSchema, request.body);
    return applyCorrection(
      { db: app.database.db, config: app.config, mailer: app.mailer, log: request.log, afterCorrection },
      admin,
      input,
    );
  });

  app.get(PRIVACY_PATHS.consoleAccessLog, async (request) => {
    requireAdmin(await sessionUserOf(app.auth, request));
    return listStaffAccess(db, parseOrBadRequest(accessLogQuerySchema, request.query));
  });
};
