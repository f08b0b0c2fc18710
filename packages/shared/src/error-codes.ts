import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { MESSAGES, tooManyUnfinishedUploadsMessage } from './messages.ts';
import type { Locale } from './locales.ts';
import { CONSENT_TEXTS, DATA_RIGHTS_TEXTS } from './privacy-messages.ts';
import { LANGUAGE_MESSAGES } from './language.ts';
import { JSON_MAX_DEPTH } from './limits.ts';
import { REVIEW_MESSAGES } from './review.ts';

/**
 * Every error code a founder can meet from the server, once (docs/decisions/012-account-language-and-error-codes.md): the GraphQL `extensions.code`, the
 * `code` of REST, upload and account (Better Auth) error bodies. Each has its text in every language, so the
 * browser shows `messageFor(code, locale)` in the founder's language. The English texts are taken
 * from messages.ts and its neighbours, never retyped; the server still sends the English text as `message`.
 *
 * A few texts depend on the case: `params` fills them (`kind` of an upload, `max` unfinished uploads).
 */
export type ErrorParams = Readonly<Record<string, string | number | undefined>>;
type ErrorText = string | ((params: ErrorParams) => string);

const byKind = (video: string, financial: string, deck: string) => (p: ErrorParams) =>
  p.kind === 'video' ? video : p.kind === 'financial_statement' ? financial : deck;
const maxOf = (p: ErrorParams): number => (typeof p.max === 'number' ? p.max : Number(p.max ?? 1) || 1);

