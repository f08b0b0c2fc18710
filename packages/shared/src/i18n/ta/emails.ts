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
import { TA_FIELD_LABELS } from './field-labels.ts';
import { TA_REVENUE_LABELS, TA_SECTOR_LABELS, TA_STATE_NAMES } from './options.ts';
import { TA_DECISION_TEXTS } from './review.ts';
import { TA_STEP_LABELS } from './steps.ts';

/**
 * Every email and SMS a founder (or a team member) gets, in Tamil: the shared tables (account-emails.ts,
 * team-emails.ts, email-templates.ts, data-rights-emails.ts, reminder-emails.ts) each take their `ta` line from here.
 */
const minutes = (seconds: number): number => Math.round(seconds / 60);
const hours = (seconds: number): number => Math.round(seconds / 3600);
const when = (value: string): string => istDateTime(value, 'ta');

const signature = (productName: string) =>
  `\n\n— ${productName}\nஇதை நீங்கள் கேட்கவில்லை என்றால், இந்தச் செய்தியைப் புறக்கணிக்கலாம்; எதுவும் மாறாது.`;
const PURPOSE: Record<CodePurpose, string> = {
  'sign-in': 'உள்நுழைய',
  'email-verification': 'உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்த',
  'forget-password': 'உங்கள் கடவுச்சொல்லை மாற்ற',
  'change-email': 'உங்கள் புதிய மின்னஞ்சல் முகவரியை உறுதிப்படுத்த',
};

export const TA_ACCOUNT_TEXTS: AccountTexts = {
  verifyEmail: (productName, link) => ({
    subject: `${productName}: உங்கள் மின்னஞ்சலை உறுதிப்படுத்துங்கள்`,
    text: `கீழே உள்ள இணைப்பைத் திறந்து இந்த மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள் (இது ${hours(VERIFY_EMAIL_TTL_SECONDS)} மணி நேரம் வேலை செய்யும்):\n\n${link}${signature(productName)}`,
  }),
  resetPassword: (productName, link) => ({
    subject: `உங்கள் ${productName} கடவுச்சொல்லை மாற்றுங்கள்`,
    text: `இந்தக் கணக்கின் கடவுச்சொல்லை மாற்ற ஒருவர் கேட்டுள்ளார். புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கக் கீழே உள்ள இணைப்பைத் திறங்கள். இது ${minutes(RESET_LINK_TTL_SECONDS)} நிமிடங்களுக்குள் ஒருமுறை மட்டும் வேலை செய்யும்:\n\n${link}${signature(productName)}`,
  }),
  emailCode: (productName, code, purpose) => ({
    subject: `உங்கள் ${productName} குறியீடு: ${code}`,
    text: `${PURPOSE[purpose]} உங்கள் குறியீடு: ${code}\n\nஇது ${minutes(EMAIL_CODE_TTL_SECONDS)} நிமிடங்களுக்குள் ஒருமுறை மட்டும் வேலை செய்யும்.${signature(productName)}`,
  }),
  magicLink: (productName, link) => ({
    subject: `உங்கள் ${productName} உள்நுழைவு இணைப்பு`,
    text: `உள்நுழைய இந்த இணைப்பைத் திறங்கள். இது ${minutes(MAGIC_LINK_TTL_SECONDS)} நிமிடங்களுக்குள் ஒருமுறை மட்டும் வேலை செய்யும்:\n\n${link}${signature(productName)}`,
  }),
  smsCode: (productName, code) =>
    `${code} உங்கள் ${productName} குறியீடு. ${minutes(SMS_CODE_TTL_SECONDS)} நிமிடம் செல்லும். பகிர வேண்டாம்.`,
};

const ROLE = { applicant: 'விண்ணப்பதாரர்', reviewer: 'மதிப்பாய்வாளர்', admin: 'நிர்வாகி' } as const;

