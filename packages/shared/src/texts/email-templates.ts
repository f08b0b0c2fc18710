import {
  INDIAN_STATES,
  REVENUE_RANGES,
  SECTORS,
  revenueLabel,
  sectorLabel,
  type IndianState,
  type RevenueRange,
  type SectorValue,
} from '../application/options.ts';
import { HI_REVENUE_LABELS, HI_SECTOR_LABELS, HI_STATE_NAMES } from '../i18n/hi/options.ts';
import { DECISION_TEXTS, type Decision } from '../review/review.ts';
import { istDateTime } from '../format/ist-time.ts';
import { groupIndian } from '../format/rupees.ts';
import type { Locale } from '../locales.ts';
import { mrDecisionEmail, mrReceiptEmail } from '../i18n/mr/application-emails.ts';
import { guDecisionEmail, guReceiptEmail } from '../i18n/gu/application-emails.ts';
import { TA_DECISION, TA_RECEIPT } from '../i18n/ta/emails.ts';
import { KN_DECISION, KN_RECEIPT } from '../i18n/kn/emails.ts';
import { TE_DECISION, TE_RECEIPT } from '../i18n/te/emails.ts';
import { bnDecision, bnReceipt } from '../i18n/bn/emails.ts';
import { urDecision, urReceipt } from '../i18n/ur/emails.ts';

/**
 * Emails the portal sends, as plain text: what the applicant reads in any mail client. The server
 * fills them in the founder's language and hands them to the mailer (SMTP or DATA_DIR/outbox/).
 */
export interface EmailContent {
  subject: string;
  text: string;
}

export interface ReceiptDetails {
  productName: string;
  cohortName: string;
  baseUrl: string;
  applicationId: string;
  founderName: string;
  companyName: string;
  city: string | null;
  state: string | null;
  sector: string | null;
  revenue: string | null;
  totalFundingRupees: number;
  submittedAt: string;
}

const rupees = (amount: number): string => `₹${groupIndian(amount)}`;
const sectorText = (sector: string | null): string => (sector ? sectorLabel(sector) : '—');

/** Option and state names in Hindi, the ones the pages show (the founder's own "other" sector stays in their words). */
const sectorTextHi = (sector: string | null): string =>
  !sector ? '—' : SECTORS.some((s) => s.value === sector) ? HI_SECTOR_LABELS[sector as SectorValue] : sector;
const revenueTextHi = (revenue: string | null): string =>
  !revenue ? '—' : REVENUE_RANGES.some((r) => r.value === revenue) ? HI_REVENUE_LABELS[revenue as RevenueRange] : revenue;
const stateTextHi = (state: string | null): string | null =>
  state && (INDIAN_STATES as readonly string[]).includes(state) ? HI_STATE_NAMES[state as IndianState] : state;

/** The decision card's words in Hindi (the English ones are DECISION_TEXTS, the dashboard's). */
export const DECISION_TEXTS_HI: Record<Decision, { title: string; text: string }> = {
  accepted: {
    title: 'बधाई हो: आपका आवेदन स्वीकार हो गया है',
    text: 'कोहोर्ट में आपका स्वागत करते हुए हमें बहुत ख़ुशी है। हमारी टीम आपको आगे के कदमों के बारे में लिखेगी।',
  },
  rejected: {
    title: 'आपका आवेदन नहीं चुना गया',
    text: 'आवेदन करने के लिए धन्यवाद। इस कोहोर्ट में हम आपको जगह नहीं दे पाए, और हमें उम्मीद है कि आप फिर से आवेदन करेंगे।',
  },
  waitlisted: {
    title: 'आपका आवेदन प्रतीक्षा सूची में है',
    text: 'आपके आवेदन ने हमें प्रभावित किया है और यह हमारी प्रतीक्षा सूची में है। जगह खाली होते ही हम आपको लिखेंगे।',
  },
};

