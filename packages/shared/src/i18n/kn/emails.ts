import type { AccountTexts, CodePurpose } from '../../account/account-emails.ts';
import {
  EMAIL_CODE_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  RESET_LINK_TTL_SECONDS,
  SMS_CODE_TTL_SECONDS,
  VERIFY_EMAIL_TTL_SECONDS,
} from '../../account/account-security.ts';
import {
  INDIAN_STATES,
  REVENUE_RANGES,
  SECTORS,
  type IndianState,
  type RevenueRange,
  type SectorValue,
} from '../../application/options.ts';
import type { FieldKey } from '../../application/application-fields.ts';
import { istDateTime } from '../../format/ist-time.ts';
import { groupIndian } from '../../format/rupees.ts';
import type { DataRightsEmails } from '../../privacy/data-rights-emails.ts';
import type { ReminderEmail, ReminderEmailInput } from '../../reminders/reminder-emails.ts';
import { INVITATION_TTL_DAYS } from '../../review/staff-invitations.ts';
import type { DecisionDetails, EmailContent, ReceiptDetails } from '../../texts/email-templates.ts';
import type { TeamEmailTexts } from '../../texts/team-emails.ts';
import { KN_FIELD_LABELS } from './field-labels.ts';
import { KN_REVENUE_LABELS, KN_SECTOR_LABELS, KN_STATE_NAMES } from './options.ts';
import { KN_DECISION_TEXTS } from './review.ts';
import { KN_STEP_LABELS } from './steps.ts';

/**
 * Every email and SMS a founder (or a team member) gets, in Kannada: the shared tables (account-emails.ts,
 * team-emails.ts, email-templates.ts, data-rights-emails.ts, reminder-emails.ts) each take their `kn` line from here.
 */
const minutes = (seconds: number): number => Math.round(seconds / 60);
const hours = (seconds: number): number => Math.round(seconds / 3600);
const when = (value: string): string => istDateTime(value, 'kn');

const signature = (productName: string) => `\n\n— ${productName}\nನೀವು ಇದನ್ನು ಕೇಳಿರದಿದ್ದರೆ, ಈ ಸಂದೇಶವನ್ನು ಕಡೆಗಣಿಸಿ; ಏನೂ ಬದಲಾಗುವುದಿಲ್ಲ.`;
const PURPOSE: Record<CodePurpose, string> = {
  'sign-in': 'ಸೈನ್ ಇನ್ ಮಾಡಲು',
  'email-verification': 'ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ದೃಢೀಕರಿಸಲು',
  'forget-password': 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಲು',
  'change-email': 'ನಿಮ್ಮ ಹೊಸ ಇಮೇಲ್ ವಿಳಾಸ ದೃಢಪಡಿಸಲು',
};

export const KN_ACCOUNT_TEXTS: AccountTexts = {
  verifyEmail: (productName, link) => ({
    subject: `${productName}: ನಿಮ್ಮ ಇಮೇಲ್ ದೃಢೀಕರಿಸಿ`,
    text: `ಕೆಳಗಿನ ಲಿಂಕ್ ತೆರೆದು ಈ ಇಮೇಲ್ ವಿಳಾಸ ದೃಢಪಡಿಸಿ (ಇದು ${hours(VERIFY_EMAIL_TTL_SECONDS)} ಗಂಟೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ):\n\n${link}${signature(productName)}`,
  }),
  resetPassword: (productName, link) => ({
    subject: `ನಿಮ್ಮ ${productName} ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ`,
    text: `ಈ ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಲು ಯಾರೋ ಕೇಳಿದ್ದಾರೆ. ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಆರಿಸಲು ಕೆಳಗಿನ ಲಿಂಕ್ ತೆರೆಯಿರಿ. ಇದು ${minutes(RESET_LINK_TTL_SECONDS)} ನಿಮಿಷಗಳೊಳಗೆ ಒಮ್ಮೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ:\n\n${link}${signature(productName)}`,
  }),
  emailCode: (productName, code, purpose) => ({
    subject: `ನಿಮ್ಮ ${productName} ಕೋಡ್: ${code}`,
    text: `${PURPOSE[purpose]} ನಿಮ್ಮ ಕೋಡ್: ${code}\n\nಇದು ${minutes(EMAIL_CODE_TTL_SECONDS)} ನಿಮಿಷಗಳೊಳಗೆ ಒಮ್ಮೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ.${signature(productName)}`,
  }),
  magicLink: (productName, link) => ({
    subject: `ನಿಮ್ಮ ${productName} ಸೈನ್ ಇನ್ ಲಿಂಕ್`,
    text: `ಸೈನ್ ಇನ್ ಮಾಡಲು ಈ ಲಿಂಕ್ ತೆರೆಯಿರಿ. ಇದು ${minutes(MAGIC_LINK_TTL_SECONDS)} ನಿಮಿಷಗಳೊಳಗೆ ಒಮ್ಮೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ:\n\n${link}${signature(productName)}`,
  }),
  smsCode: (productName, code) => `${code} ನಿಮ್ಮ ${productName} ಕೋಡ್. ${minutes(SMS_CODE_TTL_SECONDS)} ನಿಮಿಷ ಮಾನ್ಯ. ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.`,
};