export const TA_TEAM_EMAILS: TeamEmailTexts = {
  invitation: ({ productName, role, inviter, link }) => ({
    subject: `${productName}: மதிப்பாய்வு செய்ய உங்களுக்கு அழைப்பு`,
    text:
      `${productName} திட்டக் குழுவில் ${ROLE[role]} ஆகச் சேர ${inviter} உங்களை அழைக்கிறார்.\n\n` +
      `ஏற்க இந்த இணைப்பைத் திறங்கள். இது ${INVITATION_TTL_DAYS} நாட்களுக்குள் ஒருமுறை மட்டும் வேலை செய்யும்; இதே மின்னஞ்சல் முகவரியுடன் பதிவுசெய்யுங்கள் (அல்லது உள்நுழையுங்கள்):\n\n${link}\n\n` +
      `— ${productName}\nஇதை நீங்கள் எதிர்பார்க்கவில்லை என்றால், இந்தச் செய்தியைப் புறக்கணியுங்கள்; எதுவும் மாறாது.`,
  }),
  roleChanged: ({ productName, role, consoleLink }) => ({
    subject: `${productName}: உங்கள் பங்கு மாறியுள்ளது`,
    text:
      role === 'applicant'
        ? `${productName} நிர்வாகி ஒருவர் உங்களைத் திட்டக் குழுவிலிருந்து நீக்கியுள்ளார்: இனி உங்களுக்குக் கன்சோல் இல்லை. உங்கள் சொந்த விண்ணப்பங்கள் அப்படியே இருக்கும்.\n\n— ${productName}`
        : `${productName} நிர்வாகி ஒருவர் உங்களைத் திட்டக் குழுவின் ${ROLE[role]} ஆக்கியுள்ளார். உள்நுழைந்து கன்சோலைத் திறங்கள்:\n\n${consoleLink}\n\n— ${productName}`,
  }),
  assigned: ({ productName, count, stageName, queueLink }) => ({
    subject: `${productName}: மதிப்பாய்வு செய்ய ${count} விண்ணப்பங்கள்`,
    text: `“${stageName}” கட்டத்தின் ${count} விண்ணப்பங்கள் இப்போது உங்களுக்கு ஒதுக்கப்பட்டுள்ளன. முதலில் ஏதேனும் நலன் முரண்பாடு இருந்தால் தெரிவியுங்கள், பின் மதிப்பெண் கொடுங்கள். உங்கள் பட்டியல்:\n\n${queueLink}\n\n— ${productName}`,
  }),
};

const rupees = (amount: number): string => `₹${groupIndian(amount)}`;
const sectorText = (sector: string | null): string =>
  !sector ? '—' : SECTORS.some((s) => s.value === sector) ? TA_SECTOR_LABELS[sector as SectorValue] : sector;
const revenueText = (revenue: string | null): string =>
  !revenue ? '—' : REVENUE_RANGES.some((r) => r.value === revenue) ? TA_REVENUE_LABELS[revenue as RevenueRange] : revenue;
const stateText = (state: string | null): string | null =>
  state && (INDIAN_STATES as readonly string[]).includes(state) ? TA_STATE_NAMES[state as IndianState] : state;

export const TA_RECEIPT = (d: ReceiptDetails): EmailContent => ({
  subject: `${d.productName}: உங்கள் விண்ணப்பம் கிடைத்தது (${d.companyName})`,
  text: [
    `அன்புள்ள ${d.founderName},`,
    '',
    `${d.productName} ${d.cohortName} சுற்றுக்கு விண்ணப்பித்ததற்கு நன்றி. உங்கள் விண்ணப்பம் எங்களுக்குக் கிடைத்தது.`,
    '',
    `விண்ணப்ப அடையாள எண்: ${d.applicationId}`,
    `சமர்ப்பித்தது: ${when(d.submittedAt)}`,
    `நிறுவனம்: ${d.companyName}`,
    `இடம்: ${[d.city, stateText(d.state)].filter(Boolean).join(', ') || '—'}`,
    `துறை: ${sectorText(d.sector)}`,
    `வருமான வரம்பு: ${revenueText(d.revenue)}`,
    `இதுவரை திரட்டிய மொத்த நிதி: ${rupees(d.totalFundingRupees)}`,
    '',
    'எங்கள் குழு மதிப்பாய்வு செய்யும் வரை உங்கள் விண்ணப்பத்தை மாற்ற முடியாது. அதன் நிலையை எப்போது வேண்டுமானாலும் உங்கள் டாஷ்போர்டில் பார்க்கலாம்:',
    `${d.baseUrl}/dashboard`,
    '',
    `— ${d.productName} குழு`,
  ].join('\n'),
});

export const TA_DECISION = (d: DecisionDetails): EmailContent => {
  const texts = TA_DECISION_TEXTS[d.decision];
  return {
    subject: `${d.productName} ${d.cohortName}: ${texts.title}`,
    text: [
      `அன்புள்ள ${d.founderName},`,
      '',
      `${texts.title} (${d.companyName}).`,
      '',
      texts.text,
      '',
      `உங்கள் டாஷ்போர்டில் பாருங்கள்: ${d.baseUrl}/dashboard`,
      '',
      `— ${d.productName} குழு`,
    ].join('\n'),
  };
};

