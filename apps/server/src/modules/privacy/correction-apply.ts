import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { fieldOf, fieldsOfStep, type FieldKey } from '@portal/shared/application/application-fields';
import type { VersionedStep } from '@portal/shared/application/application-record';
import { correctionDoneEmail } from '@portal/shared/privacy/data-rights-emails';
import {
  CORRECTABLE_FIELDS,
  correctionNote,
  isCorrectableField,
  type CorrectableField,
  type CorrectionTarget,
} from '@portal/shared/privacy/corrections';
import { STAFF_ACCESS_ACTIONS } from '@portal/shared/privacy/privacy';
import type { applyCorrectionInputSchema } from '@portal/shared/schemas/privacy';
import { languageOfUser } from '../../auth/account-language.ts';
import { findUserEmail } from '../../auth/user-repository.ts';
import type { StaffUser } from '../../auth/staff-access.ts';
import type { Config } from '../../config.ts';
import { nowIso, type Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { Mailer } from '../../notifications/mailer.ts';
import {
  correctSubmittedApplication,
  findSubmittedApplicationRow,
  toApplication,
  type ApplicationRow,
} from '../application/repository.ts';
import { checkedStepChanges } from '../application/service.ts';
import { sameAsStored } from '../application/same-as-stored.ts';
import type { ApplicationChanges } from '../application/field-columns.ts';
import { actorOf, recordCorrection } from '../review/review-repository.ts';
import { storeOrLog } from '../review/review-emails.ts';
import { findCorrectionRequest, resolveOpenCorrectionRequest } from './correction-repository.ts';
import { privacyDb } from './privacy-tables.ts';
import { recordStaffAccess } from './staff-access-log.ts';

type ApplyCorrectionInput = z.output<typeof applyCorrectionInputSchema>;

/** What later modules keep of an application's answers, forgotten when a correction changes them (app.ts wires it). */
export type AfterCorrection = (trx: Kysely<Database>, applicationId: string) => Promise<void>;

interface Deps {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  afterCorrection: AfterCorrection;
}

/** The open request and its submitted application, or the refusal that says why there is nothing to correct. */
const openRequestAndApplication = async (db: Kysely<Database>, requestId: string, cohort?: string) => {
  const request = await findCorrectionRequest(privacyDb(db), requestId);
  if (!request) throw new AppError('CORRECTION_NOT_FOUND');
  if (request.status !== 'open') throw new AppError('CORRECTION_RESOLVED');
  const row = await findSubmittedApplicationRow(db, request.application_id);
  if (!row) throw new AppError('CORRECTION_NOT_FOUND');
  if (cohort !== undefined && row.cohort_id !== cohort) throw new AppError('CORRECTION_OTHER_COHORT');
  return { request, row };
};

const correctableValues = (row: ApplicationRow): Record<CorrectableField, unknown> => {
  const record = toApplication(row);
  return Object.fromEntries(CORRECTABLE_FIELDS.map((key) => [key, record[key]])) as Record<CorrectableField, unknown>;
};

/** What the console's editor starts from: the application's answers now and its steps' versions. */
export const correctionTarget = async (db: Kysely<Database>, requestId: string, cohort?: string): Promise<CorrectionTarget> => {
  const { request, row } = await openRequestAndApplication(db, requestId, cohort);
  return {
    requestId: request.id,
    applicationId: row.id,
    cohortId: row.cohort_id,
    values: correctableValues(row),
    stepVersions: toApplication(row).stepVersions,
  };
};

/**
 * The columns the correction writes, step by step: the stored answers of each step the admin touched with theirs laid
 * over, checked by that step's own schema; only columns whose value differs are kept.
 */
const correctionChanges = (row: ApplicationRow, values: Partial<Record<CorrectableField, unknown>>) => {
  const stored = correctableValues(row);
  const steps = [...new Set(Object.keys(values).map((key) => fieldOf(key as FieldKey).step))] as VersionedStep[];
  const changes: ApplicationChanges = {};
  for (const step of steps) {
    const stepValues = Object.fromEntries(
      fieldsOfStep(step)
        .map((f) => [f.key, f.key in values ? values[f.key as CorrectableField] : stored[f.key as CorrectableField]] as const)
        .filter(([, value]) => value !== null && value !== undefined),
    );
    for (const [column, value] of Object.entries(checkedStepChanges(step, stepValues))) {
      if (!sameAsStored(row, { [column]: value })) Object.assign(changes, { [column]: value });
    }
  }
  return { steps, changes };
};

/** The answers that read differently after the correction (an 'other' sector counts as the sector and its words). */
const changedFields = (before: ApplicationRow, after: ApplicationRow): CorrectableField[] => {
  const [was, now] = [correctableValues(before), correctableValues(after)];
  return CORRECTABLE_FIELDS.filter((key) => (was[key] ?? null) !== (now[key] ?? null));
};

/**
 * Makes the correction a founder asked for: changes the named answers of their submitted application (checked by the
 * founder's own step schemas), and in the same transaction resolves the request (only while it is open), records
 * each changed answer in the application's history and the correction in the staff access log. The founder is then
 * emailed, in their language, whatever their preferences (it is part of their data rights).
 *
 * Two admins at once: the application is written only where each changed step's version is still the one the
 * editor read (else CORRECTION_STALE), and the request is resolved only while open (else CORRECTION_RESOLVED and the
 * transaction, with its application change, is rolled back), so at most one of them applies.
 */
export const applyCorrection = async (deps: Deps, admin: StaffUser, input: ApplyCorrectionInput) => {
  const named = Object.keys(input.values);
  if (!named.every(isCorrectableField)) throw new AppError('CORRECTION_FIELD_NOT_CORRECTABLE');
  const values = input.values as Partial<Record<CorrectableField, unknown>>;
  const { request, row } = await openRequestAndApplication(deps.db, input.id, input.cohort);
  const { steps, changes } = correctionChanges(row, values);
  if (Object.keys(changes).length === 0) throw new AppError('CORRECTION_UNCHANGED');
  const versions: Partial<Record<VersionedStep, number>> = {};
  for (const step of steps) {
    const version = input.stepVersions[step];
    // Without the version the editor read, a change made since could be overwritten unseen: treat it as changed.
    if (version === undefined) throw new AppError('CORRECTION_STALE');
    versions[step] = version;
  }
  const at = nowIso();
  const corrected = await deps.db.transaction().execute(async (trx) => {
    const after = await correctSubmittedApplication(trx, { id: row.id, versions }, changes);
    if (!after) throw new AppError('CORRECTION_STALE');
    const fields = changedFields(row, after);
    const resolved = await resolveOpenCorrectionRequest(privacyDb(trx), request.id, {
      staffId: admin.id,
      note: correctionNote(fields),
      at,
    });
    if (!resolved) throw new AppError('CORRECTION_RESOLVED');
    await recordCorrection(trx, { applicationId: row.id, requestId: request.id, fields, actor: actorOf(admin), at });
    await recordStaffAccess(trx, admin, STAFF_ACCESS_ACTIONS.correct, {
      applicationId: row.id,
      detail: `correction ${request.id}: ${fields.join(', ')}`,
    });
    await deps.afterCorrection(trx, row.id);
    return { after, fields };
  });
  const application = toApplication(corrected.after);
  await storeOrLog(deps.log, 'correction email', async () => {
    const email = correctionDoneEmail(await languageOfUser(deps.db, request.user_id), {
      name: application.name ?? '',
      fields: corrected.fields,
      values: application,
      link: `${deps.config.baseUrl}/account/security`,
    });
    // The account's address, as for the decision: the application's own email may be the answer just corrected.
    const account = await findUserEmail(deps.db, request.user_id);
    if (account) await deps.mailer.send({ to: account.email, ...email });
  });
  return {
    id: request.id,
    applicationId: row.id,
    fields: corrected.fields,
    note: correctionNote(corrected.fields),
    resolvedAt: at,
  };
};