const ROLE = { applicant: 'ಅರ್ಜಿದಾರರು', reviewer: 'ಪರಿಶೀಲಕರು', admin: 'ನಿರ್ವಾಹಕರು' } as const;

export const KN_TEAM_EMAILS: TeamEmailTexts = {
  invitation: ({ productName, role, inviter, link }) => ({
    subject: `${productName}: ಪರಿಶೀಲನೆಗಾಗಿ ನಿಮಗೆ ಆಹ್ವಾನ`,
    text:
      `${productName} ಪ್ರೋಗ್ರಾಮ್ ತಂಡಕ್ಕೆ ${ROLE[role]} ಆಗಿ ಸೇರಲು ${inviter} ನಿಮ್ಮನ್ನು ಆಹ್ವಾನಿಸುತ್ತಾರೆ.\n\n` +
      `ಒಪ್ಪಲು ಈ ಲಿಂಕ್ ತೆರೆಯಿರಿ. ಇದು ${INVITATION_TTL_DAYS} ದಿನಗಳೊಳಗೆ ಒಮ್ಮೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ; ಇದೇ ಇಮೇಲ್ ವಿಳಾಸದಿಂದ ಖಾತೆ ತೆರೆಯಿರಿ (ಅಥವಾ ಸೈನ್ ಇನ್ ಮಾಡಿ):\n\n${link}\n\n` +
      `— ${productName}\nನೀವು ಇದನ್ನು ನಿರೀಕ್ಷಿಸಿರದಿದ್ದರೆ, ಈ ಸಂದೇಶವನ್ನು ಕಡೆಗಣಿಸಿ; ಏನೂ ಬದಲಾಗುವುದಿಲ್ಲ.`,
  }),
  roleChanged: ({ productName, role, consoleLink }) => ({
    subject: `${productName}: ನಿಮ್ಮ ಪಾತ್ರ ಬದಲಾಗಿದೆ`,
    text:
      role === 'applicant'
        ? `${productName} ನ ಒಬ್ಬ ನಿರ್ವಾಹಕರು ನಿಮ್ಮನ್ನು ಪ್ರೋಗ್ರಾಮ್ ತಂಡದಿಂದ ತೆಗೆದಿದ್ದಾರೆ: ಇನ್ನು ನಿಮಗೆ ಕನ್ಸೋಲ್ ಇಲ್ಲ. ನಿಮ್ಮ ಸ್ವಂತ ಅರ್ಜಿಗಳು ಹಾಗೆಯೇ ಇರುತ್ತವೆ.\n\n— ${productName}`
        : `${productName} ನ ಒಬ್ಬ ನಿರ್ವಾಹಕರು ನಿಮ್ಮನ್ನು ಪ್ರೋಗ್ರಾಮ್ ತಂಡದ ${ROLE[role]} ಆಗಿ ಮಾಡಿದ್ದಾರೆ. ಸೈನ್ ಇನ್ ಮಾಡಿ ಕನ್ಸೋಲ್ ತೆರೆಯಿರಿ:\n\n${consoleLink}\n\n— ${productName}`,
  }),
  assigned: ({ productName, count, stageName, queueLink }) => ({
    subject: `${productName}: ಪರಿಶೀಲನೆಗೆ ${count} ಅರ್ಜಿಗಳು`,
    text: `“${stageName}” ಘಟ್ಟದ ${count} ಅರ್ಜಿಗಳನ್ನು ಈಗ ನಿಮಗೆ ವಹಿಸಲಾಗಿದೆ. ಮೊದಲು ಯಾವುದೇ ಹಿತಾಸಕ್ತಿ ಸಂಘರ್ಷ ಇದ್ದರೆ ತಿಳಿಸಿ, ನಂತರ ಅಂಕ ಕೊಡಿ. ನಿಮ್ಮ ಪಟ್ಟಿ:\n\n${queueLink}\n\n— ${productName}`,
  }),
};

const rupees = (amount: number): string => `₹${groupIndian(amount)}`;
const sectorText = (sector: string | null): string =>
  !sector ? '—' : SECTORS.some((s) => s.value === sector) ? KN_SECTOR_LABELS[sector as SectorValue] : sector;