export const TA_DATA_RIGHTS_EMAILS: DataRightsEmails = {
  EXPORT_READY_SUBJECT: 'உங்கள் தரவு பதிவிறக்கத் தயார்',
  EXPORT_READY_BODY:
    'வணக்கம் {name},\n\nநீங்கள் கேட்ட உங்கள் தரவின் நகல் தயாராக உள்ளது. அதைப் பதிவிறக்க உள்நுழைந்து கணக்கு, தனியுரிமை மற்றும் பாதுகாப்பு பகுதியைத் திறங்கள்: {link}\n\nஇதை 7 நாட்கள் வரை பதிவிறக்கலாம்.',
  DELETE_CODE_SUBJECT: 'உங்கள் கணக்கை நீக்குவதற்கான குறியீடு',
  DELETE_CODE_BODY:
    'உங்கள் கணக்கை நீக்குவதற்கான குறியீடு {code}. இது 10 நிமிடங்கள் வேலை செய்யும். இதை நீங்கள் கேட்கவில்லை என்றால், உள்நுழைந்து உங்கள் கடவுச்சொல்லை மாற்றுங்கள்.',
  RETENTION_NOTICE_SUBJECT: 'உங்கள் விண்ணப்பத் தரவு 48 மணி நேரத்தில் அழிக்கப்படும்',
  RETENTION_NOTICE_BODY:
    'வணக்கம் {name},\n\n{cohort} சுற்று மூடப்பட்டது, உங்கள் விண்ணப்பம் ஏற்கப்படவில்லை. எங்கள் தனியுரிமை அறிவிப்பில் சொன்னபடி, உங்கள் விண்ணப்பமும் அதன் கோப்புகளும் {date} அன்று அழிக்கப்படும். நகல் வேண்டுமென்றால், அதற்கு முன் உள்நுழைந்து "என் தரவைப் பதிவிறக்கு" பயன்படுத்துங்கள்: {link}',
  CORRECTION_DONE_SUBJECT: 'உங்கள் விண்ணப்பத்தைத் திருத்தினோம்',
  CORRECTION_DONE_BODY:
    'வணக்கம் {name},\n\nநீங்கள் கேட்டபடி, திட்டக் குழு நீங்கள் சமர்ப்பித்த விண்ணப்பத்தைத் திருத்தியுள்ளது:\n\n{changes}\n\nஇதை உங்கள் விண்ணப்பத்திலும் கணக்கு, தனியுரிமை மற்றும் பாதுகாப்பு பகுதியிலும் பார்க்கலாம்: {link}',
};

/** What the correction email says for a changed answer: field names, yes/no and a blank answer. */
export const TA_FIELD_WORDS = { yes: 'ஆம்', no: 'இல்லை' } as const;
export const TA_CORRECTION_LABELS: Record<FieldKey, string> = TA_FIELD_LABELS;
export const TA_BLANK = '(காலி)';

export const missingStepsTa = (missing: ReminderEmailInput['missing']): string =>
  missing.length === 0
    ? 'எல்லாப் படிகளும் நிரப்பப்பட்டுள்ளன: சரிபார்த்துச் சமர்ப்பிப்பது மட்டுமே மீதம்'
    : `${missing.map((id) => TA_STEP_LABELS[id]).join(', ')}: இன்னும் முடியவில்லை`;

export const TA_REMINDER_EMAIL = (input: ReminderEmailInput): ReminderEmail => ({
  subject: `${input.cohortName} ${when(input.closesAt)} அன்று மூடப்படும்: உங்கள் விண்ணப்பத்தை முடியுங்கள்`,
  text:
    `${input.cohortName} சுற்றுக்கான உங்கள் விண்ணப்பம் இன்னும் சமர்ப்பிக்கப்படவில்லை. ${missingStepsTa(input.missing)}.\n\n` +
    `விண்ணப்பங்கள் ${when(input.closesAt)} அன்று மூடப்படும். மீதமுள்ள இடத்திலிருந்து தொடருங்கள்:\n\n${input.stepLink}\n\n` +
    `— ${input.productName}\n\nஇந்த நினைவூட்டல்கள் வேண்டாமா? ஒரே தொடுதலில் நிறுத்துங்கள் (உள்நுழைய வேண்டியதில்லை):\n${input.stopLink}`,
});
