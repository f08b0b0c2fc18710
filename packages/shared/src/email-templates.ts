import { revenueLabel, sectorLabel } from './options.ts';
import { DECISION_TEXTS, type Decision } from './review.ts';
import { istDateTime } from './ist-time.ts';

/**
 * Emails the portal sends, as plain text: what the applicant reads in any mail client. The server
 * fills them and hands them to the mailer (SMTP or DATA_DIR/outbox/).
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

const rupees = (amount: number): string => `₹${amount.toLocaleString('en-IN')}`;
const sectorText = (sector: string | null): string => (sector ? sectorLabel(sector) : '—');

/** The receipt sent when an application is submitted: its id and a summary of what was sent. */
export const receiptEmail = (d: ReceiptDetails): EmailContent => ({
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
});

export interface DecisionDetails {
  productName: string;
  cohortName: string;
  baseUrl: string;
  founderName: string;
  companyName: string;
  decision: Decision;
}

/** The message sent when the team publishes a decision; the wording matches the dashboard's card. */
export const decisionEmail = (d: DecisionDetails): EmailContent => {
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
};
