import type { FOUNDER_HELP_TEXTS } from '../../texts/founder-help-texts.ts';
import type { Translation } from '../texts.ts';

export const HI_FOUNDER_HELP_TEXTS: Translation<typeof FOUNDER_HELP_TEXTS> = {
  dpiit:
    'DPIIT प्रमाणपत्र, उद्योग संवर्धन और आंतरिक व्यापार विभाग (DPIIT) से मिलने वाली स्टार्टअप इंडिया मान्यता है। "हाँ" तभी चुनें जब आपकी कंपनी के पास इसका प्रमाणपत्र नंबर हो।',
  funding: {
    equityFunding: 'कंपनी के शेयर के बदले लगाया गया पैसा (एंजेल निवेशक, वेंचर कैपिटल, दोस्त और परिवार)।',
    debtFunding: 'कर्ज़ जो लौटाना है, ब्याज के साथ या बिना (बैंक कर्ज़, NBFC, वेंचर डेट)।',
    grantFunding: 'पैसा जो कभी लौटाना नहीं है और जिसके बदले कोई शेयर नहीं जाता (सरकारी योजनाएँ, फ़ाउंडेशन, प्रतियोगिताएँ)।',
  },
  amountReads: (grouped, words) =>
    `इसे ${grouped} पढ़ा गया (${words
      .replace(/ crore$/, ' करोड़')
      .replace(/ lakh$/, ' लाख')
      .replace(/ thousand$/, ' हज़ार')})`,
  stepHasError: 'इसे देखना ज़रूरी है',
  showSummary: 'सारांश दिखाएँ',
  hideSummary: 'सारांश छिपाएँ',
  viewApplication: 'अपना आवेदन देखें',
  verificationSent: (email) => `हमने ${email} पर पुष्टि का ईमेल भेजा है। अपना पता पक्का करने के लिए उसमें दिया लिंक खोलें।`,
};