const revenueText = (revenue: string | null): string =>
  !revenue ? '—' : REVENUE_RANGES.some((r) => r.value === revenue) ? KN_REVENUE_LABELS[revenue as RevenueRange] : revenue;
const stateText = (state: string | null): string | null =>
  state && (INDIAN_STATES as readonly string[]).includes(state) ? KN_STATE_NAMES[state as IndianState] : state;

export const KN_RECEIPT = (d: ReceiptDetails): EmailContent => ({
  subject: `${d.productName}: ನಿಮ್ಮ ಅರ್ಜಿ ತಲುಪಿದೆ (${d.companyName})`,
  text: [
    `ಪ್ರಿಯ ${d.founderName},`,
    '',
    `${d.productName} ${d.cohortName} ಗೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು. ನಿಮ್ಮ ಅರ್ಜಿ ನಮಗೆ ತಲುಪಿದೆ.`,
    '',
    `ಅರ್ಜಿಯ ಗುರುತಿನ ಸಂಖ್ಯೆ: ${d.applicationId}`,
    `ಸಲ್ಲಿಸಿದ್ದು: ${when(d.submittedAt)}`,
    `ಕಂಪನಿ: ${d.companyName}`,
    `ಸ್ಥಳ: ${[d.city, stateText(d.state)].filter(Boolean).join(', ') || '—'}`,
    `ಕ್ಷೇತ್ರ: ${sectorText(d.sector)}`,
    `ಆದಾಯದ ಶ್ರೇಣಿ: ${revenueText(d.revenue)}`,
    `ಇಲ್ಲಿಯವರೆಗೆ ಸಂಗ್ರಹಿಸಿದ ಒಟ್ಟು ಹಣ: ${rupees(d.totalFundingRupees)}`,
    '',
    'ನಮ್ಮ ತಂಡ ಪರಿಶೀಲಿಸುತ್ತಿರುವವರೆಗೆ ನಿಮ್ಮ ಅರ್ಜಿ ಬದಲಿಸಲು ಆಗದು. ಅದರ ಸ್ಥಿತಿಯನ್ನು ಯಾವಾಗ ಬೇಕಾದರೂ ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಲ್ಲಿ ನೋಡಬಹುದು:',
    `${d.baseUrl}/dashboard`,
    '',
    `— ${d.productName} ತಂಡ`,
  ].join('\n'),
});

export const KN_DECISION = (d: DecisionDetails): EmailContent => {
  const texts = KN_DECISION_TEXTS[d.decision];
  return {
    subject: `${d.productName} ${d.cohortName}: ${texts.title}`,
    text: [
      `ಪ್ರಿಯ ${d.founderName},`,
      '',
      `${texts.title} (${d.companyName}).`,
      '',
      texts.text,
      '',
      `ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಲ್ಲಿ ನೋಡಿ: ${d.baseUrl}/dashboard`,
      '',
      `— ${d.productName} ತಂಡ`,
    ].join('\n'),
  };
};

