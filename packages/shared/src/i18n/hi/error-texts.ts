import type { ErrorCode, ErrorParams, ErrorText } from '../../error-codes.ts';
import { JSON_MAX_DEPTH } from '../../limits.ts';
import { LOCALES } from '../../locales.ts';
import { COHORT_MESSAGES_HI } from '../../cohorts/cohort-messages.ts';
import { stepsNotCheckedMessageHi } from '../../cohorts/copied-answers.ts';
import { REMINDER_MESSAGES_HI } from '../../reminders/reminder-schedule.ts';
import { CO_FOUNDER_MESSAGES_HI as CO_HI } from './co-founder-texts.ts';

/*
 * Each error code's text in Hindi (error-codes.ts, ERROR_MESSAGES; the Hindi pack's ERROR_TEXTS, which the web app
 * shows for a server error's code). Its imports stay free of zod: the Hindi chunk of the web app carries this file.
 */
const byKind = (video: string, financial: string, deck: string) => (p: ErrorParams) =>
  p.kind === 'video' ? video : p.kind === 'financial_statement' ? financial : deck;
const maxOf = (p: ErrorParams): number => (typeof p.max === 'number' ? p.max : Number(p.max ?? 1) || 1);

export const HI_ERROR_TEXTS: Record<ErrorCode, ErrorText> = {
  BAD_REQUEST: 'भेजा गया अनुरोध समझ नहीं आया। कृपया जाँचें कि क्या भेजा गया है।',
  NOT_FOUND: 'नहीं मिला',
  INTERNAL: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  TOO_MANY_REQUESTS: 'बहुत बार कोशिश हो चुकी है। कृपया थोड़ी देर रुककर फिर से कोशिश करें।',
  NUL_CHARACTER: 'टेक्स्ट में NUL अक्षर (\\u0000) नहीं हो सकता। कृपया उसे हटाकर फिर से कोशिश करें।',
  JSON_TOO_DEEP: `अनुरोध बहुत गहराई तक नेस्टेड है: ऑब्जेक्ट और सूचियों के ज़्यादा से ज़्यादा ${JSON_MAX_DEPTH} स्तर स्वीकार हैं।`,
  FORBIDDEN_ORIGIN: 'यह अनुरोध ऐसी साइट से आया है जिसे इसकी अनुमति नहीं है।',
  FORBIDDEN: 'आपको यह करने की अनुमति नहीं है।',
  METHOD_NOT_ALLOWED: 'GraphQL अनुरोध JSON के साथ POST से भेजें।',
  DATABASE_UNREACHABLE: 'डेटाबेस तक पहुँचा नहीं जा सका।',
  OPERATION_NOT_ALLOWED: 'यह काम करने की अनुमति नहीं है।',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'यह सामग्री प्रकार स्वीकार नहीं है: application/json भेजें।',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'अनुरोध खाली है: एक JSON ऑब्जेक्ट भेजें।',
  FST_ERR_CTP_INVALID_JSON_BODY: 'अनुरोध सही JSON नहीं है।',
  FST_ERR_CTP_BODY_TOO_LARGE: 'अनुरोध बहुत बड़ा है।',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'अनुरोध का आकार उसकी Content-Length से मेल नहीं खाता।',

  UNAUTHENTICATED: 'आप साइन इन नहीं हैं',
  VALIDATION_FAILED: 'कृपया सभी ज़रूरी जानकारी भरें',
  APPLICATION_ID_REQUIRED: 'आवेदन ID ज़रूरी है',
  COMPLETE_PERSONAL_FIRST: 'कृपया पहले व्यक्तिगत जानकारी वाला चरण पूरा करें',
  APPLICATION_NOT_FOUND: 'आवेदन ID नहीं मिली। कृपया फिर से कोशिश करें।',
  APPLICATION_LOCKED: 'यह आवेदन जमा हो चुका है और अब इसमें बदलाव नहीं हो सकता।',
  SUBMIT_INCOMPLETE: 'जमा करने से पहले कृपया सभी ज़रूरी जानकारी भरें:',
  STEPS_NOT_CHECKED: (p) => stepsNotCheckedMessageHi(p.steps),
  COHORT_NOT_FOUND: COHORT_MESSAGES_HI.COHORT_NOT_FOUND,
  COHORT_ALREADY_APPLIED: COHORT_MESSAGES_HI.ALREADY_APPLIED,
  COHORT_DRAFT_ELSEWHERE: COHORT_MESSAGES_HI.DRAFT_ELSEWHERE,
  COHORT_DATES_REVERSED: COHORT_MESSAGES_HI.DATES_REVERSED,
  COHORT_CLOSES_IN_PAST: COHORT_MESSAGES_HI.CLOSES_IN_PAST,
  COHORT_ARCHIVED: COHORT_MESSAGES_HI.COHORT_ARCHIVED,
  REMINDER_LINK_INVALID: REMINDER_MESSAGES_HI.LINK_INVALID,
  CHANNEL_NEEDS_MOBILE: REMINDER_MESSAGES_HI.CHANNEL_NEEDS_MOBILE,
  TEAM_MESSAGE_CARRIES_SIGN_IN:
    'टीम के संदेश में साइन-इन लिंक या छह अंकों का कोड नहीं हो सकता: ये सिर्फ़ साइन-इन में भेजे जाते हैं। इसे हटाकर फिर कोशिश करें।',
  TEAM_MESSAGE_NO_RECIPIENTS: 'इस समूह के किसी भी फ़ाउंडर तक संदेश नहीं पहुँच सकता: कुछ नहीं भेजा गया।',
  COHORT_STILL_OPEN: COHORT_MESSAGES_HI.STILL_OPEN,
  COHORT_STAGE_MISMATCH: COHORT_MESSAGES_HI.STAGE_OTHER_COHORT,
  OWN_QUESTIONS_HINDI_MISSING: (p) => `कोहोर्ट खुलने से पहले हर प्रश्न का हिंदी पाठ लिखें। बाकी: ${p.questions ?? ''}`,
  ELIGIBILITY_CHECK_REQUIRED: 'आवेदन शुरू करने से पहले इस कोहोर्ट के पात्रता प्रश्नों के उत्तर दें।',
  ELIGIBILITY_NOT_MET:
    'इस कोहोर्ट के पात्रता प्रश्नों के आपके उत्तर उसके नियमों पर खरे नहीं उतरते, इसलिए आवेदन शुरू नहीं हो सकता। अगर आपको लगता है कि यह गलती है, तो सहायता पते पर लिखें।',
  OWN_QUESTION_UNKNOWN: 'यह प्रश्न इस कोहोर्ट के फ़ॉर्म में नहीं है। कृपया पेज दोबारा खोलें।',
  OWN_QUESTIONS_UNANSWERED: (p) => `जमा करने से पहले इन प्रश्नों के उत्तर दें: ${p.questions ?? ''}`,
  APPLICATIONS_CLOSED: 'इस कोहोर्ट के लिए आवेदन बंद हो चुके हैं। अब नए आवेदन और जमा करना स्वीकार नहीं हैं।',
  STALE_WRITE:
    'इस चरण को किसी दूसरे डिवाइस या टैब पर बदला गया है, इस पेज के आख़िरी बार देखने के बाद। यहाँ लिखी आपकी जानकारी सुरक्षित है: दूसरे संस्करण की जगह इसे रखने के लिए फिर से "सहेजें और आगे बढ़ें" दबाएँ।',
  LANGUAGE_INVALID: `कृपया पोर्टल की कोई एक भाषा चुनें: ${LOCALES.join(' या ')}।`,

  UPLOAD_KIND_INVALID: 'अपलोड का प्रकार पहचाना नहीं गया: video, financial_statement या pitch_deck भेजें।',
  UPLOAD_METADATA_INVALID: 'अपलोड की जानकारी (Upload-Metadata) पढ़ी नहीं जा सकी।',
  UPLOAD_LENGTH_REQUIRED: 'अपलोड शुरू करते समय उसका आकार बाइट में (Upload-Length) बताना ज़रूरी है।',
  UPLOAD_CONCAT_UNSUPPORTED: 'फ़ाइल को हिस्सों में एक साथ अपलोड करना संभव नहीं है: पूरी फ़ाइल एक बार में भेजें।',
  FILE_TOO_LARGE: byKind('फ़ाइल 1GB की सीमा से बड़ी है', 'फ़ाइल 10MB की सीमा से बड़ी है', 'फ़ाइल 10MB की सीमा से बड़ी है'),
  INVALID_FILE_TYPE: byKind(
    'यह फ़ाइल प्रकार स्वीकार नहीं है। कृपया केवल MP4, MOV, WebM या AVI फ़ाइल अपलोड करें',
    'वित्तीय विवरण के लिए कृपया PDF फ़ाइल अपलोड करें',
    'पिच डेक के लिए कृपया PDF या PowerPoint फ़ाइल अपलोड करें',
  ),
  FILE_INVALID_ID: 'फ़ाइल ID सही नहीं है',
  FILE_NOT_FOUND: 'फ़ाइल मौजूद नहीं है',
  FILE_LINK_INVALID: 'यह फ़ाइल लिंक सही नहीं है।',
  FILE_LINK_EXPIRED: 'इस फ़ाइल लिंक की समय-सीमा ख़त्म हो गई है। कृपया पोर्टल से फ़ाइल फिर से खोलें।',
  RANGE_NOT_SATISFIABLE: 'फ़ाइल का माँगा गया हिस्सा फ़ाइल के बाहर है।',
  TOO_MANY_UNFINISHED_UPLOADS: (p) => {
    const max = maxOf(p);
    return max === 1
      ? 'आपका एक अपलोड पहले से चल रहा है। नया शुरू करने से पहले उसे पूरा होने दें या रद्द करें।'
      : `आपके ${max} अपलोड पहले से चल रहे हैं। नया शुरू करने से पहले किसी एक को पूरा होने दें या रद्द करें।`;
  },
  UPLOAD_OFFSET_CONFLICT: 'यह अपलोड किसी दूसरे अनुरोध में व्यस्त है। यह थोड़ी देर में आगे बढ़ेगा।',
  UPLOAD_BUSY: 'यह अपलोड किसी दूसरे अनुरोध में व्यस्त है। यह थोड़ी देर में आगे बढ़ेगा।',
  UPLOAD_REPLACED: 'उसी फ़ाइल के एक नए अपलोड ने इसकी जगह ले ली है: नए अपलोड के साथ आगे बढ़ें।',
  VIDEO_NOT_READ_IN_TIME:
    'यह वीडियो समय पर पढ़ा नहीं जा सका, इसलिए इसे रखा नहीं गया। हो सकता है फ़ाइल ख़राब हो: कृपया इसे फिर से सेव या एक्सपोर्ट करें (MP4 सबसे अच्छा रहता है) और फिर से अपलोड करें।',
  TUS_VERSION_REQUIRED: 'अपलोड अनुरोध में Tus-Resumable हेडर ज़रूरी है।',

  CONFIRMATION_FAILED: 'पासवर्ड या कोड सही नहीं है।',
  TOO_MANY_CODES: 'पिछले एक घंटे में हम आपको कई कोड ईमेल कर चुके हैं। कृपया सबसे नया कोड इस्तेमाल करें, या एक घंटे बाद नया कोड माँगें।',
  TOO_MANY_CORRECTIONS: 'आज आप सुधार के कई अनुरोध भेज चुके हैं। प्रोग्राम टीम पहले उनका जवाब देगी; कृपया और अनुरोध कल भेजें।',
  TOO_MANY_EXPORTS: 'आज हम आपका डेटा कई बार तैयार कर चुके हैं। कृपया सबसे नई कॉपी डाउनलोड करें, या कल फिर से माँगें।',
  CONSENT_REQUIRED: 'आवेदन सहेजने या जमा करने से पहले कृपया गोपनीयता सूचना पढ़ें और उससे सहमति दें। कुछ भी सहेजा नहीं गया।',
  NOTICE_VERSION_OUTDATED: 'यह पेज खुलने के बाद गोपनीयता सूचना बदल गई है। कृपया उसका मौजूदा संस्करण पढ़ें।',
  NOT_SUBMITTED: 'आपका आवेदन अभी जमा नहीं हुआ है: आप उसमें कुछ भी ख़ुद ठीक कर सकते हैं।',
  EXPORT_NOT_READY: 'डाउनलोड के लिए अभी कुछ तैयार नहीं है। पहले अपना डेटा तैयार करवाएँ।',
  EXPORT_EXPIRED: 'इस डाउनलोड की समय-सीमा ख़त्म हो गई है। कृपया अपना डेटा फिर से तैयार करवाएँ।',
  CORRECTION_NOT_FOUND: 'सुधार का यह अनुरोध अब मौजूद नहीं है: हो सकता है संस्थापक का खाता या आवेदन मिटा दिया गया हो।',
  CORRECTION_RESOLVED:
    'सुधार का यह अनुरोध पहले ही निपटाया जा चुका है, इसलिए कुछ नहीं बदला गया। क्या किया गया, यह देखने के लिए पेज फिर से खोलें।',
  CORRECTION_FIELD_NOT_CORRECTABLE: 'यहाँ सिर्फ़ वे जवाब सुधारे जा सकते हैं जो संस्थापक ने भरे थे: स्थिति, स्कोर, ID या फ़ाइलें नहीं।',
  CORRECTION_OTHER_COHORT: 'यह अनुरोध कंसोल में चुने गए समूह के नहीं, किसी और समूह के आवेदन के बारे में है। उसका समूह चुनकर फिर से कोशिश करें।',
  CORRECTION_STALE:
    'सुधार खोलने के बाद आवेदन बदल गया है (शायद किसी और एडमिन ने उसे सुधार दिया)। कुछ सहेजा नहीं गया: अभी क्या सहेजा है, यह देखने के लिए उसे फिर से खोलें।',
  CORRECTION_UNCHANGED: 'पहले मान बदलें: यह वही है जो पहले से सहेजा है।',

  INVALID_EMAIL_OR_PASSWORD: 'ईमेल या पासवर्ड सही नहीं है। कृपया फिर से कोशिश करें।',
  USER_ALREADY_EXISTS: 'इस ईमेल से एक खाता पहले से बना है। कृपया साइन इन करें।',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'इस ईमेल से एक खाता पहले से बना है। कृपया साइन इन करें।',
  EMAIL_NOT_VERIFIED: 'ईमेल की पुष्टि ज़रूरी है',
  INVALID_OTP: 'यह कोड सही नहीं है। कृपया जाँचकर फिर से कोशिश करें।',
  INVALID_CODE: 'यह कोड सही नहीं है। कृपया जाँचकर फिर से कोशिश करें।',
  INVALID_BACKUP_CODE: 'यह कोड सही नहीं है। कृपया जाँचकर फिर से कोशिश करें।',
  OTP_EXPIRED: 'इस कोड की समय-सीमा ख़त्म हो गई है या यह पहले ही इस्तेमाल हो चुका है। कृपया नया कोड मँगाएँ।',
  OTP_NOT_FOUND: 'इस कोड की समय-सीमा ख़त्म हो गई है या यह पहले ही इस्तेमाल हो चुका है। कृपया नया कोड मँगाएँ।',
  INVALID_TOKEN: 'इस कोड की समय-सीमा ख़त्म हो गई है या यह पहले ही इस्तेमाल हो चुका है। कृपया नया कोड मँगाएँ।',
  TOO_MANY_ATTEMPTS: 'बहुत बार ग़लत कोड डाला गया। कृपया नया कोड मँगाएँ।',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'बहुत बार ग़लत कोड डाला गया। कृपया नया कोड मँगाएँ।',
  INVALID_TWO_FACTOR_COOKIE: 'दो-चरणीय सत्यापन का समय ख़त्म हो गया है। कृपया फिर से साइन इन करें।',
  PASSKEY_NOT_FOUND: 'यह पासकी नहीं मिली।',
  INVALID_ID_TOKEN: 'आपके पहचान प्रदाता का साइन-इन टोकन सही नहीं है।',
  SIGN_IN_LINK_INVALID: 'यह साइन-इन लिंक सही नहीं है, पहले इस्तेमाल हो चुका है या इसकी समय-सीमा ख़त्म हो गई है। किसी एडमिन से नया लिंक माँगें।',
  PASSWORD_ALREADY_SET: 'इस खाते का पासवर्ड पहले से बना है। उसे गोपनीयता और सुरक्षा पेज पर बदलें।',
  INVITATION_NOT_FOUND: 'यह आमंत्रण लिंक सही नहीं है। जाँचें कि आपने ईमेल से पूरा लिंक खोला है।',
  INVITATION_ACCEPTED: 'यह आमंत्रण पहले ही स्वीकार किया जा चुका है। कंसोल खोलने के लिए साइन इन करें।',
  INVITATION_EXPIRED: 'इस आमंत्रण की समय-सीमा ख़त्म हो गई है। जिन एडमिन ने आपको आमंत्रित किया था, उनसे नया आमंत्रण माँगें।',
  INVITATION_REVOKED: 'यह आमंत्रण वापस ले लिया गया है। जिन एडमिन ने आपको आमंत्रित किया था, उनसे नया आमंत्रण माँगें।',
  INVITATION_WRONG_ACCOUNT: (p: ErrorParams) =>
    `यह आमंत्रण ${String(p.invited ?? '')} के लिए है, लेकिन आप ${String(p.current ?? '')} से साइन इन हैं। साइन आउट करें, फिर लिंक दोबारा खोलें।`,
  INVITATION_ACCOUNT_EXISTS: 'इस पते का खाता पहले से है: स्वीकार करने के लिए उसमें साइन इन करें।',
  TEAM_FULL: CO_HI.TEAM_FULL,
  TEAM_INVITE_NOT_FOUND: CO_HI.INVITE_NOT_FOUND,
  TEAM_INVITE_USED: CO_HI.INVITE_USED,
  TEAM_INVITE_EXPIRED: CO_HI.INVITE_EXPIRED,
  TEAM_INVITE_REVOKED: CO_HI.INVITE_REVOKED,
  TEAM_INVITE_OTHER_ADDRESS: CO_HI.INVITE_OTHER_ADDRESS,
  TEAM_ALREADY_MEMBER: CO_HI.ALREADY_MEMBER,
  TEAM_OWN_APPLICATION: CO_HI.OWN_APPLICATION_IN_COHORT,
  TEAM_LAST_MEMBER: CO_HI.LAST_MEMBER,
  TEAM_INVITE_SELF: CO_HI.INVITE_SELF,
  TEAM_TOO_MANY_INVITES: CO_HI.TOO_MANY_INVITES,
  TEAM_SIGN_OFF_MISSING: CO_HI.SIGN_OFF_MISSING,
  UPLOAD_REPLACES_UNSEEN_FILE: CO_HI.REPLACE_UNSEEN_FILE,
};
