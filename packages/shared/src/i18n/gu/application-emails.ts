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
import { GU_REVENUE_LABELS, GU_SECTOR_LABELS, GU_STATE_NAMES } from './options.ts';

/** The receipt and the decision emails in Gujarati (texts/email-templates.ts). */
const sectorText = (sector: string | null): string =>
  !sector ? '—' : SECTORS.some((s) => s.value === sector) ? GU_SECTOR_LABELS[sector as SectorValue] : sector;
const revenueText = (revenue: string | null): string =>
  !revenue ? '—' : REVENUE_RANGES.some((r) => r.value === revenue) ? GU_REVENUE_LABELS[revenue as RevenueRange] : revenue;
const stateText = (state: string | null): string | null =>
  state && (INDIAN_STATES as readonly string[]).includes(state) ? GU_STATE_NAMES[state as IndianState] : state;

export const GU_DECISION_EMAIL_TEXTS: Record<Decision, { title: string; text: string }> = {
  accepted: {
    title: 'અભિનંદન: તમારી અરજી સ્વીકારવામાં આવી છે',
    text: 'જૂથમાં તમારું સ્વાગત કરતાં અમને ખૂબ આનંદ થાય છે. આગળનાં પગલાં વિશે અમારી ટીમ તમને લખશે.',
  },
  rejected: {
    title: 'તમારી અરજીની પસંદગી થઈ નથી',
    text: 'અરજી કરવા બદલ આભાર. આ જૂથમાં અમે તમને જગ્યા આપી શક્યા નહીં, અને અમને આશા છે કે તમે ફરી અરજી કરશો.',
  },
  waitlisted: {
    title: 'તમારી અરજી પ્રતીક્ષા યાદીમાં છે',
    text: 'તમારી અરજીએ અમને પ્રભાવિત કર્યા છે અને તે અમારી પ્રતીક્ષા યાદીમાં છે. જગ્યા ખાલી થતાં જ અમે તમને લખીશું.',
  },
};

export const guReceiptEmail = (d: ReceiptDetails): EmailContent => ({
  subject: `${d.productName}: અમને તમારી અરજી મળી ગઈ છે (${d.companyName})`,
  text: [
    `પ્રિય ${d.founderName},`,
    '',
    `${d.productName} ${d.cohortName} માટે અરજી કરવા બદલ આભાર. અમને તમારી અરજી મળી ગઈ છે.`,
    '',
    `અરજી ID: ${d.applicationId}`,
    `જમા કરી: ${istDateTime(d.submittedAt, 'gu')}`,
    `કંપની: ${d.companyName}`,
    `સ્થળ: ${[d.city, stateText(d.state)].filter(Boolean).join(', ') || '—'}`,
    `ક્ષેત્ર: ${sectorText(d.sector)}`,
    `આવકની શ્રેણી: ${revenueText(d.revenue)}`,
    `અત્યાર સુધી મેળવેલું કુલ ભંડોળ: ₹${groupIndian(d.totalFundingRupees)}`,
    '',
    'અમારી ટીમ તમારી અરજી ચકાસે છે ત્યાં સુધી તેમાં ફેરફાર થઈ શકશે નહીં. તેની સ્થિતિ તમે ક્યારેય પણ તમારા ડેશબોર્ડ પર જોઈ શકો છો:',
    `${d.baseUrl}/dashboard`,
    '',
    `— ${d.productName} ટીમ`,
  ].join('\n'),
});

export const guDecisionEmail = (d: DecisionDetails): EmailContent => {
  const texts = GU_DECISION_EMAIL_TEXTS[d.decision];
  return {
    subject: `${d.productName} ${d.cohortName}: ${texts.title}`,
    text: [
      `પ્રિય ${d.founderName},`,
      '',
      `${texts.title} (${d.companyName}).`,
      '',
      texts.text,
      '',
      `તમારા ડેશબોર્ડ પર જુઓ: ${d.baseUrl}/dashboard`,
      '',
      `— ${d.productName} ટીમ`,
    ].join('\n'),
  };
};