const ENGLISH = {
  // Any request
  BAD_REQUEST: MESSAGES.BAD_REQUEST,
  NOT_FOUND: MESSAGES.NOT_FOUND,
  INTERNAL: MESSAGES.INTERNAL,
  NETWORK_ERROR: MESSAGES.NETWORK_ERROR,
  TOO_MANY_REQUESTS: MESSAGES.TOO_MANY_ATTEMPTS,
  NUL_CHARACTER: MESSAGES.NUL_CHARACTER,
  JSON_TOO_DEEP: MESSAGES.JSON_TOO_DEEP,
  FORBIDDEN_ORIGIN: 'This request came from a site that is not allowed to make it.',
  FORBIDDEN: 'You are not allowed to do this.',
  OPERATION_NOT_ALLOWED: 'This operation is not allowed.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',

  // The application (GraphQL)
  UNAUTHENTICATED: MESSAGES.NOT_AUTHENTICATED,
  /** The message and `details` name the fields; the browser shows its own copy of the same schema's texts. */
  VALIDATION_FAILED: MESSAGES.REQUIRED_FIELDS,
  APPLICATION_ID_REQUIRED: MESSAGES.APPLICATION_ID_REQUIRED,
  COMPLETE_PERSONAL_FIRST: MESSAGES.COMPLETE_PERSONAL_FIRST,
  APPLICATION_NOT_FOUND: MESSAGES.APPLICATION_NOT_FOUND,
  APPLICATION_LOCKED: MESSAGES.APPLICATION_LOCKED,
  SUBMIT_INCOMPLETE: MESSAGES.SUBMIT_ERRORS_HEADING,
  APPLICATIONS_CLOSED: MESSAGES.APPLICATIONS_CLOSED,
  STALE_WRITE: MESSAGES.STALE_WRITE,
  LANGUAGE_INVALID: LANGUAGE_MESSAGES.LANGUAGE_INVALID,

  // Uploads and stored files
  UPLOAD_KIND_INVALID: MESSAGES.UPLOAD_KIND_INVALID,
  UPLOAD_METADATA_INVALID: MESSAGES.UPLOAD_METADATA_INVALID,
  UPLOAD_LENGTH_REQUIRED: MESSAGES.UPLOAD_LENGTH_REQUIRED,
  UPLOAD_CONCAT_UNSUPPORTED: MESSAGES.UPLOAD_CONCAT_UNSUPPORTED,
  FILE_TOO_LARGE: byKind(MESSAGES.VIDEO_TOO_LARGE, MESSAGES.DOCUMENT_TOO_LARGE, MESSAGES.DOCUMENT_TOO_LARGE),
  INVALID_FILE_TYPE: byKind(MESSAGES.VIDEO_INVALID_TYPE, MESSAGES.FINANCIAL_INVALID_TYPE, MESSAGES.PITCH_DECK_INVALID_TYPE),
  FILE_INVALID_ID: MESSAGES.FILE_INVALID_ID,
  FILE_NOT_FOUND: MESSAGES.FILE_DOES_NOT_EXIST,
  FILE_LINK_INVALID: MESSAGES.FILE_LINK_INVALID,
  FILE_LINK_EXPIRED: MESSAGES.FILE_LINK_EXPIRED,
  RANGE_NOT_SATISFIABLE: MESSAGES.RANGE_NOT_SATISFIABLE,
  TOO_MANY_UNFINISHED_UPLOADS: (p: ErrorParams) => tooManyUnfinishedUploadsMessage(maxOf(p)),
  UPLOAD_OFFSET_CONFLICT: MESSAGES.UPLOAD_BUSY,
  UPLOAD_BUSY: MESSAGES.UPLOAD_BUSY,
  VIDEO_NOT_READ_IN_TIME: MESSAGES.VIDEO_NOT_READ_IN_TIME,

  // Your data (privacy routes)
  CONFIRMATION_FAILED: DATA_RIGHTS_TEXTS.CONFIRM_WRONG,
  TOO_MANY_CODES: DATA_RIGHTS_TEXTS.CODE_LIMIT,
  NOTICE_VERSION_OUTDATED: CONSENT_TEXTS.VERSION_OUTDATED,
  NOT_SUBMITTED: DATA_RIGHTS_TEXTS.CORRECT_BEFORE,
  EXPORT_NOT_READY: DATA_RIGHTS_TEXTS.EXPORT_NONE,
  EXPORT_EXPIRED: DATA_RIGHTS_TEXTS.EXPORT_EXPIRED,

  // Accounts (Better Auth's codes, and ours on its routes)
  INVALID_EMAIL_OR_PASSWORD: MESSAGES.INVALID_CREDENTIALS,
  USER_ALREADY_EXISTS: MESSAGES.EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: MESSAGES.EMAIL_TAKEN,
  EMAIL_NOT_VERIFIED: MESSAGES.EMAIL_NEEDS_VERIFICATION,
  INVALID_OTP: ACCOUNT_MESSAGES.CODE_INVALID,
  INVALID_CODE: ACCOUNT_MESSAGES.CODE_INVALID,
  INVALID_BACKUP_CODE: ACCOUNT_MESSAGES.CODE_INVALID,
  OTP_EXPIRED: ACCOUNT_MESSAGES.CODE_EXPIRED,
  OTP_NOT_FOUND: ACCOUNT_MESSAGES.CODE_EXPIRED,
  INVALID_TOKEN: ACCOUNT_MESSAGES.CODE_EXPIRED,
  TOO_MANY_ATTEMPTS: ACCOUNT_MESSAGES.CODE_TOO_MANY_ATTEMPTS,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: ACCOUNT_MESSAGES.CODE_TOO_MANY_ATTEMPTS,
  INVALID_TWO_FACTOR_COOKIE: ACCOUNT_MESSAGES.INVALID_MFA_TICKET,
  INVALID_ID_TOKEN: ACCOUNT_MESSAGES.ID_TOKEN_INVALID,
  SIGN_IN_LINK_INVALID: REVIEW_MESSAGES.LINK_INVALID,
  PASSWORD_ALREADY_SET: REVIEW_MESSAGES.PASSWORD_ALREADY_SET,
} as const satisfies Record<string, ErrorText>;

export type ErrorCode = keyof typeof ENGLISH;
/** The English texts, typed per code, for the server's own error bodies. */
export const ENGLISH_ERROR_TEXTS = ENGLISH;

