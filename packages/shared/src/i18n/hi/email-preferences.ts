import type { EMAIL_PREFERENCE_TEXTS } from '../../account/email-preferences.ts';
import type { Translation } from '../texts.ts';

export const HI_EMAIL_PREFERENCE_TEXTS: Translation<typeof EMAIL_PREFERENCE_TEXTS> = {
  title: 'ईमेल की पसंद',
  intro: 'हम आपको कौन-से ईमेल भेजते हैं, और पोर्टल कैसा दिखता है।',
  alwaysSentTitle: 'ये ईमेल हम हमेशा भेजते हैं',
  alwaysSentIntro:
    'ये ईमेल आवेदन करने और आपके खाते को सुरक्षित रखने का हिस्सा हैं, इसलिए इन्हें बंद नहीं किया जा सकता। हम कोई न्यूज़लेटर या विज्ञापन नहीं भेजते।',
  emails: {
    receipt: 'आवेदन जमा करने पर एक रसीद, उसकी आईडी और सारांश के साथ।',
    decision: 'आपके आवेदन पर फ़ैसला (चुना गया, प्रतीक्षा सूची में या नहीं चुना गया), टीम के प्रकाशित करते ही।',
    account: 'साइन इन के कोड और लिंक, ईमेल पते की जाँच और पासवर्ड बदलना।',
    dataRights:
      'आपके डेटा के बारे में: जब आपकी कॉपी डाउनलोड के लिए तैयार हो, खाता हटाने का कोड, और समूह बंद होने के बाद आवेदन हटाए जाने से पहले एक सूचना।',
  },
  displayTitle: 'पोर्टल कैसा दिखे',
  darkMode: 'डार्क मोड',
  darkModeDescription: 'जिस भी डिवाइस पर आप साइन इन करें, वहाँ गहरे रंग इस्तेमाल करें। तुरंत सहेजा जाता है।',
};
