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
import { TE_FIELD_LABELS } from './field-labels.ts';
import { TE_REVENUE_LABELS, TE_SECTOR_LABELS, TE_STATE_NAMES } from './options.ts';
import { TE_DECISION_TEXTS } from './review.ts';
import { TE_STEP_LABELS } from './steps.ts';

/**
 * Every email and SMS a founder (or a team member) gets, in Telugu: the shared tables (account-emails.ts,
 * team-emails.ts, email-templates.ts, data-rights-emails.ts, reminder-emails.ts) each take their `te` line from here.
 */
const minutes = (seconds: number): number => Math.round(seconds / 60);
const hours = (seconds: number): number => Math.round(seconds / 3600);
const when = (value: string): string => istDateTime(value, 'te');

const signature = (productName: string) => `\n\n— ${productName}\nమీరు దీన్ని అడగకపోతే, ఈ సందేశాన్ని పట్టించుకోకండి; ఏమీ మారదు.`;
const PURPOSE: Record<CodePurpose, string> = {
  'sign-in': 'సైన్ ఇన్ చేయడానికి',
  'email-verification': 'మీ ఈమెయిల్ చిరునామా ధృవీకరించడానికి',
  'forget-password': 'మీ పాస్‌వర్డ్ మార్చడానికి',
  'change-email': 'మీ కొత్త ఈమెయిల్ చిరునామా నిర్ధారించడానికి',
};

export const TE_ACCOUNT_TEXTS: AccountTexts = {
  verifyEmail: (productName, link) => ({
    subject: `${productName}: మీ ఈమెయిల్ ధృవీకరించండి`,
    text: `కింది లింక్ తెరిచి ఈ ఈమెయిల్ చిరునామాను నిర్ధారించండి (ఇది ${hours(VERIFY_EMAIL_TTL_SECONDS)} గంటలు పనిచేస్తుంది):\n\n${link}${signature(productName)}`,
  }),
  resetPassword: (productName, link) => ({
    subject: `మీ ${productName} పాస్‌వర్డ్ మార్చండి`,
    text: `ఈ ఖాతా పాస్‌వర్డ్ మార్చమని ఎవరో అడిగారు. కొత్త పాస్‌వర్డ్ ఎంచుకోవడానికి కింది లింక్ తెరవండి. ఇది ${minutes(RESET_LINK_TTL_SECONDS)} నిమిషాల్లోపు ఒక్కసారి మాత్రమే పనిచేస్తుంది:\n\n${link}${signature(productName)}`,
  }),
  emailCode: (productName, code, purpose) => ({
    subject: `మీ ${productName} కోడ్: ${code}`,
    text: `${PURPOSE[purpose]} మీ కోడ్: ${code}\n\nఇది ${minutes(EMAIL_CODE_TTL_SECONDS)} నిమిషాల్లోపు ఒక్కసారి మాత్రమే పనిచేస్తుంది.${signature(productName)}`,
  }),
  magicLink: (productName, link) => ({
    subject: `మీ ${productName} సైన్ ఇన్ లింక్`,
    text: `సైన్ ఇన్ చేయడానికి ఈ లింక్ తెరవండి. ఇది ${minutes(MAGIC_LINK_TTL_SECONDS)} నిమిషాల్లోపు ఒక్కసారి మాత్రమే పనిచేస్తుంది:\n\n${link}${signature(productName)}`,
  }),
  smsCode: (productName, code) => `${code} మీ ${productName} కోడ్. ${minutes(SMS_CODE_TTL_SECONDS)} నిమిషాలు పనిచేస్తుంది. ఎవరికీ చెప్పకండి.`,
};

const ROLE = { applicant: 'దరఖాస్తుదారు', reviewer: 'సమీక్షకులు', admin: 'నిర్వాహకులు' } as const;

