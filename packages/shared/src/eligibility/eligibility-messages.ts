import type { Locale } from '../locales.ts';
import { inFounderLanguage, type LocalTexts } from '../own-questions/question-text.ts';
import type { EligibilityQuestion } from './eligibility-schema.ts';

/**
 * What the founder's screening page says (docs/own-questions.md, "Eligibility check"), in every language. The
 * team's own texts (questions, options, reasons) exist in English and Hindi, and in the other languages where the
 * team wrote them: a language shows its own, else the one `cohortNameColumn` picks for it (`teamText`).
 */
export interface EligibilityTexts {
  TITLE: string;
  INTRO: (count: number) => string;
  YES: string;
  NO: string;
  CHOOSE_SEVERAL: string;
  SUBMIT: string;
  REQUIRED: string;
  REFUSED_TITLE: string;
  RULE_YES: (label: string) => string;
  RULE_NO: (label: string) => string;
  RULE_ONE_OF: (label: string, options: string) => string;
  RULE_SOME_OF: (label: string, options: string) => string;
  KEPT: string;
  CONTACT: string;
  ELIGIBLE_TITLE: string;
  START: string;
  OFFLINE: string;
  LOAD_OFFLINE: string;
  FAILED: string;
  BACK: string;
}

const EN: EligibilityTexts = {
  TITLE: 'Before you apply',
  INTRO: (n) => `Answer these ${n} questions to see whether you can apply. It takes about 2 minutes.`,
  YES: 'Yes',
  NO: 'No',
  CHOOSE_SEVERAL: 'Choose all that apply',
  SUBMIT: 'Check my answers',
  REQUIRED: 'Please answer this question',
  REFUSED_TITLE: 'You cannot apply to this cohort',
  RULE_YES: (label) => `Your answer to “${label}” must be Yes.`,
  RULE_NO: (label) => `Your answer to “${label}” must be No.`,
  RULE_ONE_OF: (label, options) => `Your answer to “${label}” must be one of: ${options}.`,
  RULE_SOME_OF: (label, options) => `Your answers to “${label}” must include one of: ${options}.`,
  KEPT: 'Your answers are kept.',
  CONTACT: 'If you think this is a mistake, write to us:',
  ELIGIBLE_TITLE: 'You can apply',
  START: 'Start my application',
  OFFLINE:
    'You are offline. Your answers were not sent and nothing was checked. Connect to the internet and press “Check my answers” again.',
  LOAD_OFFLINE: 'You are offline. Connect to the internet to see and answer these questions.',
  FAILED: 'Your answers could not be checked. Please try again.',
  BACK: 'Back to my dashboard',
};

const HI: EligibilityTexts = {
  TITLE: 'आवेदन से पहले',
  INTRO: (n) => `यह जानने के लिए कि आप आवेदन कर सकते हैं या नहीं, इन ${n} प्रश्नों के उत्तर दें। इसमें लगभग 2 मिनट लगते हैं।`,
  YES: 'हाँ',
  NO: 'नहीं',
  CHOOSE_SEVERAL: 'जो भी लागू हों, सब चुनें',
  SUBMIT: 'मेरे उत्तर जाँचें',
  REQUIRED: 'कृपया इस प्रश्न का उत्तर दें',
  REFUSED_TITLE: 'आप इस कोहोर्ट के लिए आवेदन नहीं कर सकते',
  RULE_YES: (label) => `“${label}” का आपका उत्तर “हाँ” होना चाहिए।`,
  RULE_NO: (label) => `“${label}” का आपका उत्तर “नहीं” होना चाहिए।`,
  RULE_ONE_OF: (label, options) => `“${label}” का आपका उत्तर इनमें से एक होना चाहिए: ${options}।`,
  RULE_SOME_OF: (label, options) => `“${label}” के आपके उत्तरों में इनमें से एक होना चाहिए: ${options}।`,
  KEPT: 'आपके उत्तर सहेजे गए हैं।',
  CONTACT: 'अगर आपको लगता है कि यह गलती है, तो हमें लिखें:',
  ELIGIBLE_TITLE: 'आप आवेदन कर सकते हैं',
  START: 'मेरा आवेदन शुरू करें',
  OFFLINE: 'आप ऑफ़लाइन हैं। आपके उत्तर भेजे नहीं गए और कुछ जाँचा नहीं गया। इंटरनेट से जुड़ें और फिर से “मेरे उत्तर जाँचें” दबाएँ।',
  LOAD_OFFLINE: 'आप ऑफ़लाइन हैं। ये प्रश्न देखने और उनके उत्तर देने के लिए इंटरनेट से जुड़ें।',
  FAILED: 'आपके उत्तर जाँचे नहीं जा सके। कृपया फिर से कोशिश करें।',
  BACK: 'मेरे डैशबोर्ड पर वापस',
};

