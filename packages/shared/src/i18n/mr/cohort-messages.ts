import { COHORT_LIMITS, type COHORT_MESSAGES } from '../../cohorts/cohort-messages.ts';
import { REMINDER_LIMITS, type REMINDER_MESSAGES } from '../../reminders/reminder-schedule.ts';
import { MR_STEP_LABELS } from './steps.ts';

/** The cohorts' messages in Marathi (COHORT_MESSAGES; NAME_REQUIRED is for the console, which names both names). */
export const COHORT_MESSAGES_MR: Record<keyof typeof COHORT_MESSAGES, string> = {
  NAME_REQUIRED: 'समूहाचे नाव इंग्रजी आणि हिंदी दोन्हीमध्ये लिहा.',
  NAME_TOO_LONG: `समूहाचे नाव जास्तीत जास्त ${COHORT_LIMITS.nameMax} अक्षरांचे असू शकते.`,
  DESCRIPTION_TOO_LONG: `वर्णन जास्तीत जास्त ${COHORT_LIMITS.descriptionMax} अक्षरांचे असू शकते.`,
  TIME_INVALID: 'उघडण्याची आणि बंद होण्याची वेळ IST मध्ये तारीख आणि वेळ म्हणून लिहा.',
  DATES_REVERSED: 'बंद होण्याची वेळ उघडण्याच्या वेळेनंतर असली पाहिजे.',
  CLOSES_IN_PAST: 'बंद होण्याची वेळ उलटून गेली आहे: पुढची एखादी वेळ निवडा, किंवा समूह आत्ताच बंद करा.',
  COHORT_NOT_FOUND: 'हा समूह सापडला नाही.',
  ALREADY_APPLIED: 'या समूहासाठी तुमचा अर्ज आधीच आहे: तो तुमच्या डॅशबोर्डवरून उघडा.',
  DRAFT_ELSEWHERE: 'अजून सुरू असलेल्या दुसऱ्या समूहासाठी तुमचा एक अर्ज अपूर्ण आहे. आधी तो सादर करा, मग या समूहासाठी अर्ज करा.',
  COHORT_ARCHIVED: 'हा समूह संग्रहित आहे आणि आता त्यात बदल करता येत नाही.',
  STILL_OPEN: 'हा समूह अजून सुरू आहे: संग्रहित करण्यापूर्वी तो बंद करा.',
  STAGE_OTHER_COHORT: 'यांपैकी काही अर्ज या टप्प्याच्या समूहाचे नसून दुसऱ्या समूहाचे आहेत. प्रत्येक समूहाचे अर्ज त्याच्याच टप्प्यांमध्ये न्या.',
};

export const REMINDER_MESSAGES_MR: Record<keyof typeof REMINDER_MESSAGES, string> = {
  TIMES_INVALID: `बंद होण्यापूर्वीच्या आठवणीच्या जास्तीत जास्त ${REMINDER_LIMITS.maxTimes} वेळा लिहा, उदा. 7d, 2d, 1d, 3h (दिवस किंवा तास, 15m ते 60d), स्वल्पविरामाने वेगळ्या करून.`,
  LINK_INVALID: 'संदेश थांबवण्याची ही लिंक योग्य नाही. संदेशातून संपूर्ण लिंक कॉपी करा, किंवा तुमच्या खात्याच्या पानावर ते थांबवा.',
  CHANNEL_NEEDS_MOBILE:
    'SMS आणि WhatsApp साठी पक्का केलेला भारतीय मोबाइल नंबर (+91) आवश्यक आहे. आधी तुमच्या खात्याच्या पानावर तो जोडा आणि पक्का करा.',
};

/** copied-answers.ts's STEPS_NOT_CHECKED (`steps`: the unchecked step keys, comma separated). */
export const stepsNotCheckedMessageMr = (steps: unknown): string => {
  const names = (typeof steps === 'string' && steps ? steps.split(',') : []).map(
    (step) => MR_STEP_LABELS[step as keyof typeof MR_STEP_LABELS] ?? step,
  );
  return `हे टप्पे तुमच्या मागील अर्जातून भरले आहेत आणि अजून तपासलेले नाहीत: ${names.join(', ')}. सादर करण्यापूर्वी प्रत्येक टप्पा उघडा, तपासा आणि जतन करा.`;
};

/** language.ts's LANGUAGE_INVALID. */
export const languageInvalidMr = (codes: readonly string[]): string => `कृपया पोर्टलची एक भाषा निवडा: ${codes.join(' किंवा ')}.`;
