import { textTable } from '@portal/shared/i18n/texts';
import { hindiDuration } from '@portal/shared/i18n/hi/video-messages';
import { VIDEO_REQUESTED_MINUTES } from '@portal/shared/limits';
import { t } from '../../../lib/i18n.ts';
import { WIZARD_TEXTS } from './texts.ts';

/** WIZARD_TEXTS in Hindi, key by key; loaded with the Hindi chunk (lib/i18n-hindi.ts). */
export const HI_TABLE = textTable(WIZARD_TEXTS, {
  home: 'होम',
  welcome: 'स्वागत है!',
  saveAndNext: 'सहेजें और आगे बढ़ें',
  viewFullscreen: 'पूरी स्क्रीन पर देखें',
  submitApplication: 'आवेदन जमा करें',
  submitted: 'आवेदन जमा हो गया!',
  uploadTimeNote: 'अपलोड का समय: लगभग 10 मिनट',
  videoAsk: `लगभग ${VIDEO_REQUESTED_MINUTES} मिनट का एक छोटा वीडियो पिच रिकॉर्ड करें: आप कौन हैं, ग्रामीण भारत की कौन-सी समस्या आप हल करते हैं, और आपका स्टार्टअप उसे कैसे हल करता है।`,
  steps: 'आवेदन के चरण',
  optional: 'ज़रूरी नहीं',
  completed: 'पूरा हुआ',
  stepOf: (index: number, total: number) => `चरण ${index} / ${total}`,
  openSteps: 'सभी चरण दिखाएँ',
  closeSteps: 'चरणों की सूची बंद करें',
  currentStep: 'मौजूदा चरण',
  summary: 'आवेदन का सारांश',
  progress: 'आवेदन की प्रगति',
  totalFunding: 'कुल फ़ंडिंग',
  readOnly: 'यह आवेदन जमा हो चुका है। आप इसे देख सकते हैं, पर अब इसमें बदलाव नहीं हो सकता।',
  edit: 'बदलें',
  yes: 'हाँ',
  no: 'नहीं',
  notProvided: 'नहीं भरा गया',
  reviewIntro: 'अपने जवाब जाँच लें। किसी हिस्से को बदलने के लिए "बदलें" दबाएँ; लौटने पर आपके बदलाव यहाँ दिखेंगे।',
  termsTitle: 'घोषणा',
  terms:
    'यह आवेदन जमा करके मैं पुष्टि करता/करती हूँ कि दी गई जानकारी और दस्तावेज़ मेरी जानकारी के अनुसार सही और पूरे हैं, कि मुझे स्टार्टअप की ओर से आवेदन करने का अधिकार है, और कि प्रोग्राम टीम इस आवेदन के बारे में मुझसे संपर्क कर सकती है। मैं समझता/समझती हूँ कि जमा करने के बाद आवेदन बदला नहीं जा सकता।',
  redirecting: 'आपको डैशबोर्ड पर ले जा रहे हैं…',
  loadErrorHint: 'हम आपका आवेदन लोड नहीं कर सके। इस डिवाइस पर आपने जो लिखा है, वह सुरक्षित है।',
  stepLoadError: 'यह चरण लोड नहीं हो सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें; आपने जो सहेजा है, वह सुरक्षित है।',
  loading: 'आपका आवेदन लोड हो रहा है…',
  selectState: 'अपना राज्य चुनें',
  selectSector: 'अपना क्षेत्र चुनें',
  selectRevenue: 'अपनी कमाई की सीमा चुनें',
  noVideoYet: 'अभी कोई वीडियो अपलोड नहीं हुआ।',
  dropVideo: 'अपना वीडियो यहाँ खींचकर लाएँ या फ़ाइल चुनने के लिए क्लिक करें',
  dropDocument: 'अपनी फ़ाइल यहाँ खींचकर लाएँ या फ़ाइल चुनने के लिए क्लिक करें',
  chooseFile: 'फ़ाइल चुनें',
  replaceFile: 'फ़ाइल बदलें',
  acceptedTypes: (extensions: readonly string[], maxLabel: string) =>
    `स्वीकार: ${extensions.map((e) => e.slice(1).toUpperCase()).join(', ')} · ज़्यादा से ज़्यादा ${maxLabel}`,
  pause: 'रोकें',
  resume: 'फिर शुरू करें',
  cancel: 'रद्द करें',
  uploading: 'अपलोड हो रहा है',
  paused: 'रुका हुआ',
  uploadComplete: 'अपलोड पूरा हुआ',
  viewDocument: 'दस्तावेज़ देखें',
  timeLeft: (text: string) => `${hindiDuration(text).replace(/(\d+) h\b/, '$1 घंटे')} बाकी`,
  documentNote: (label: string) => `${t(label)} जोड़ना ज़रूरी नहीं है, पर इससे प्रोग्राम टीम को आपका स्टार्टअप समझने में मदद मिलती है।`,
});