const MR: EligibilityTexts = {
  TITLE: 'अर्ज करण्यापूर्वी',
  INTRO: (n) => `तुम्ही अर्ज करू शकता का हे पाहण्यासाठी या ${n} प्रश्नांची उत्तरे द्या. यासाठी सुमारे 2 मिनिटे लागतात.`,
  YES: 'होय',
  NO: 'नाही',
  CHOOSE_SEVERAL: 'लागू असलेले सर्व निवडा',
  SUBMIT: 'माझी उत्तरे तपासा',
  REQUIRED: 'कृपया या प्रश्नाचे उत्तर द्या',
  REFUSED_TITLE: 'तुम्ही या समूहासाठी अर्ज करू शकत नाही',
  RULE_YES: (label) => `“${label}” याचे तुमचे उत्तर “होय” असायला हवे.`,
  RULE_NO: (label) => `“${label}” याचे तुमचे उत्तर “नाही” असायला हवे.`,
  RULE_ONE_OF: (label, options) => `“${label}” याचे तुमचे उत्तर यापैकी एक असायला हवे: ${options}.`,
  RULE_SOME_OF: (label, options) => `“${label}” याच्या तुमच्या उत्तरांमध्ये यापैकी एक असायला हवे: ${options}.`,
  KEPT: 'तुमची उत्तरे जतन केली आहेत.',
  CONTACT: 'ही चूक आहे असे वाटत असल्यास आम्हाला लिहा:',
  ELIGIBLE_TITLE: 'तुम्ही अर्ज करू शकता',
  START: 'माझा अर्ज सुरू करा',
  OFFLINE: 'तुम्ही ऑफलाइन आहात. तुमची उत्तरे पाठवली गेली नाहीत आणि काहीही तपासले गेले नाही. इंटरनेटशी जोडा आणि पुन्हा “माझी उत्तरे तपासा” दाबा.',
  LOAD_OFFLINE: 'तुम्ही ऑफलाइन आहात. हे प्रश्न पाहण्यासाठी आणि त्यांची उत्तरे देण्यासाठी इंटरनेटशी जोडा.',
  FAILED: 'तुमची उत्तरे तपासता आली नाहीत. कृपया पुन्हा प्रयत्न करा.',
  BACK: 'माझ्या डॅशबोर्डवर परत',
};

const GU: EligibilityTexts = {
  TITLE: 'અરજી કરતાં પહેલાં',
  INTRO: (n) => `તમે અરજી કરી શકો છો કે નહીં તે જાણવા આ ${n} પ્રશ્નોના જવાબ આપો. તેમાં લગભગ 2 મિનિટ લાગે છે.`,
  YES: 'હા',
  NO: 'ના',
  CHOOSE_SEVERAL: 'લાગુ પડતા બધા પસંદ કરો',
  SUBMIT: 'મારા જવાબો તપાસો',
  REQUIRED: 'કૃપા કરીને આ પ્રશ્નનો જવાબ આપો',
  REFUSED_TITLE: 'તમે આ જૂથ માટે અરજી કરી શકતા નથી',
  RULE_YES: (label) => `“${label}” નો તમારો જવાબ “હા” હોવો જોઈએ.`,
  RULE_NO: (label) => `“${label}” નો તમારો જવાબ “ના” હોવો જોઈએ.`,
  RULE_ONE_OF: (label, options) => `“${label}” નો તમારો જવાબ આમાંથી એક હોવો જોઈએ: ${options}.`,
  RULE_SOME_OF: (label, options) => `“${label}” ના તમારા જવાબોમાં આમાંથી એક હોવો જોઈએ: ${options}.`,
  KEPT: 'તમારા જવાબો સાચવેલા છે.',
  CONTACT: 'જો તમને લાગે કે આ ભૂલ છે, તો અમને લખો:',
  ELIGIBLE_TITLE: 'તમે અરજી કરી શકો છો',
  START: 'મારી અરજી શરૂ કરો',
  OFFLINE: 'તમે ઑફલાઇન છો. તમારા જવાબો મોકલાયા નથી અને કંઈ તપાસાયું નથી. ઇન્ટરનેટ સાથે જોડાઓ અને ફરીથી “મારા જવાબો તપાસો” દબાવો.',
  LOAD_OFFLINE: 'તમે ઑફલાઇન છો. આ પ્રશ્નો જોવા અને તેના જવાબ આપવા ઇન્ટરનેટ સાથે જોડાઓ.',
  FAILED: 'તમારા જવાબો તપાસી શકાયા નથી. કૃપા કરીને ફરી પ્રયાસ કરો.',
  BACK: 'મારા ડેશબોર્ડ પર પાછા',
};