export const TE_TEAM_EMAILS: TeamEmailTexts = {
  invitation: ({ productName, role, inviter, link }) => ({
    subject: `${productName}: సమీక్ష కోసం మీకు ఆహ్వానం`,
    text:
      `${productName} ప్రోగ్రామ్ బృందంలో ${ROLE[role]} గా చేరమని ${inviter} మిమ్మల్ని ఆహ్వానిస్తున్నారు.\n\n` +
      `అంగీకరించడానికి ఈ లింక్ తెరవండి. ఇది ${INVITATION_TTL_DAYS} రోజుల్లోపు ఒక్కసారి మాత్రమే పనిచేస్తుంది; ఇదే ఈమెయిల్ చిరునామాతో ఖాతా తెరవండి (లేదా సైన్ ఇన్ చేయండి):\n\n${link}\n\n` +
      `— ${productName}\nమీరు దీన్ని ఊహించకపోతే, ఈ సందేశాన్ని పట్టించుకోకండి; ఏమీ మారదు.`,
  }),
  roleChanged: ({ productName, role, consoleLink }) => ({
    subject: `${productName}: మీ పాత్ర మారింది`,
    text:
      role === 'applicant'
        ? `${productName} నిర్వాహకులు ఒకరు మిమ్మల్ని ప్రోగ్రామ్ బృందం నుంచి తీసివేశారు: ఇక మీకు కన్సోల్ లేదు. మీ సొంత దరఖాస్తులు అలాగే ఉంటాయి.\n\n— ${productName}`
        : `${productName} నిర్వాహకులు ఒకరు మిమ్మల్ని ప్రోగ్రామ్ బృందంలో ${ROLE[role]} గా చేశారు. సైన్ ఇన్ చేసి కన్సోల్ తెరవండి:\n\n${consoleLink}\n\n— ${productName}`,
  }),
  assigned: ({ productName, count, stageName, queueLink }) => ({
    subject: `${productName}: సమీక్షకు ${count} దరఖాస్తులు`,
    text: `“${stageName}” స్థాయిలోని ${count} దరఖాస్తులు ఇప్పుడు మీకు అప్పగించబడ్డాయి. ముందు ఏదైనా ప్రయోజనాల సంఘర్షణ ఉంటే తెలపండి, తర్వాత మార్కులు ఇవ్వండి. మీ జాబితా:\n\n${queueLink}\n\n— ${productName}`,
  }),
};

const rupees = (amount: number): string => `₹${groupIndian(amount)}`;
const sectorText = (sector: string | null): string =>
  !sector ? '—' : SECTORS.some((s) => s.value === sector) ? TE_SECTOR_LABELS[sector as SectorValue] : sector;
const revenueText = (revenue: string | null): string =>
  !revenue ? '—' : REVENUE_RANGES.some((r) => r.value === revenue) ? TE_REVENUE_LABELS[revenue as RevenueRange] : revenue;
const stateText = (state: string | null): string | null =>
  state && (INDIAN_STATES as readonly string[]).includes(state) ? TE_STATE_NAMES[state as IndianState] : state;

export const TE_RECEIPT = (d: ReceiptDetails): EmailContent => ({
  subject: `${d.productName}: మీ దరఖాస్తు అందింది (${d.companyName})`,
  text: [
    `ప్రియమైన ${d.founderName},`,
    '',
    `${d.productName} ${d.cohortName} కు దరఖాస్తు చేసినందుకు ధన్యవాదాలు. మీ దరఖాస్తు మాకు అందింది.`,
    '',
    `దరఖాస్తు గుర్తింపు సంఖ్య: ${d.applicationId}`,
    `సమర్పించింది: ${when(d.submittedAt)}`,
    `కంపెనీ: ${d.companyName}`,
    `స్థలం: ${[d.city, stateText(d.state)].filter(Boolean).join(', ') || '—'}`,
    `రంగం: ${sectorText(d.sector)}`,
    `ఆదాయ పరిధి: ${revenueText(d.revenue)}`,
    `ఇప్పటివరకు సేకరించిన మొత్తం నిధులు: ${rupees(d.totalFundingRupees)}`,
    '',
    'మా బృందం పరిశీలిస్తున్నంత కాలం మీ దరఖాస్తు మార్చలేరు. దాని స్థితి ఎప్పుడైనా మీ డాష్‌బోర్డ్‌లో చూడవచ్చు:',
    `${d.baseUrl}/dashboard`,
    '',
    `— ${d.productName} బృందం`,
  ].join('\n'),
});

