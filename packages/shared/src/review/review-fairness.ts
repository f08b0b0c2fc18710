/**
 * Fair review: calibrated scores, duplicates and the console's publish confirmation.
 * Rules and texts live here once; the server (apps/server/src/modules/review-fairness/) and the console use them.
 */
import { CONFIDENCE_MAX, CONFIDENCE_MIN } from './calibration.ts';
import { normaliseDpiitNumber } from '../application/field-checks.ts';

/** Kinds of shared data that mark applications as possible duplicates, with the console's words. */
export const DUPLICATE_KINDS = ['phone', 'email', 'company', 'dpiit'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];
export const DUPLICATE_LABELS: Record<DuplicateKind, string> = {
  phone: 'Same phone',
  email: 'Same email',
  company: 'Same company name',
  dpiit: 'Same DPIIT number',
};

const COMPANY_SUFFIXES = /\b(private limited|pvt\.? ?ltd\.?|pvt|limited|ltd\.?|llp|opc|inc\.?|co\.?|company|india)\b/g;

/** 'Green Fields Pvt. Ltd.' and 'green-fields private limited' → 'greenfields'; '' when nothing is left. */
export const normaliseCompanyName = (name: string | null | undefined): string =>
  (name ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(COMPANY_SUFFIXES, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The last ten digits of an Indian phone number, '' when it has fewer. */
export const normalisePhone = (phone: string | null | undefined): string => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : '';
};

export const normaliseEmail = (email: string | null | undefined): string => (email ?? '').trim().toLowerCase();

/** The match keys of one application, without empty ones. */
export const matchKeysOf = (application: {
  phone: string | null;
  email: string | null;
  companyName: string | null;
  dpiitNumber?: string | null;
}): { kind: DuplicateKind; value: string }[] =>
  (
    [
      { kind: 'phone', value: normalisePhone(application.phone) },
      { kind: 'email', value: normaliseEmail(application.email) },
      { kind: 'company', value: normaliseCompanyName(application.companyName) },
      { kind: 'dpiit', value: normaliseDpiitNumber(application.dpiitNumber) },
    ] as const
  ).filter((k) => k.value.length > 0);

export const FAIRNESS_MESSAGES = {
  CONFIDENCE_INVALID: `Confidence is a whole number from ${CONFIDENCE_MIN} to ${CONFIDENCE_MAX}.`,
  BLIND_CANNOT_PUBLISH: 'Blind reviewers cannot publish decisions: the email names the founder. Ask an admin.',
} as const;

export const FAIRNESS_TEXTS = {
  calibratedScore: 'Calibrated',
  calibratedHelp: 'Mean of each reviewer’s z-score: 0 is an average application for its reviewers.',
  rawMean: 'Raw mean',
  duplicateBadge: 'Possible duplicate',
  duplicatesTitle: 'Possible duplicates',
  publishTitle: 'Publish this decision?',
  publishIntro:
    'The founder will see it on their dashboard and receive this email. Decision emails are always sent: founders cannot switch them off.',
  publishConfirm: 'Publish and send',
  publishAnyway: 'Publish and send anyway',
  cancel: 'Cancel',
  emailTo: 'To',
  emailSubject: 'Subject',
  previous: 'Previous',
  next: 'Next',
  inProgressTitle: 'In progress',
  inProgressIntro:
    'Applications founders have started but not submitted. Read only: they stay the founder’s own until submitted.',
  reviewersTitle: 'Reviewer calibration',
  drifting: 'Drifts from the panel',
  confidence: 'Your confidence',
  confidenceLabels: { 1: 'Low', 2: 'Medium', 3: 'High' } as Record<number, string>,
} as const;