const RECEIPT: Record<Locale, (d: ReceiptDetails) => EmailContent> = {
  en: (d) => ({
    subject: `${d.productName}: we received your application (${d.companyName})`,
    text: [
      `Dear ${d.founderName},`,
      '',
      `Thank you for applying to the ${d.productName} ${d.cohortName}. We have received your application.`,
      '',
      `Application ID: ${d.applicationId}`,
      `Submitted: ${istDateTime(d.submittedAt)}`,
      `Company: ${d.companyName}`,
      `Location: ${[d.city, d.state].filter(Boolean).join(', ') || '—'}`,
      `Sector: ${sectorText(d.sector)}`,
      `Revenue range: ${d.revenue ? revenueLabel(d.revenue) : '—'}`,
      `Total funding raised: ${rupees(d.totalFundingRupees)}`,
      '',
      'Your application is now locked while our team reviews it. You can see its status at any time on your dashboard:',
      `${d.baseUrl}/dashboard`,
      '',
      `— The ${d.productName} team`,
    ].join('\n'),
  }),
  hi: (d) => ({
    subject: `${d.productName}: हमें आपका आवेदन मिल गया है (${d.companyName})`,
    text: [
      `प्रिय ${d.founderName},`,
      '',
      `${d.productName} ${d.cohortName} के लिए आवेदन करने के लिए धन्यवाद। हमें आपका आवेदन मिल गया है।`,
      '',
      `आवेदन ID: ${d.applicationId}`,
      `जमा किया गया: ${istDateTime(d.submittedAt, 'hi')}`,
      `कंपनी: ${d.companyName}`,
      `स्थान: ${[d.city, stateTextHi(d.state)].filter(Boolean).join(', ') || '—'}`,
      `क्षेत्र: ${sectorTextHi(d.sector)}`,
      `राजस्व सीमा: ${revenueTextHi(d.revenue)}`,
      `अब तक जुटाई गई कुल फ़ंडिंग: ${rupees(d.totalFundingRupees)}`,
      '',
      'जब तक हमारी टीम आपके आवेदन की समीक्षा कर रही है, इसमें बदलाव नहीं हो सकता। आप इसकी स्थिति कभी भी अपने डैशबोर्ड पर देख सकते हैं:',
      `${d.baseUrl}/dashboard`,
      '',
      `— ${d.productName} टीम`,
    ].join('\n'),
  }),
  mr: mrReceiptEmail,
  gu: guReceiptEmail,
  ta: TA_RECEIPT,
  kn: KN_RECEIPT,
  te: TE_RECEIPT,
  bn: bnReceipt,
  ur: urReceipt,
};

/** The receipt sent when an application is submitted: its id and a summary of what was sent. */
export const receiptEmail = (d: ReceiptDetails, locale: Locale = 'en'): EmailContent => RECEIPT[locale](d);

export interface DecisionDetails {
  productName: string;
  cohortName: string;
  baseUrl: string;
  founderName: string;
  companyName: string;
  decision: Decision;
}

const DECISION: Record<Locale, (d: DecisionDetails) => EmailContent> = {
  en: (d) => {
    const texts = DECISION_TEXTS[d.decision];
    return {
      subject: `${d.productName} ${d.cohortName}: ${texts.title}`,
      text: [
        `Dear ${d.founderName},`,
        '',
        `${texts.title} (${d.companyName}).`,
        '',
        texts.text,
        '',
        `See it on your dashboard: ${d.baseUrl}/dashboard`,
        '',
        `— The ${d.productName} team`,
      ].join('\n'),
    };
  },
  hi: (d) => {
    const texts = DECISION_TEXTS_HI[d.decision];
    return {
      subject: `${d.productName} ${d.cohortName}: ${texts.title}`,
      text: [
        `प्रिय ${d.founderName},`,
        '',
        `${texts.title} (${d.companyName})।`,
        '',
        texts.text,
        '',
        `इसे अपने डैशबोर्ड पर देखें: ${d.baseUrl}/dashboard`,
        '',
        `— ${d.productName} टीम`,
      ].join('\n'),
    };
  },
  mr: mrDecisionEmail,
  gu: guDecisionEmail,
  ta: TA_DECISION,
  kn: KN_DECISION,
  te: TE_DECISION,
  bn: bnDecision,
  ur: urDecision,
};

/** The message sent when the team publishes a decision; the wording matches the dashboard's card. */
export const decisionEmail = (d: DecisionDetails, locale: Locale = 'en'): EmailContent => DECISION[locale](d);