const HINDI: Record<ErrorCode, ErrorText> = {
  BAD_REQUEST: 'भेजा गया अनुरोध समझ नहीं आया। कृपया जाँचें कि क्या भेजा गया है।',
  NOT_FOUND: 'नहीं मिला',
  INTERNAL: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  NETWORK_ERROR: 'नेटवर्क की समस्या',
  TOO_MANY_REQUESTS: 'बहुत बार कोशिश हो चुकी है। कृपया थोड़ी देर रुककर फिर से कोशिश करें।',
  NUL_CHARACTER: 'टेक्स्ट में NUL अक्षर (\\u0000) नहीं हो सकता। कृपया उसे हटाकर फिर से कोशिश करें।',
  JSON_TOO_DEEP: `अनुरोध बहुत गहराई तक नेस्टेड है: ऑब्जेक्ट और सूचियों के ज़्यादा से ज़्यादा ${JSON_MAX_DEPTH} स्तर स्वीकार हैं।`,
  FORBIDDEN_ORIGIN: 'यह अनुरोध ऐसी साइट से आया है जिसे इसकी अनुमति नहीं है।',
  FORBIDDEN: 'आपको यह करने की अनुमति नहीं है।',
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
  APPLICATIONS_CLOSED: 'इस कोहोर्ट के लिए आवेदन बंद हो चुके हैं। अब नए आवेदन और जमा करना स्वीकार नहीं हैं।',
  STALE_WRITE:
    'इस चरण को किसी दूसरे डिवाइस या टैब पर बदला गया है, इस पेज के आख़िरी बार देखने के बाद। यहाँ लिखी आपकी जानकारी सुरक्षित है: दूसरे संस्करण की जगह इसे रखने के लिए फिर से "सहेजें और आगे बढ़ें" दबाएँ।',
  LANGUAGE_INVALID: LANGUAGE_MESSAGES.LANGUAGE_INVALID_HI,

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
  VIDEO_NOT_READ_IN_TIME:
    'यह वीडियो समय पर पढ़ा नहीं जा सका, इसलिए इसे रखा नहीं गया। हो सकता है फ़ाइल ख़राब हो: कृपया इसे फिर से सेव या एक्सपोर्ट करें (MP4 सबसे अच्छा रहता है) और फिर से अपलोड करें।',

  CONFIRMATION_FAILED: 'पासवर्ड या कोड सही नहीं है।',
  TOO_MANY_CODES: 'पिछले एक घंटे में हम आपको कई कोड ईमेल कर चुके हैं। कृपया सबसे नया कोड इस्तेमाल करें, या एक घंटे बाद नया कोड माँगें।',
  NOTICE_VERSION_OUTDATED: 'यह पेज खुलने के बाद गोपनीयता सूचना बदल गई है। कृपया उसका मौजूदा संस्करण पढ़ें।',
  NOT_SUBMITTED: 'आपका आवेदन अभी जमा नहीं हुआ है: आप उसमें कुछ भी ख़ुद ठीक कर सकते हैं।',
  EXPORT_NOT_READY: 'डाउनलोड के लिए अभी कुछ तैयार नहीं है। पहले अपना डेटा तैयार करवाएँ।',
  EXPORT_EXPIRED: 'इस डाउनलोड की समय-सीमा ख़त्म हो गई है। कृपया अपना डेटा फिर से तैयार करवाएँ।',

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
  INVALID_ID_TOKEN: 'आपके पहचान प्रदाता (identity provider) का साइन-इन टोकन सही नहीं है।',
  SIGN_IN_LINK_INVALID: 'यह साइन-इन लिंक सही नहीं है, पहले इस्तेमाल हो चुका है या इसकी समय-सीमा ख़त्म हो गई है। किसी एडमिन से नया लिंक माँगें।',
  PASSWORD_ALREADY_SET: 'इस खाते का पासवर्ड पहले से बना है। उसे गोपनीयता और सुरक्षा (Privacy & Security) पेज पर बदलें।',
};

/** Each code's text per language; a missing Hindi text fails to compile and fails the shared test. */
export const ERROR_MESSAGES: Record<Locale, Record<ErrorCode, ErrorText>> = { en: ENGLISH, hi: HINDI };

export const ERROR_CODES = Object.keys(ENGLISH) as ErrorCode[];
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ENGLISH, value);

/**
 * The text for an error code in the founder's language. An unknown code gives `fallback` (e.g. the message the
 * server sent) in English and the generic text otherwise, so a new server code never shows the founder nothing.
 */
export const messageFor = (code: string | undefined, locale: Locale, params: ErrorParams = {}, fallback?: string): string => {
  const text = isErrorCode(code) ? ERROR_MESSAGES[locale][code] : undefined;
  if (text === undefined) return locale === 'en' && fallback ? fallback : messageFor('INTERNAL', locale);
  return typeof text === 'function' ? text(params) : text;
};
