import { COHORT_LIMITS, type COHORT_MESSAGES } from '../../cohorts/cohort-messages.ts';
import { REMINDER_LIMITS, type REMINDER_MESSAGES } from '../../reminders/reminder-schedule.ts';

/** The cohorts' and reminders' messages in Telugu (a cohort is a బ్యాచ్). */
export const TE_COHORT_MESSAGES: Record<keyof typeof COHORT_MESSAGES, string> = {
  NAME_REQUIRED: 'బ్యాచ్ పేరును ఇంగ్లీషులో, హిందీలో రాయండి.',
  NAME_TOO_LONG: `బ్యాచ్ పేరు గరిష్ఠంగా ${COHORT_LIMITS.nameMax} అక్షరాలు ఉండవచ్చు.`,
  DESCRIPTION_TOO_LONG: `వివరణ గరిష్ఠంగా ${COHORT_LIMITS.descriptionMax} అక్షరాలు ఉండవచ్చు.`,
  TIME_INVALID: 'తెరిచే, ముగిసే సమయాలను భారత కాలమానంలో (IST) తేదీ, సమయంగా రాయండి.',
  DATES_REVERSED: 'ముగిసే సమయం తెరిచే సమయం తర్వాత ఉండాలి.',
  CLOSES_IN_PAST: 'ముగిసే సమయం ఇప్పటికే దాటిపోయింది: భవిష్యత్తులోని సమయం ఎంచుకోండి, లేదా బ్యాచ్‌ను ఇప్పుడే ముగించండి.',
  COHORT_NOT_FOUND: 'ఈ బ్యాచ్ కనిపించలేదు.',
  ALREADY_APPLIED: 'ఈ బ్యాచ్‌కు మీ దరఖాస్తు ఇప్పటికే ఉంది: మీ డాష్‌బోర్డ్ నుంచి దాన్ని తెరవండి.',
  DRAFT_ELSEWHERE: 'ఇంకా తెరిచి ఉన్న వేరే బ్యాచ్‌కు మీ దరఖాస్తు పూర్తి కాలేదు. ముందు దాన్ని సమర్పించండి, తర్వాత దీనికి దరఖాస్తు చేయండి.',
  COHORT_ARCHIVED: 'ఈ బ్యాచ్ ఆర్కైవ్ చేయబడింది, ఇక మార్చలేరు.',
  STILL_OPEN: 'ఈ బ్యాచ్ ఇంకా తెరిచి ఉంది: ఆర్కైవ్ చేసే ముందు దాన్ని ముగించండి.',
  STAGE_OTHER_COHORT: 'వీటిలో కొన్ని దరఖాస్తులు ఈ స్థాయి బ్యాచ్‌కు చెందినవి కావు. ప్రతి బ్యాచ్ దరఖాస్తులను దాని సొంత స్థాయిలకే తరలించండి.',
};

export const TE_REMINDER_MESSAGES: Record<keyof typeof REMINDER_MESSAGES, string> = {
  TIMES_INVALID: `ముగియడానికి ముందు గరిష్ఠంగా ${REMINDER_LIMITS.maxTimes} రిమైండర్ సమయాలు రాయండి, ఉదా. 7d, 2d, 1d, 3h (రోజులు లేదా గంటలు, 15m నుంచి 60d వరకు), కామాలతో వేరు చేసి.`,
  LINK_INVALID: 'సందేశాలను ఆపే ఈ లింక్ సరైనది కాదు. సందేశం నుంచి పూర్తి లింక్‌ను కాపీ చేయండి, లేదా మీ ఖాతా పేజీలో వాటిని ఆపండి.',
  CHANNEL_NEEDS_MOBILE: 'SMS, WhatsApp కోసం నిర్ధారించిన భారతీయ మొబైల్ నంబర్ (+91) కావాలి. ముందుగా మీ ఖాతా పేజీలో దాన్ని జోడించి నిర్ధారించండి.',
};