const TA: EligibilityTexts = {
  TITLE: 'விண்ணப்பிக்கும் முன்',
  INTRO: (n) => `நீங்கள் விண்ணப்பிக்க முடியுமா என்று அறிய இந்த ${n} கேள்விகளுக்குப் பதில் அளியுங்கள். இதற்கு சுமார் 2 நிமிடங்கள் ஆகும்.`,
  YES: 'ஆம்',
  NO: 'இல்லை',
  CHOOSE_SEVERAL: 'பொருந்தும் அனைத்தையும் தேர்ந்தெடுங்கள்',
  SUBMIT: 'என் பதில்களைச் சரிபார்',
  REQUIRED: 'இந்தக் கேள்விக்குப் பதில் அளியுங்கள்',
  REFUSED_TITLE: 'இந்தச் சுற்றுக்கு நீங்கள் விண்ணப்பிக்க முடியாது',
  RULE_YES: (label) => `“${label}” என்பதற்கான உங்கள் பதில் “ஆம்” ஆக இருக்க வேண்டும்.`,
  RULE_NO: (label) => `“${label}” என்பதற்கான உங்கள் பதில் “இல்லை” ஆக இருக்க வேண்டும்.`,
  RULE_ONE_OF: (label, options) => `“${label}” என்பதற்கான உங்கள் பதில் இவற்றில் ஒன்றாக இருக்க வேண்டும்: ${options}.`,
  RULE_SOME_OF: (label, options) => `“${label}” என்பதற்கான உங்கள் பதில்களில் இவற்றில் ஒன்று இருக்க வேண்டும்: ${options}.`,
  KEPT: 'உங்கள் பதில்கள் சேமிக்கப்பட்டுள்ளன.',
  CONTACT: 'இது தவறு என்று நினைத்தால் எங்களுக்கு எழுதுங்கள்:',
  ELIGIBLE_TITLE: 'நீங்கள் விண்ணப்பிக்கலாம்',
  START: 'என் விண்ணப்பத்தைத் தொடங்கு',
  OFFLINE:
    'நீங்கள் இணைய இணைப்பில் இல்லை. உங்கள் பதில்கள் அனுப்பப்படவில்லை, எதுவும் சரிபார்க்கப்படவில்லை. இணையத்துடன் இணைந்து மீண்டும் “என் பதில்களைச் சரிபார்” அழுத்துங்கள்.',
  LOAD_OFFLINE: 'நீங்கள் இணைய இணைப்பில் இல்லை. இந்தக் கேள்விகளைப் பார்த்துப் பதில் அளிக்க இணையத்துடன் இணையுங்கள்.',
  FAILED: 'உங்கள் பதில்களைச் சரிபார்க்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
  BACK: 'என் முகப்புப் பக்கத்துக்குத் திரும்பு',
};