export const TE_DECISION = (d: DecisionDetails): EmailContent => {
  const texts = TE_DECISION_TEXTS[d.decision];
  return {
    subject: `${d.productName} ${d.cohortName}: ${texts.title}`,
    text: [
      `ప్రియమైన ${d.founderName},`,
      '',
      `${texts.title} (${d.companyName}).`,
      '',
      texts.text,
      '',
      `మీ డాష్‌బోర్డ్‌లో చూడండి: ${d.baseUrl}/dashboard`,
      '',
      `— ${d.productName} బృందం`,
    ].join('\n'),
  };
};

export const TE_DATA_RIGHTS_EMAILS: DataRightsEmails = {
  EXPORT_READY_SUBJECT: 'మీ డేటా డౌన్‌లోడ్‌కు సిద్ధంగా ఉంది',
  EXPORT_READY_BODY:
    'నమస్తే {name},\n\nమీరు అడిగిన మీ డేటా కాపీ సిద్ధంగా ఉంది. దాన్ని డౌన్‌లోడ్ చేయడానికి సైన్ ఇన్ చేసి ఖాతా, గోప్యత మరియు భద్రత తెరవండి: {link}\n\nదీన్ని 7 రోజుల వరకు డౌన్‌లోడ్ చేయవచ్చు.',
  DELETE_CODE_SUBJECT: 'మీ ఖాతా తొలగించడానికి కోడ్',
  DELETE_CODE_BODY: 'మీ ఖాతా తొలగించడానికి కోడ్ {code}. ఇది 10 నిమిషాలు పనిచేస్తుంది. మీరు దీన్ని అడగకపోతే, సైన్ ఇన్ చేసి మీ పాస్‌వర్డ్ మార్చండి.',
  RETENTION_NOTICE_SUBJECT: 'మీ దరఖాస్తు డేటా 48 గంటల్లో తొలగించబడుతుంది',
  RETENTION_NOTICE_BODY:
    'నమస్తే {name},\n\n{cohort} ముగిసింది, మీ దరఖాస్తు ఎంపిక కాలేదు. మా గోప్యతా ప్రకటనలో చెప్పినట్టు, మీ దరఖాస్తు, దాని ఫైళ్లు {date} న తొలగించబడతాయి. కాపీ కావాలంటే, దానికి ముందు సైన్ ఇన్ చేసి "నా డేటా డౌన్‌లోడ్ చేయండి" వాడండి: {link}',
  CORRECTION_DONE_SUBJECT: 'మీ దరఖాస్తు సరిచేశాము',
  CORRECTION_DONE_BODY:
    'నమస్తే {name},\n\nమీరు అడిగినట్టు, ప్రోగ్రామ్ బృందం మీరు సమర్పించిన దరఖాస్తును సరిచేసింది:\n\n{changes}\n\nదీన్ని మీ దరఖాస్తులో, ఖాతా, గోప్యత మరియు భద్రతలో చూడవచ్చు: {link}',
};

/** What the correction email says for a changed answer: field names, yes/no and a blank answer. */
export const TE_FIELD_WORDS = { yes: 'అవును', no: 'కాదు' } as const;
export const TE_CORRECTION_LABELS: Record<FieldKey, string> = TE_FIELD_LABELS;
export const TE_BLANK = '(ఖాళీ)';

export const missingStepsTe = (missing: ReminderEmailInput['missing']): string =>
  missing.length === 0
    ? 'అన్ని దశలు నింపబడ్డాయి: సరిచూసి సమర్పించడం మాత్రమే మిగిలింది'
    : `${missing.map((id) => TE_STEP_LABELS[id]).join(', ')}: ఇంకా పూర్తి కాలేదు`;

export const TE_REMINDER_EMAIL = (input: ReminderEmailInput): ReminderEmail => ({
  subject: `${input.cohortName} ${when(input.closesAt)} న ముగుస్తుంది: మీ దరఖాస్తు పూర్తి చేయండి`,
  text:
    `${input.cohortName} కు మీ దరఖాస్తు ఇంకా సమర్పించలేదు. ${missingStepsTe(input.missing)}.\n\n` +
    `దరఖాస్తులు ${when(input.closesAt)} న ముగుస్తాయి. మిగిలిన చోటు నుంచి కొనసాగించండి:\n\n${input.stepLink}\n\n` +
    `— ${input.productName}\n\nఈ రిమైండర్‌లు వద్దా? ఒక్క తాకుతో ఆపండి (సైన్ ఇన్ అవసరం లేదు):\n${input.stopLink}`,
});
