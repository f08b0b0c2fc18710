import {
  INDIAN_STATES,
  REVENUE_RANGES,
  SECTORS,
  type IndianState,
  type RevenueRange,
  type SectorValue,
} from '../../application/options.ts';
import { istDateTime } from '../../format/ist-time.ts';
import { groupIndian } from '../../format/rupees.ts';
import type { Decision } from '../../review/review.ts';
import type { DecisionDetails, EmailContent, ReceiptDetails } from '../../texts/email-templates.ts';
import { MR_REVENUE_LABELS, MR_SECTOR_LABELS, MR_STATE_NAMES } from './options.ts';
import { marathiDate } from './patterns.ts';

/** The receipt and the decision emails in Marathi (texts/email-templates.ts). */
const sectorText = (sector: string | null): string =>
  !sector ? '—' : SECTORS.some((s) => s.value === sector) ? MR_SECTOR_LABELS[sector as SectorValue] : sector;
const revenueText = (revenue: string | null): string =>
  !revenue ? '—' : REVENUE_RANGES.some((r) => r.value === revenue) ? MR_REVENUE_LABELS[revenue as RevenueRange] : revenue;
const stateText = (state: string | null): string | null =>
  state && (INDIAN_STATES as readonly string[]).includes(state) ? MR_STATE_NAMES[state as IndianState] : state;

export const MR_DECISION_EMAIL_TEXTS: Record<Decision, { title: string; text: string }> = {
  accepted: {
    title: 'अभिनंदन: तुमचा अर्ज स्वीकारला आहे',
    text: 'समूहात तुमचे स्वागत करताना आम्हाला खूप आनंद होत आहे. पुढील पावलांबद्दल आमची टीम तुम्हाला कळवेल.',
  },
  rejected: {
    title: 'तुमच्या अर्जाची निवड झाली नाही',
    text: 'अर्ज केल्याबद्दल धन्यवाद. या समूहात आम्ही तुम्हाला जागा देऊ शकलो नाही, आणि तुम्ही पुन्हा अर्ज कराल अशी आम्हाला आशा आहे.',
  },
  waitlisted: {
    title: 'तुमचा अर्ज प्रतीक्षा यादीत आहे',
    text: 'तुमच्या अर्जाने आम्ही प्रभावित झालो आहोत आणि तो आमच्या प्रतीक्षा यादीत आहे. जागा मोकळी होताच आम्ही तुम्हाला कळवू.',
  },
};

export const mrReceiptEmail = (d: ReceiptDetails): EmailContent => ({
  subject: `${d.productName}: आम्हाला तुमचा अर्ज मिळाला आहे (${d.companyName})`,
  text: [
    `प्रिय ${d.founderName},`,
    '',
    `${d.productName} ${d.cohortName} साठी अर्ज केल्याबद्दल धन्यवाद. आम्हाला तुमचा अर्ज मिळाला आहे.`,
    '',
    `अर्ज ID: ${d.applicationId}`,
    `सादर केला: ${marathiDate(istDateTime(d.submittedAt))}`,
    `कंपनी: ${d.companyName}`,
    `ठिकाण: ${[d.city, stateText(d.state)].filter(Boolean).join(', ') || '—'}`,
    `क्षेत्र: ${sectorText(d.sector)}`,
    `उत्पन्नाची श्रेणी: ${revenueText(d.revenue)}`,
    `आतापर्यंत उभारलेला एकूण निधी: ₹${groupIndian(d.totalFundingRupees)}`,
    '',
    'आमची टीम तुमचा अर्ज तपासत असताना त्यात बदल करता येणार नाही. त्याची स्थिती तुम्ही कधीही तुमच्या डॅशबोर्डवर पाहू शकता:',
    `${d.baseUrl}/dashboard`,
    '',
    `— ${d.productName} टीम`,
  ].join('\n'),
});

export const mrDecisionEmail = (d: DecisionDetails): EmailContent => {
  const texts = MR_DECISION_EMAIL_TEXTS[d.decision];
  return {
    subject: `${d.productName} ${d.cohortName}: ${texts.title}`,
    text: [
      `प्रिय ${d.founderName},`,
      '',
      `${texts.title} (${d.companyName}).`,
      '',
      texts.text,
      '',
      `तुमच्या डॅशबोर्डवर पाहा: ${d.baseUrl}/dashboard`,
      '',
      `— ${d.productName} टीम`,
    ].join('\n'),
  };
};
