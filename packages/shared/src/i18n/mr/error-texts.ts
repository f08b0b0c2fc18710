import type { ErrorCode, ErrorParams } from '../../error-codes.ts';
import { JSON_MAX_DEPTH } from '../../limits.ts';
import { LOCALES } from '../../locales.ts';
import { CO_FOUNDER_MESSAGES_MR } from './co-founder-texts.ts';
import { COHORT_MESSAGES_MR, REMINDER_MESSAGES_MR, languageInvalidMr, stepsNotCheckedMessageMr } from './cohort-messages.ts';

/** Each error code's text in Marathi (error-codes.ts, ERROR_MESSAGES). */
const byKind = (video: string, financial: string, deck: string) => (p: ErrorParams) =>
  p.kind === 'video' ? video : p.kind === 'financial_statement' ? financial : deck;
const maxOf = (p: ErrorParams): number => (typeof p.max === 'number' ? p.max : Number(p.max ?? 1) || 1);
const CODE_INVALID = 'हा कोड योग्य नाही. कृपया तपासून पुन्हा प्रयत्न करा.';
const CODE_EXPIRED = 'या कोडची मुदत संपली आहे किंवा तो आधीच वापरला गेला आहे. कृपया नवीन कोड मागवा.';
const TOO_MANY_WRONG = 'खूप वेळा चुकीचा कोड टाकला गेला. कृपया नवीन कोड मागवा.';
const EMAIL_TAKEN = 'या ईमेलने खाते आधीच तयार आहे. कृपया साइन इन करा.';
const UPLOAD_BUSY = 'हे अपलोड सध्या दुसऱ्या विनंतीत गुंतले आहे. ते थोड्या वेळाने पुढे चालेल.';