export const KN_DATA_RIGHTS_EMAILS: DataRightsEmails = {
  EXPORT_READY_SUBJECT: 'ನಿಮ್ಮ ಡೇಟಾ ಡೌನ್‌ಲೋಡ್‌ಗೆ ಸಿದ್ಧವಾಗಿದೆ',
  EXPORT_READY_BODY:
    'ನಮಸ್ಕಾರ {name},\n\nನೀವು ಕೇಳಿದ ನಿಮ್ಮ ಡೇಟಾದ ಪ್ರತಿ ಸಿದ್ಧವಾಗಿದೆ. ಅದನ್ನು ಡೌನ್‌ಲೋಡ್ ಮಾಡಲು ಸೈನ್ ಇನ್ ಮಾಡಿ ಖಾತೆ, ಗೌಪ್ಯತೆ ಮತ್ತು ಭದ್ರತೆ ತೆರೆಯಿರಿ: {link}\n\nಇದನ್ನು 7 ದಿನಗಳವರೆಗೆ ಡೌನ್‌ಲೋಡ್ ಮಾಡಬಹುದು.',
  DELETE_CODE_SUBJECT: 'ನಿಮ್ಮ ಖಾತೆ ಅಳಿಸಲು ಕೋಡ್',
  DELETE_CODE_BODY: 'ನಿಮ್ಮ ಖಾತೆ ಅಳಿಸಲು ಕೋಡ್ {code}. ಇದು 10 ನಿಮಿಷ ಕೆಲಸ ಮಾಡುತ್ತದೆ. ನೀವು ಇದನ್ನು ಕೇಳಿರದಿದ್ದರೆ, ಸೈನ್ ಇನ್ ಮಾಡಿ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ.',
  RETENTION_NOTICE_SUBJECT: 'ನಿಮ್ಮ ಅರ್ಜಿಯ ಡೇಟಾ 48 ಗಂಟೆಗಳಲ್ಲಿ ಅಳಿಸಲಾಗುವುದು',
  RETENTION_NOTICE_BODY:
    'ನಮಸ್ಕಾರ {name},\n\n{cohort} ಮುಚ್ಚಿದೆ ಮತ್ತು ನಿಮ್ಮ ಅರ್ಜಿ ಆಯ್ಕೆಯಾಗಿಲ್ಲ. ನಮ್ಮ ಗೌಪ್ಯತಾ ಸೂಚನೆಯಲ್ಲಿ ಹೇಳಿದಂತೆ, ನಿಮ್ಮ ಅರ್ಜಿ ಮತ್ತು ಅದರ ಫೈಲ್‌ಗಳನ್ನು {date} ರಂದು ಅಳಿಸಲಾಗುವುದು. ಪ್ರತಿ ಬೇಕಿದ್ದರೆ, ಅದಕ್ಕೂ ಮೊದಲು ಸೈನ್ ಇನ್ ಮಾಡಿ "ನನ್ನ ಡೇಟಾ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ" ಬಳಸಿ: {link}',
  CORRECTION_DONE_SUBJECT: 'ನಿಮ್ಮ ಅರ್ಜಿ ಸರಿಪಡಿಸಿದ್ದೇವೆ',
  CORRECTION_DONE_BODY:
    'ನಮಸ್ಕಾರ {name},\n\nನೀವು ಕೇಳಿದಂತೆ, ಪ್ರೋಗ್ರಾಮ್ ತಂಡ ನೀವು ಸಲ್ಲಿಸಿದ ಅರ್ಜಿಯನ್ನು ಸರಿಪಡಿಸಿದೆ:\n\n{changes}\n\nಇದನ್ನು ನಿಮ್ಮ ಅರ್ಜಿಯಲ್ಲಿ ಮತ್ತು ಖಾತೆ, ಗೌಪ್ಯತೆ ಮತ್ತು ಭದ್ರತೆಯಲ್ಲಿ ನೋಡಬಹುದು: {link}',
};

/** What the correction email says for a changed answer: field names, yes/no and a blank answer. */
export const KN_FIELD_WORDS = { yes: 'ಹೌದು', no: 'ಇಲ್ಲ' } as const;
export const KN_CORRECTION_LABELS: Record<FieldKey, string> = KN_FIELD_LABELS;
export const KN_BLANK = '(ಖಾಲಿ)';

export const missingStepsKn = (missing: ReminderEmailInput['missing']): string =>
  missing.length === 0
    ? 'ಎಲ್ಲಾ ಹಂತಗಳು ತುಂಬಿವೆ: ಪರಿಶೀಲಿಸಿ ಸಲ್ಲಿಸುವುದು ಮಾತ್ರ ಉಳಿದಿದೆ'
    : `${missing.map((id) => KN_STEP_LABELS[id]).join(', ')}: ಇನ್ನೂ ಪೂರ್ಣವಾಗಿಲ್ಲ`;

export const KN_REMINDER_EMAIL = (input: ReminderEmailInput): ReminderEmail => ({
  subject: `${input.cohortName} ${when(input.closesAt)} ರಂದು ಮುಚ್ಚುತ್ತದೆ: ನಿಮ್ಮ ಅರ್ಜಿ ಪೂರ್ಣಗೊಳಿಸಿ`,
  text:
    `${input.cohortName} ಗೆ ನಿಮ್ಮ ಅರ್ಜಿ ಇನ್ನೂ ಸಲ್ಲಿಕೆಯಾಗಿಲ್ಲ. ${missingStepsKn(input.missing)}.\n\n` +
    `ಅರ್ಜಿಗಳು ${when(input.closesAt)} ರಂದು ಮುಚ್ಚುತ್ತವೆ. ಉಳಿದ ಕಡೆಯಿಂದ ಮುಂದುವರಿಸಿ:\n\n${input.stepLink}\n\n` +
    `— ${input.productName}\n\nಈ ಜ್ಞಾಪನೆಗಳು ಬೇಡವೇ? ಒಂದೇ ಸ್ಪರ್ಶದಲ್ಲಿ ನಿಲ್ಲಿಸಿ (ಸೈನ್ ಇನ್ ಬೇಕಿಲ್ಲ):\n${input.stopLink}`,
});
