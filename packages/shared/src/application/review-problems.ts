import { MESSAGES, invalidFundingMessage, requiredMessage } from '../texts/messages.ts';
import { readRupees } from '../format/rupees.ts';
import { asciiDigits } from '../format/digits.ts';
import { FIELD_LABELS, REQUIRED_TO_SUBMIT, type ApplicationForm } from './application-fields.ts';
import { isBlank, isValidEmail, isValidFoundingYear, isValidPhone } from './field-checks.ts';

/** Every problem that keeps an application from being submitted, in the review's order. */
export const reviewProblems = (app: ApplicationForm, now: Date = new Date()): string[] => {
  const problems: string[] = [];
  for (const field of REQUIRED_TO_SUBMIT) {
    if (isBlank(app[field])) problems.push(requiredMessage(FIELD_LABELS[field]));
  }
  if (!isBlank(app.email) && !isValidEmail(app.email.trim())) problems.push(MESSAGES.INVALID_EMAIL);
  if (!isBlank(app.phone) && !isValidPhone(app.phone)) problems.push(MESSAGES.INVALID_PHONE);
  if (!isBlank(app.foundingYear) && !isValidFoundingYear(app.foundingYear, now)) problems.push(MESSAGES.INVALID_FOUNDING_YEAR);
  if (
    !isBlank(app.foundersCount) &&
    !isBlank(app.teamSize) &&
    Number(asciiDigits(String(app.teamSize))) < Number(asciiDigits(String(app.foundersCount)))
  ) {
    problems.push(MESSAGES.TEAM_SMALLER_THAN_FOUNDERS);
  }
  if (app.sector === 'other' && isBlank(app.otherSector)) problems.push(MESSAGES.OTHER_SECTOR_REQUIRED);
  const funding = [
    ['equity', app.equityFunding],
    ['debt', app.debtFunding],
    ['grant', app.grantFunding],
  ] as const;
  for (const [kind, amount] of funding) {
    if (!isBlank(amount) && !readRupees(amount).ok) problems.push(invalidFundingMessage(kind));
  }
  return problems;
};