export const MR_ERROR_TEXTS: Record<ErrorCode, string | ((params: ErrorParams) => string)> = {
  BAD_REQUEST: 'पाठवलेली विनंती समजली नाही. कृपया काय पाठवले ते तपासा.',
  NOT_FOUND: 'सापडले नाही',
  INTERNAL: 'आमच्या बाजूने काहीतरी बिघडले. कृपया पुन्हा प्रयत्न करा.',
  TOO_MANY_REQUESTS: 'खूप वेळा प्रयत्न झाले. कृपया थोडा वेळ थांबून पुन्हा प्रयत्न करा.',
  NUL_CHARACTER: 'मजकुरात NUL चिन्ह (\\u0000) असू शकत नाही. कृपया ते काढून पुन्हा प्रयत्न करा.',
  JSON_TOO_DEEP: `विनंती खूप खोलवर रचलेली आहे: जास्तीत जास्त ${JSON_MAX_DEPTH} स्तर स्वीकारले जातात.`,
  FORBIDDEN_ORIGIN: 'ही विनंती अशा साइटवरून आली आहे जिला तिची परवानगी नाही.',
  FORBIDDEN: 'तुम्हाला हे करण्याची परवानगी नाही.',
  METHOD_NOT_ALLOWED: 'GraphQL विनंत्या JSON सह POST ने पाठवा.',
  DATABASE_UNREACHABLE: 'डेटाबेसपर्यंत पोहोचता आले नाही.',
  OPERATION_NOT_ALLOWED: 'हे काम करण्याची परवानगी नाही.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'हा मजकुराचा प्रकार स्वीकारला जात नाही: application/json पाठवा.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'विनंती रिकामी आहे: एक JSON ऑब्जेक्ट पाठवा.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'विनंती योग्य JSON नाही.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'विनंती खूप मोठी आहे.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'विनंतीचा आकार तिच्या Content-Length शी जुळत नाही.',

  UNAUTHENTICATED: 'तुम्ही साइन इन केलेले नाही',
  VALIDATION_FAILED: 'कृपया सर्व आवश्यक माहिती भरा',
  APPLICATION_ID_REQUIRED: 'अर्ज ID आवश्यक आहे',
  COMPLETE_PERSONAL_FIRST: 'कृपया आधी वैयक्तिक माहितीचा टप्पा पूर्ण करा',
  APPLICATION_NOT_FOUND: 'अर्ज ID सापडली नाही. कृपया पुन्हा प्रयत्न करा.',
  APPLICATION_LOCKED: 'हा अर्ज सादर झाला आहे आणि आता त्यात बदल करता येत नाही.',
  SUBMIT_INCOMPLETE: 'सादर करण्यापूर्वी कृपया सर्व आवश्यक माहिती भरा:',
  STEPS_NOT_CHECKED: (p) => stepsNotCheckedMessageMr(p.steps),
  COHORT_NOT_FOUND: COHORT_MESSAGES_MR.COHORT_NOT_FOUND,
  COHORT_ALREADY_APPLIED: COHORT_MESSAGES_MR.ALREADY_APPLIED,
  COHORT_DRAFT_ELSEWHERE: COHORT_MESSAGES_MR.DRAFT_ELSEWHERE,
  COHORT_DATES_REVERSED: COHORT_MESSAGES_MR.DATES_REVERSED,
  COHORT_CLOSES_IN_PAST: COHORT_MESSAGES_MR.CLOSES_IN_PAST,
  COHORT_ARCHIVED: COHORT_MESSAGES_MR.COHORT_ARCHIVED,
  REMINDER_LINK_INVALID: REMINDER_MESSAGES_MR.LINK_INVALID,
  CHANNEL_NEEDS_MOBILE: REMINDER_MESSAGES_MR.CHANNEL_NEEDS_MOBILE,
  TEAM_MESSAGE_CARRIES_SIGN_IN:
    'टीमच्या संदेशात साइन-इन लिंक किंवा सहा अंकी कोड असू शकत नाही: ते फक्त साइन-इनमध्ये पाठवले जातात. तो काढून पुन्हा प्रयत्न करा.',
  TEAM_MESSAGE_NO_RECIPIENTS: 'या गटातील कोणत्याही फाउंडरपर्यंत संदेश पोहोचू शकत नाही: काहीही पाठवले नाही.',
  COHORT_STILL_OPEN: COHORT_MESSAGES_MR.STILL_OPEN,
  COHORT_STAGE_MISMATCH: COHORT_MESSAGES_MR.STAGE_OTHER_COHORT,
  APPLICATIONS_CLOSED: 'या समूहासाठी अर्ज बंद झाले आहेत. आता नवीन अर्ज आणि सादरीकरण स्वीकारले जात नाहीत.',
  OWN_QUESTIONS_HINDI_MISSING: (p) => `समूह सुरू होण्यापूर्वी प्रत्येक प्रश्नाचा हिंदी मजकूर लिहा. बाकी: ${p.questions ?? ''}`,
  ELIGIBILITY_CHECK_REQUIRED: 'अर्ज सुरू करण्यापूर्वी या समूहाच्या पात्रता प्रश्नांची उत्तरे द्या.',
  ELIGIBILITY_NOT_MET:
    'या समूहाच्या पात्रता प्रश्नांची तुमची उत्तरे त्याच्या नियमांत बसत नाहीत, त्यामुळे अर्ज सुरू करता येत नाही. ही चूक आहे असे वाटत असल्यास मदतीच्या पत्त्यावर लिहा.',
  OWN_QUESTION_UNKNOWN: 'हा प्रश्न या समूहाच्या अर्जात नाही. कृपया पान पुन्हा उघडा.',
  OWN_QUESTIONS_UNANSWERED: (p) => `सादर करण्यापूर्वी या प्रश्नांची उत्तरे द्या: ${p.questions ?? ''}`,
  STALE_WRITE:
    'हे पान शेवटचे पाहिल्यानंतर हा टप्पा दुसऱ्या उपकरणावर किंवा टॅबमध्ये बदलला गेला आहे. इथे लिहिलेली तुमची माहिती सुरक्षित आहे: दुसऱ्या आवृत्तीऐवजी ही ठेवण्यासाठी "जतन करा आणि पुढे चला" पुन्हा दाबा.',
  LANGUAGE_INVALID: languageInvalidMr(LOCALES),

  UPLOAD_KIND_INVALID: 'अपलोडचा प्रकार ओळखता आला नाही: video, financial_statement किंवा pitch_deck पाठवा.',
  UPLOAD_METADATA_INVALID: 'अपलोडची माहिती (Upload-Metadata) वाचता आली नाही.',
  UPLOAD_LENGTH_REQUIRED: 'अपलोड सुरू करताना त्याचा आकार बाइटमध्ये (Upload-Length) सांगणे आवश्यक आहे.',
  UPLOAD_CONCAT_UNSUPPORTED: 'फाइल भागांमध्ये एकत्र अपलोड करता येत नाही: संपूर्ण फाइल एकाच वेळी पाठवा.',
  FILE_TOO_LARGE: byKind('फाइल 1GB मर्यादेपेक्षा मोठी आहे', 'फाइल 10MB मर्यादेपेक्षा मोठी आहे', 'फाइल 10MB मर्यादेपेक्षा मोठी आहे'),
  INVALID_FILE_TYPE: byKind(
    'हा फाइल प्रकार स्वीकारला जात नाही. कृपया फक्त MP4, MOV, WebM किंवा AVI फाइल अपलोड करा',
    'आर्थिक विवरणपत्रासाठी कृपया PDF फाइल अपलोड करा',
    'पिच डेकसाठी कृपया PDF किंवा PowerPoint फाइल अपलोड करा',
  ),
  FILE_INVALID_ID: 'फाइल ID योग्य नाही',
  FILE_NOT_FOUND: 'फाइल अस्तित्वात नाही',
  FILE_LINK_INVALID: 'ही फाइल लिंक योग्य नाही.',
  FILE_LINK_EXPIRED: 'या फाइल लिंकची मुदत संपली आहे. कृपया पोर्टलवरून फाइल पुन्हा उघडा.',
  RANGE_NOT_SATISFIABLE: 'फाइलचा मागितलेला भाग फाइलच्या बाहेर आहे.',
  TOO_MANY_UNFINISHED_UPLOADS: (p) => {
    const max = maxOf(p);
    return max === 1
      ? 'तुमचे एक अपलोड आधीच सुरू आहे. नवीन सुरू करण्यापूर्वी ते पूर्ण होऊ द्या किंवा रद्द करा.'
      : `तुमचे ${max} अपलोड आधीच सुरू आहेत. नवीन सुरू करण्यापूर्वी त्यापैकी एक पूर्ण होऊ द्या किंवा रद्द करा.`;
  },
  UPLOAD_OFFSET_CONFLICT: UPLOAD_BUSY,
  UPLOAD_BUSY,
  UPLOAD_REPLACED: 'त्याच फाइलच्या नवीन अपलोडने याची जागा घेतली आहे: नवीन अपलोडसह पुढे चला.',
  VIDEO_NOT_READ_IN_TIME:
    'हा व्हिडिओ वेळेत वाचता आला नाही, म्हणून तो ठेवला नाही. फाइल खराब असू शकते: कृपया ती पुन्हा जतन किंवा निर्यात करा (MP4 सर्वात चांगले) आणि पुन्हा अपलोड करा.',
  TUS_VERSION_REQUIRED: 'अपलोडच्या विनंतीत Tus-Resumable हेडर आवश्यक आहे.',

  CONFIRMATION_FAILED: 'पासवर्ड किंवा कोड योग्य नाही.',
  TOO_MANY_CODES: 'गेल्या एका तासात आम्ही तुम्हाला अनेक कोड ईमेल केले आहेत. कृपया सर्वात नवीन कोड वापरा, किंवा एका तासानंतर नवीन कोड मागवा.',
  TOO_MANY_CORRECTIONS: 'आज तुम्ही दुरुस्तीच्या अनेक विनंत्या पाठवल्या आहेत. प्रोग्राम टीम आधी त्यांना उत्तर देईल; कृपया आणखी विनंत्या उद्या पाठवा.',
  TOO_MANY_EXPORTS: 'आज आम्ही तुमचा डेटा अनेक वेळा तयार केला आहे. कृपया सर्वात नवीन प्रत डाउनलोड करा, किंवा उद्या पुन्हा मागवा.',
  CONSENT_REQUIRED: 'अर्ज जतन किंवा सादर करण्यापूर्वी कृपया गोपनीयता सूचना वाचा आणि तिला संमती द्या. काहीही जतन केले नाही.',
  NOTICE_VERSION_OUTDATED: 'हे पान उघडल्यानंतर गोपनीयता सूचना बदलली आहे. कृपया तिची सध्याची आवृत्ती वाचा.',
  NOT_SUBMITTED: 'तुमचा अर्ज अजून सादर झालेला नाही: तुम्ही त्यात काहीही स्वतः दुरुस्त करू शकता.',
  EXPORT_NOT_READY: 'डाउनलोडसाठी अजून काहीही तयार नाही. आधी तुमचा डेटा तयार करा.',
  EXPORT_EXPIRED: 'या डाउनलोडची मुदत संपली आहे. कृपया तुमचा डेटा पुन्हा तयार करा.',
  CORRECTION_NOT_FOUND: 'दुरुस्तीची ही विनंती आता अस्तित्वात नाही: संस्थापकाचे खाते किंवा अर्ज पुसला गेला असू शकतो.',
  CORRECTION_RESOLVED: 'दुरुस्तीची ही विनंती आधीच निकाली निघाली आहे, म्हणून काहीही बदलले नाही. काय केले ते पाहण्यासाठी पान पुन्हा उघडा.',
  CORRECTION_FIELD_NOT_CORRECTABLE: 'इथे फक्त संस्थापकाने भरलेली उत्तरे दुरुस्त करता येतात: स्थिती, गुण, ID किंवा फाइली नाही.',
  CORRECTION_OTHER_COHORT: 'ही विनंती कन्सोलमध्ये निवडलेल्या समूहाच्या नाही, तर दुसऱ्या समूहाच्या अर्जाबद्दल आहे. तो समूह निवडून पुन्हा प्रयत्न करा.',
  CORRECTION_STALE:
    'दुरुस्ती उघडल्यानंतर अर्ज बदलला आहे (कदाचित दुसऱ्या प्रशासकाने तो दुरुस्त केला). काहीही जतन केले नाही: आत्ता काय जतन आहे ते पाहण्यासाठी तो पुन्हा उघडा.',
  CORRECTION_UNCHANGED: 'आधी मूल्य बदला: हे तेच आहे जे आधीपासून जतन आहे.',

  INVALID_EMAIL_OR_PASSWORD: 'ईमेल किंवा पासवर्ड योग्य नाही. कृपया पुन्हा प्रयत्न करा.',
  USER_ALREADY_EXISTS: EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: EMAIL_TAKEN,
  EMAIL_NOT_VERIFIED: 'ईमेलची खात्री करणे आवश्यक आहे',
  INVALID_OTP: CODE_INVALID,
  INVALID_CODE: CODE_INVALID,
  INVALID_BACKUP_CODE: CODE_INVALID,
  OTP_EXPIRED: CODE_EXPIRED,
  OTP_NOT_FOUND: CODE_EXPIRED,
  INVALID_TOKEN: CODE_EXPIRED,
  TOO_MANY_ATTEMPTS: TOO_MANY_WRONG,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: TOO_MANY_WRONG,
  INVALID_TWO_FACTOR_COOKIE: 'दोन-टप्प्यांच्या तपासणीची वेळ संपली आहे. कृपया पुन्हा साइन इन करा.',
  PASSKEY_NOT_FOUND: 'ही पासकी सापडली नाही.',
  INVALID_ID_TOKEN: 'तुमच्या ओळख पुरवठादाराचे साइन इन टोकन योग्य नाही.',
  SIGN_IN_LINK_INVALID: 'ही साइन इन लिंक योग्य नाही, आधीच वापरली गेली आहे किंवा तिची मुदत संपली आहे. एखाद्या प्रशासकाकडे नवीन लिंक मागा.',
  PASSWORD_ALREADY_SET: 'या खात्याचा पासवर्ड आधीच तयार आहे. तो गोपनीयता आणि सुरक्षा पानावर बदला.',
  INVITATION_NOT_FOUND: 'ही आमंत्रण लिंक योग्य नाही. तुम्ही ईमेलमधून संपूर्ण लिंक उघडली आहे का ते तपासा.',
  INVITATION_ACCEPTED: 'हे आमंत्रण आधीच स्वीकारले गेले आहे. कन्सोल उघडण्यासाठी साइन इन करा.',
  INVITATION_EXPIRED: 'या आमंत्रणाची मुदत संपली आहे. ज्या प्रशासकांनी तुम्हाला आमंत्रित केले त्यांच्याकडे नवीन आमंत्रण मागा.',
  INVITATION_REVOKED: 'हे आमंत्रण परत घेतले गेले आहे. ज्या प्रशासकांनी तुम्हाला आमंत्रित केले त्यांच्याकडे नवीन आमंत्रण मागा.',
  INVITATION_WRONG_ACCOUNT: (p) =>
    `हे आमंत्रण ${String(p.invited ?? '')} साठी आहे, पण तुम्ही ${String(p.current ?? '')} ने साइन इन केले आहे. साइन आउट करा, मग लिंक पुन्हा उघडा.`,
  INVITATION_ACCOUNT_EXISTS: 'या पत्त्याचे खाते आधीच आहे: स्वीकारण्यासाठी त्यात साइन इन करा.',
  TEAM_FULL: CO_FOUNDER_MESSAGES_MR.TEAM_FULL,
  TEAM_INVITE_NOT_FOUND: CO_FOUNDER_MESSAGES_MR.INVITE_NOT_FOUND,
  TEAM_INVITE_USED: CO_FOUNDER_MESSAGES_MR.INVITE_USED,
  TEAM_INVITE_EXPIRED: CO_FOUNDER_MESSAGES_MR.INVITE_EXPIRED,
  TEAM_INVITE_REVOKED: CO_FOUNDER_MESSAGES_MR.INVITE_REVOKED,
  TEAM_INVITE_OTHER_ADDRESS: CO_FOUNDER_MESSAGES_MR.INVITE_OTHER_ADDRESS,
  TEAM_ALREADY_MEMBER: CO_FOUNDER_MESSAGES_MR.ALREADY_MEMBER,
  TEAM_OWN_APPLICATION: CO_FOUNDER_MESSAGES_MR.OWN_APPLICATION_IN_COHORT,
  TEAM_LAST_MEMBER: CO_FOUNDER_MESSAGES_MR.LAST_MEMBER,
  TEAM_INVITE_SELF: CO_FOUNDER_MESSAGES_MR.INVITE_SELF,
  TEAM_TOO_MANY_INVITES: CO_FOUNDER_MESSAGES_MR.TOO_MANY_INVITES,
  TEAM_SIGN_OFF_MISSING: CO_FOUNDER_MESSAGES_MR.SIGN_OFF_MISSING,
  UPLOAD_REPLACES_UNSEEN_FILE: CO_FOUNDER_MESSAGES_MR.REPLACE_UNSEEN_FILE,
};
