import type { FOUNDER_HELP_TEXTS } from '../../texts/founder-help-texts.ts';
import type { Translation } from '../texts.ts';

export const MR_FOUNDER_HELP_TEXTS: Translation<typeof FOUNDER_HELP_TEXTS> = {
  dpiit:
    'DPIIT प्रमाणपत्र म्हणजे उद्योग संवर्धन आणि अंतर्गत व्यापार विभागाकडून (DPIIT) मिळणारी स्टार्टअप इंडिया मान्यता. तुमच्या कंपनीकडे त्याचा प्रमाणपत्र क्रमांक असेल तरच "होय" निवडा.',
  funding: {
    equityFunding: 'कंपनीच्या समभागांच्या बदल्यात गुंतवलेले पैसे (एंजल गुंतवणूकदार, व्हेंचर कॅपिटल, मित्र आणि कुटुंब).',
    debtFunding: 'परत करायचे कर्ज, व्याजासह किंवा व्याजाशिवाय (बँक कर्ज, NBFC, व्हेंचर कर्ज).',
    grantFunding: 'कधीही परत न करायचे पैसे, ज्यांच्या बदल्यात कोणतेही समभाग द्यावे लागत नाहीत (सरकारी योजना, प्रतिष्ठाने, स्पर्धा).',
  },
  amountReads: (grouped, words) =>
    `हे ${grouped} असे वाचले (${words
      .replace(/ crore$/, ' कोटी')
      .replace(/ lakh$/, ' लाख')
      .replace(/ thousand$/, ' हजार')})`,
  stepHasError: 'हे पाहणे आवश्यक आहे',
  showSummary: 'सारांश दाखवा',
  hideSummary: 'सारांश लपवा',
  viewApplication: 'तुमचा अर्ज पाहा',
  verificationSent: (email) => `आम्ही ${email} वर खात्रीचा ईमेल पाठवला आहे. तुमचा पत्ता पक्का करण्यासाठी त्यातील लिंक उघडा.`,
};
