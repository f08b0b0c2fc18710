import { COHORT_LIMITS, type COHORT_MESSAGES } from '../../cohorts/cohort-messages.ts';
import { REMINDER_LIMITS, type REMINDER_MESSAGES } from '../../reminders/reminder-schedule.ts';
import { GU_STEP_LABELS } from './steps.ts';

/** The cohorts' messages in Gujarati (COHORT_MESSAGES; NAME_REQUIRED is for the console, which names both names). */
export const COHORT_MESSAGES_GU: Record<keyof typeof COHORT_MESSAGES, string> = {
  NAME_REQUIRED: 'જૂથનું નામ અંગ્રેજી અને હિન્દી બંનેમાં લખો.',
  NAME_TOO_LONG: `જૂથનું નામ વધુમાં વધુ ${COHORT_LIMITS.nameMax} અક્ષરનું હોઈ શકે.`,
  DESCRIPTION_TOO_LONG: `વર્ણન વધુમાં વધુ ${COHORT_LIMITS.descriptionMax} અક્ષરનું હોઈ શકે.`,
  TIME_INVALID: 'ખૂલવાનો અને બંધ થવાનો સમય IST માં તારીખ અને સમય તરીકે લખો.',
  DATES_REVERSED: 'બંધ થવાનો સમય ખૂલવાના સમય પછીનો હોવો જોઈએ.',
  CLOSES_IN_PAST: 'બંધ થવાનો સમય વીતી ગયો છે: આગળનો કોઈ સમય પસંદ કરો, અથવા જૂથ હમણાં જ બંધ કરો.',
  COHORT_NOT_FOUND: 'આ જૂથ મળ્યું નહીં.',
  ALREADY_APPLIED: 'આ જૂથ માટે તમારી અરજી પહેલેથી છે: તેને તમારા ડેશબોર્ડ પરથી ખોલો.',
  DRAFT_ELSEWHERE: 'હજુ ખુલ્લા બીજા જૂથ માટેની તમારી એક અરજી અધૂરી છે. પહેલાં તેને જમા કરો, પછી આ જૂથ માટે અરજી કરો.',
  COHORT_ARCHIVED: 'આ જૂથ સંગ્રહિત છે અને હવે તેમાં ફેરફાર થઈ શકતો નથી.',
  STILL_OPEN: 'આ જૂથ હજુ ખુલ્લું છે: સંગ્રહિત કરતાં પહેલાં તેને બંધ કરો.',
  STAGE_OTHER_COHORT: 'આમાંની કેટલીક અરજીઓ આ તબક્કાના જૂથની નથી, બીજા જૂથની છે. દરેક જૂથની અરજીઓ તેના પોતાના તબક્કાઓમાં લઈ જાઓ.',
};

export const REMINDER_MESSAGES_GU: Record<keyof typeof REMINDER_MESSAGES, string> = {
  TIMES_INVALID: `બંધ થતાં પહેલાં યાદ અપાવવાના વધુમાં વધુ ${REMINDER_LIMITS.maxTimes} સમય લખો, જેમ કે 7d, 2d, 1d, 3h (દિવસ કે કલાક, 15m થી 60d સુધી), અલ્પવિરામથી અલગ કરીને.`,
  LINK_INVALID: 'સંદેશ બંધ કરવાની આ લિંક સાચી નથી. સંદેશમાંથી આખી લિંક કૉપિ કરો, અથવા તમારા ખાતાના પાના પર તેમને બંધ કરો.',
  CHANNEL_NEEDS_MOBILE:
    'SMS અને WhatsApp માટે પાકો કરેલો ભારતીય મોબાઇલ નંબર (+91) જરૂરી છે. પહેલાં તમારા ખાતાના પાના પર તે ઉમેરો અને પાકો કરો.',
};

/** copied-answers.ts's STEPS_NOT_CHECKED (`steps`: the unchecked step keys, comma separated). */
export const stepsNotCheckedMessageGu = (steps: unknown): string => {
  const names = (typeof steps === 'string' && steps ? steps.split(',') : []).map(
    (step) => GU_STEP_LABELS[step as keyof typeof GU_STEP_LABELS] ?? step,
  );
  return `આ પગલાં તમારી અગાઉની અરજીમાંથી ભર્યાં છે અને હજુ તપાસ્યાં નથી: ${names.join(', ')}. જમા કરતાં પહેલાં દરેક પગલું ખોલો, તપાસો અને સાચવો.`;
};

/** language.ts's LANGUAGE_INVALID. */
export const languageInvalidGu = (codes: readonly string[]): string =>
  `કૃપા કરીને પોર્ટલની એક ભાષા પસંદ કરો: ${codes.join(' અથવા ')}.`;
