import type { Locale } from '../locales.ts';
import { DATA_RIGHTS_EMAILS, fillText } from './privacy-messages.ts';
import {
  ENGLISH_FIELD_WORDS,
  FIELD_LABELS,
  fieldText,
  type FieldKey,
  type FieldValues,
} from '../application/application-fields.ts';
import { HI_FIELD_LABELS } from '../i18n/hi/field-labels.ts';
import { MR_BLANK, MR_DATA_RIGHTS_EMAILS, MR_FIELD_WORDS } from '../i18n/mr/data-rights-emails.ts';
import { MR_FIELD_LABELS } from '../i18n/mr/field-labels.ts';
import { GU_BLANK, GU_DATA_RIGHTS_EMAILS, GU_FIELD_WORDS } from '../i18n/gu/data-rights-emails.ts';
import { GU_FIELD_LABELS } from '../i18n/gu/field-labels.ts';
import { TA_BLANK, TA_CORRECTION_LABELS, TA_DATA_RIGHTS_EMAILS, TA_FIELD_WORDS } from '../i18n/ta/emails.ts';
import { KN_BLANK, KN_CORRECTION_LABELS, KN_DATA_RIGHTS_EMAILS, KN_FIELD_WORDS } from '../i18n/kn/emails.ts';
import { TE_BLANK, TE_CORRECTION_LABELS, TE_DATA_RIGHTS_EMAILS, TE_FIELD_WORDS } from '../i18n/te/emails.ts';
import { BN_FIELD_LABELS } from '../i18n/bn/field-labels.ts';
import { BN_DATA_RIGHTS_EMAILS, BN_FIELD_WORDS } from '../i18n/bn/emails.ts';
import { UR_FIELD_LABELS } from '../i18n/ur/field-labels.ts';
import { UR_DATA_RIGHTS_EMAILS, UR_FIELD_WORDS } from '../i18n/ur/emails.ts';

/**
 * The emails of the founder's data rights (export ready, deletion code, retention notice, correction made) in every
 * language.
 * The English ones are DATA_RIGHTS_EMAILS; placeholders in {braces} are filled with fillText.
 */
export type DataRightsEmails = Record<keyof typeof DATA_RIGHTS_EMAILS, string>;

const HINDI: DataRightsEmails = {
  EXPORT_READY_SUBJECT: 'आपका डेटा डाउनलोड के लिए तैयार है',
  EXPORT_READY_BODY:
    'नमस्ते {name},\n\nआपने अपने डेटा की जो कॉपी माँगी थी, वह तैयार है। उसे डाउनलोड करने के लिए साइन इन करें और खाता, गोपनीयता और सुरक्षा खोलें: {link}\n\nइसे 7 दिन तक डाउनलोड किया जा सकता है।',
  DELETE_CODE_SUBJECT: 'अपना खाता मिटाने के लिए आपका कोड',
  DELETE_CODE_BODY:
    'अपना खाता मिटाने के लिए आपका कोड {code} है। यह 10 मिनट तक काम करेगा। अगर आपने यह नहीं माँगा था, तो साइन इन करके अपना पासवर्ड बदल लें।',
  RETENTION_NOTICE_SUBJECT: 'आपके आवेदन का डेटा 48 घंटे में मिटा दिया जाएगा',
  RETENTION_NOTICE_BODY:
    'नमस्ते {name},\n\n{cohort} बंद हो चुका है और आपका आवेदन स्वीकार नहीं हुआ। जैसा हमारी गोपनीयता सूचना में लिखा है, आपका आवेदन और उसकी फ़ाइलें {date} को मिटा दी जाएँगी। अगर आप इनकी कॉपी रखना चाहते हैं, तो उससे पहले साइन इन करके "मेरा डेटा डाउनलोड करें" का इस्तेमाल करें: {link}',
  CORRECTION_DONE_SUBJECT: 'हमने आपका आवेदन सुधार दिया है',
  CORRECTION_DONE_BODY:
    'नमस्ते {name},\n\nआपके अनुरोध पर प्रोग्राम टीम ने आपके जमा किए गए आवेदन में यह सुधार किया है:\n\n{changes}\n\nआप इसे अपने आवेदन में और खाता, गोपनीयता और सुरक्षा में देख सकते हैं: {link}',
};

export const DATA_RIGHTS_EMAIL_TEXTS: Record<Locale, DataRightsEmails> = {
  en: DATA_RIGHTS_EMAILS,
  hi: HINDI,
  mr: MR_DATA_RIGHTS_EMAILS,
  gu: GU_DATA_RIGHTS_EMAILS,
  ta: TA_DATA_RIGHTS_EMAILS,
  kn: KN_DATA_RIGHTS_EMAILS,
  te: TE_DATA_RIGHTS_EMAILS,
  bn: BN_DATA_RIGHTS_EMAILS,
  ur: UR_DATA_RIGHTS_EMAILS,
};

const FIELD_WORDS = {
  en: ENGLISH_FIELD_WORDS,
  hi: { yes: 'हाँ', no: 'नहीं' },
  mr: MR_FIELD_WORDS,
  gu: GU_FIELD_WORDS,
  ta: TA_FIELD_WORDS,
  kn: KN_FIELD_WORDS,
  te: TE_FIELD_WORDS,
  bn: BN_FIELD_WORDS,
  ur: UR_FIELD_WORDS,
} as const;
const LABELS: Record<Locale, Record<FieldKey, string>> = {
  en: FIELD_LABELS,
  hi: HI_FIELD_LABELS,
  mr: MR_FIELD_LABELS,
  gu: GU_FIELD_LABELS,
  ta: TA_CORRECTION_LABELS,
  kn: KN_CORRECTION_LABELS,
  te: TE_CORRECTION_LABELS,
  bn: BN_FIELD_LABELS,
  ur: UR_FIELD_LABELS,
};
const BLANK: Record<Locale, string> = {
  en: '(blank)',
  hi: '(खाली)',
  mr: MR_BLANK,
  gu: GU_BLANK,
  ta: TA_BLANK,
  kn: KN_BLANK,
  te: TE_BLANK,
  bn: BN_FIELD_WORDS.blank,
  ur: UR_FIELD_WORDS.blank,
};

/** The email telling a founder that the team made the correction they asked for: each changed answer as it now reads. */
export const correctionDoneEmail = (
  locale: Locale,
  details: { name: string; fields: readonly FieldKey[]; values: FieldValues; link: string },
): { subject: string; text: string } => {
  const texts = DATA_RIGHTS_EMAIL_TEXTS[locale];
  const changes = details.fields
    .map((key) => `${LABELS[locale][key]}: ${fieldText(key, details.values, FIELD_WORDS[locale]) || BLANK[locale]}`)
    .join('\n');
  return {
    subject: texts.CORRECTION_DONE_SUBJECT,
    text: fillText(texts.CORRECTION_DONE_BODY, { name: details.name, changes, link: details.link }),
  };
};