const TE: EligibilityTexts = {
  TITLE: 'దరఖాస్తు చేసే ముందు',
  INTRO: (n) => `మీరు దరఖాస్తు చేయగలరో లేదో తెలుసుకోవడానికి ఈ ${n} ప్రశ్నలకు జవాబు ఇవ్వండి. దీనికి సుమారు 2 నిమిషాలు పడుతుంది.`,
  YES: 'అవును',
  NO: 'కాదు',
  CHOOSE_SEVERAL: 'వర్తించే అన్నింటినీ ఎంచుకోండి',
  SUBMIT: 'నా జవాబులను తనిఖీ చేయండి',
  REQUIRED: 'దయచేసి ఈ ప్రశ్నకు జవాబు ఇవ్వండి',
  REFUSED_TITLE: 'మీరు ఈ బ్యాచ్‌కు దరఖాస్తు చేయలేరు',
  RULE_YES: (label) => `“${label}” కి మీ జవాబు “అవును” అయి ఉండాలి.`,
  RULE_NO: (label) => `“${label}” కి మీ జవాబు “కాదు” అయి ఉండాలి.`,
  RULE_ONE_OF: (label, options) => `“${label}” కి మీ జవాబు వీటిలో ఒకటి అయి ఉండాలి: ${options}.`,
  RULE_SOME_OF: (label, options) => `“${label}” కి మీ జవాబుల్లో వీటిలో ఒకటి ఉండాలి: ${options}.`,
  KEPT: 'మీ జవాబులు భద్రపరచబడ్డాయి.',
  CONTACT: 'ఇది పొరపాటు అని మీకు అనిపిస్తే, మాకు రాయండి:',
  ELIGIBLE_TITLE: 'మీరు దరఖాస్తు చేయవచ్చు',
  START: 'నా దరఖాస్తును ప్రారంభించండి',
  OFFLINE: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు. మీ జవాబులు పంపబడలేదు, ఏదీ తనిఖీ కాలేదు. ఇంటర్నెట్‌కు కనెక్ట్ అయి మళ్ళీ “నా జవాబులను తనిఖీ చేయండి” నొక్కండి.',
  LOAD_OFFLINE: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు. ఈ ప్రశ్నలను చూసి జవాబు ఇవ్వడానికి ఇంటర్నెట్‌కు కనెక్ట్ అవ్వండి.',
  FAILED: 'మీ జవాబులను తనిఖీ చేయలేకపోయాం. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  BACK: 'నా డ్యాష్‌బోర్డ్‌కు తిరిగి',
};

const KN: EligibilityTexts = {
  TITLE: 'ಅರ್ಜಿ ಸಲ್ಲಿಸುವ ಮೊದಲು',
  INTRO: (n) => `ನೀವು ಅರ್ಜಿ ಸಲ್ಲಿಸಬಹುದೇ ಎಂದು ತಿಳಿಯಲು ಈ ${n} ಪ್ರಶ್ನೆಗಳಿಗೆ ಉತ್ತರಿಸಿ. ಇದಕ್ಕೆ ಸುಮಾರು 2 ನಿಮಿಷ ಬೇಕು.`,
  YES: 'ಹೌದು',
  NO: 'ಇಲ್ಲ',
  CHOOSE_SEVERAL: 'ಅನ್ವಯಿಸುವ ಎಲ್ಲವನ್ನೂ ಆರಿಸಿ',
  SUBMIT: 'ನನ್ನ ಉತ್ತರಗಳನ್ನು ಪರಿಶೀಲಿಸಿ',
  REQUIRED: 'ದಯವಿಟ್ಟು ಈ ಪ್ರಶ್ನೆಗೆ ಉತ್ತರಿಸಿ',
  REFUSED_TITLE: 'ನೀವು ಈ ಬ್ಯಾಚ್‌ಗೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ',
  RULE_YES: (label) => `“${label}” ಗೆ ನಿಮ್ಮ ಉತ್ತರ “ಹೌದು” ಆಗಿರಬೇಕು.`,
  RULE_NO: (label) => `“${label}” ಗೆ ನಿಮ್ಮ ಉತ್ತರ “ಇಲ್ಲ” ಆಗಿರಬೇಕು.`,
  RULE_ONE_OF: (label, options) => `“${label}” ಗೆ ನಿಮ್ಮ ಉತ್ತರ ಇವುಗಳಲ್ಲಿ ಒಂದಾಗಿರಬೇಕು: ${options}.`,
  RULE_SOME_OF: (label, options) => `“${label}” ಗೆ ನಿಮ್ಮ ಉತ್ತರಗಳಲ್ಲಿ ಇವುಗಳಲ್ಲಿ ಒಂದು ಇರಬೇಕು: ${options}.`,
  KEPT: 'ನಿಮ್ಮ ಉತ್ತರಗಳನ್ನು ಉಳಿಸಲಾಗಿದೆ.',
  CONTACT: 'ಇದು ತಪ್ಪು ಎಂದು ನಿಮಗೆ ಅನಿಸಿದರೆ, ನಮಗೆ ಬರೆಯಿರಿ:',
  ELIGIBLE_TITLE: 'ನೀವು ಅರ್ಜಿ ಸಲ್ಲಿಸಬಹುದು',
  START: 'ನನ್ನ ಅರ್ಜಿಯನ್ನು ಪ್ರಾರಂಭಿಸಿ',
  OFFLINE: 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ. ನಿಮ್ಮ ಉತ್ತರಗಳನ್ನು ಕಳುಹಿಸಲಾಗಿಲ್ಲ, ಏನನ್ನೂ ಪರಿಶೀಲಿಸಲಾಗಿಲ್ಲ. ಇಂಟರ್ನೆಟ್‌ಗೆ ಸಂಪರ್ಕಿಸಿ ಮತ್ತೆ “ನನ್ನ ಉತ್ತರಗಳನ್ನು ಪರಿಶೀಲಿಸಿ” ಒತ್ತಿ.',
  LOAD_OFFLINE: 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ. ಈ ಪ್ರಶ್ನೆಗಳನ್ನು ನೋಡಿ ಉತ್ತರಿಸಲು ಇಂಟರ್ನೆಟ್‌ಗೆ ಸಂಪರ್ಕಿಸಿ.',
  FAILED: 'ನಿಮ್ಮ ಉತ್ತರಗಳನ್ನು ಪರಿಶೀಲಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  BACK: 'ನನ್ನ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ಗೆ ಹಿಂದಿರುಗಿ',
};

