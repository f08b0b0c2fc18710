import { z } from 'zod';

/** The notice's text version; raise it when PRIVACY_NOTICE_TEXTS change, and founders are asked again at sign-in. */
export const DEFAULT_PRIVACY_NOTICE_VERSION = '2026-11-23';

/** Languages a consent can be given in (the notice exists in English now). */
export const CONSENT_LANGUAGES = ['en', 'hi'] as const;

export const PRIVACY_PATHS = {
  notice: '/api/privacy-notice',
  status: '/api/privacy/status',
  consent: '/api/privacy/consent',
  export: '/api/privacy/export',
  exportZip: '/api/privacy/export.zip',
  corrections: '/api/privacy/corrections',
  nominee: '/api/privacy/nominee',
  deletionCode: '/api/privacy/deletion-code',
  deleteAccount: '/api/privacy/delete-account',
  consoleCorrections: '/api/console/corrections',
  consoleResolveCorrection: '/api/console/corrections/resolve',
  consoleAccessLog: '/api/console/access-log',
} as const;

export const PRIVACY_LIMITS = { text: 2000, name: 200, contact: 200, exportDays: 7, codeMinutes: 10, codeAttempts: 5 } as const;

export const consentInputSchema = z.strictObject({ version: z.string().trim().min(1).max(50), language: z.enum(CONSENT_LANGUAGES) });

export const correctionInputSchema = z.strictObject({
  field: z.string().trim().min(1).max(PRIVACY_LIMITS.name),
  correction: z.string().trim().min(1).max(PRIVACY_LIMITS.text),
});

export const nomineeInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(PRIVACY_LIMITS.name),
  contact: z.string().trim().min(3).max(PRIVACY_LIMITS.contact),
});

export const DELETION_REASONS = ['delete', 'withdraw-consent'] as const;
export const deleteAccountInputSchema = z.strictObject({
  reason: z.enum(DELETION_REASONS),
  password: z.string().min(1).max(200).optional(),
  code: z.string().trim().regex(/^\d{6}$/).optional(),
});

export const resolveCorrectionInputSchema = z.strictObject({ id: z.string().min(1).max(100), note: z.string().trim().max(PRIVACY_LIMITS.text).optional() });

/** What GET /api/privacy-notice answers: the configuration the notice is built from. */
export interface PrivacyNotice {
  version: string;
  fiduciary: string;
  officer: string;
  contact: string;
  retentionDays: number;
  cohort: string;
}

export interface PrivacyStatus {
  noticeVersion: string;
  consentNeeded: boolean;
  consents: { version: string; language: string; acceptedAt: string }[];
  nominee: { name: string; contact: string } | null;
  applicationSubmitted: boolean;
  corrections: { id: string; field: string; correction: string; status: 'open' | 'resolved'; createdAt: string; note: string | null }[];
  export: { status: 'preparing' | 'ready' | 'failed'; requestedAt: string; readyAt: string | null } | null;
  hasPassword: boolean;
}

export const STAFF_ACCESS_ACTIONS = { view: 'view-application', file: 'open-file', export: 'export-csv' } as const;
export type StaffAccessAction = (typeof STAFF_ACCESS_ACTIONS)[keyof typeof STAFF_ACCESS_ACTIONS];