const BN: EligibilityTexts = {
  TITLE: 'আবেদনের আগে',
  INTRO: (n) => `আপনি আবেদন করতে পারবেন কি না জানতে এই ${n}টি প্রশ্নের উত্তর দিন। এতে প্রায় 2 মিনিট লাগে।`,
  YES: 'হ্যাঁ',
  NO: 'না',
  CHOOSE_SEVERAL: 'যা যা প্রযোজ্য সব বেছে নিন',
  SUBMIT: 'আমার উত্তর যাচাই করুন',
  REQUIRED: 'অনুগ্রহ করে এই প্রশ্নের উত্তর দিন',
  REFUSED_TITLE: 'আপনি এই ব্যাচে আবেদন করতে পারবেন না',
  RULE_YES: (label) => `“${label}” প্রশ্নে আপনার উত্তর “হ্যাঁ” হতে হবে।`,
  RULE_NO: (label) => `“${label}” প্রশ্নে আপনার উত্তর “না” হতে হবে।`,
  RULE_ONE_OF: (label, options) => `“${label}” প্রশ্নে আপনার উত্তর এগুলির একটি হতে হবে: ${options}।`,
  RULE_SOME_OF: (label, options) => `“${label}” প্রশ্নে আপনার উত্তরে এগুলির একটি থাকতে হবে: ${options}।`,
  KEPT: 'আপনার উত্তর রাখা আছে।',
  CONTACT: 'এটি ভুল মনে হলে আমাদের লিখুন:',
  ELIGIBLE_TITLE: 'আপনি আবেদন করতে পারেন',
  START: 'আমার আবেদন শুরু করুন',
  OFFLINE: 'আপনি অফলাইনে আছেন। আপনার উত্তর পাঠানো হয়নি এবং কিছুই যাচাই হয়নি। ইন্টারনেটে যুক্ত হয়ে আবার “আমার উত্তর যাচাই করুন” চাপুন।',
  LOAD_OFFLINE: 'আপনি অফলাইনে আছেন। এই প্রশ্নগুলি দেখতে ও উত্তর দিতে ইন্টারনেটে যুক্ত হন।',
  FAILED: 'আপনার উত্তর যাচাই করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  BACK: 'আমার ড্যাশবোর্ডে ফিরুন',
};

const UR: EligibilityTexts = {
  TITLE: 'درخواست سے پہلے',
  INTRO: (n) => `یہ جاننے کے لیے کہ آپ درخواست دے سکتے ہیں یا نہیں، ان ${n} سوالوں کے جواب دیں۔ اس میں تقریباً 2 منٹ لگتے ہیں۔`,
  YES: 'ہاں',
  NO: 'نہیں',
  CHOOSE_SEVERAL: 'جو بھی لاگو ہوں، سب چنیں',
  SUBMIT: 'میرے جواب جانچیں',
  REQUIRED: 'براہ کرم اس سوال کا جواب دیں',
  REFUSED_TITLE: 'آپ اس گروپ کے لیے درخواست نہیں دے سکتے',
  RULE_YES: (label) => `“${label}” کا آپ کا جواب “ہاں” ہونا چاہیے۔`,
  RULE_NO: (label) => `“${label}” کا آپ کا جواب “نہیں” ہونا چاہیے۔`,
  RULE_ONE_OF: (label, options) => `“${label}” کا آپ کا جواب ان میں سے ایک ہونا چاہیے: ${options}۔`,
  RULE_SOME_OF: (label, options) => `“${label}” کے آپ کے جوابوں میں ان میں سے ایک ہونا چاہیے: ${options}۔`,
  KEPT: 'آپ کے جواب محفوظ ہیں۔',
  CONTACT: 'اگر آپ کو لگتا ہے کہ یہ غلطی ہے تو ہمیں لکھیں:',
  ELIGIBLE_TITLE: 'آپ درخواست دے سکتے ہیں',
  START: 'میری درخواست شروع کریں',
  OFFLINE:
    'آپ آف لائن ہیں۔ آپ کے جواب بھیجے نہیں گئے اور کچھ جانچا نہیں گیا۔ انٹرنیٹ سے جڑیں اور دوبارہ “میرے جواب جانچیں” دبائیں۔',
  LOAD_OFFLINE: 'آپ آف لائن ہیں۔ یہ سوال دیکھنے اور ان کے جواب دینے کے لیے انٹرنیٹ سے جڑیں۔',
  FAILED: 'آپ کے جواب جانچے نہیں جا سکے۔ براہ کرم دوبارہ کوشش کریں۔',
  BACK: 'اپنے ڈیش بورڈ پر واپس',
};

export const ELIGIBILITY_TEXTS: Record<Locale, EligibilityTexts> = {
  en: EN,
  hi: HI,
  mr: MR,
  gu: GU,
  ta: TA,
  te: TE,
  kn: KN,
  bn: BN,
  ur: UR,
};

export const eligibilityTexts = (locale: string): EligibilityTexts =>
  (ELIGIBILITY_TEXTS as Record<string, EligibilityTexts>)[locale] ?? EN;

/**
 * A team's text in the reader's language: its own text in that language when the team wrote one, else Hindi in
 * Devanagari languages (when written) and English otherwise (question-text.ts, the cohort names' rule).
 */
export const teamText = (en: string, hi: string, locale: string, local?: LocalTexts): string =>
  inFounderLanguage({ en, hi, in: local }, locale);

export const questionLabel = (q: EligibilityQuestion, locale: string): string =>
  teamText(q.labelEn, q.labelHi, locale, q.labelIn);

export const optionLabel = (
  option: { labelEn: string; labelHi: string; labelIn?: LocalTexts | undefined },
  locale: string,
): string => teamText(option.labelEn, option.labelHi, locale, option.labelIn);

/** Why a founder is refused: the failed rule in their language, and the team's reason when it wrote one. */
export const refusalOf = (q: EligibilityQuestion, locale: string): { rule: string; reason: string } => {
  const say = eligibilityTexts(locale);
  const label = questionLabel(q, locale);
  const reason = teamText(q.reasonEn, q.reasonHi, locale, q.reasonIn);
  if (q.kind === 'yes_no') return { rule: q.mustBe ? say.RULE_YES(label) : say.RULE_NO(label), reason };
  const options = q.options
    .filter((o) => q.oneOf.includes(o.id))
    .map((o) => optionLabel(o, locale))
    .join(', ');
  return { rule: q.kind === 'one_choice' ? say.RULE_ONE_OF(label, options) : say.RULE_SOME_OF(label, options), reason };
};

/** The console's English wording of a rule: "must be Yes", "one of: A, B". */
export const ruleSummary = (q: EligibilityQuestion): string =>
  q.kind === 'yes_no'
    ? `must be ${q.mustBe ? 'Yes' : 'No'}`
    : `${q.kind === 'one_choice' ? 'one of' : 'includes one of'}: ${q.options
        .filter((o) => q.oneOf.includes(o.id))
        .map((o) => o.labelEn)
        .join(', ')}`;
