import type { SYNC_MESSAGES } from '../../texts/sync-messages.ts';
import type { Translation } from '../texts.ts';

export const HI_SYNC_MESSAGES: Translation<typeof SYNC_MESSAGES> = {
  SAVED: 'सहेजा गया',
  SAVING: 'सहेजा जा रहा है…',
  NOT_SENT: 'अभी भेजा नहीं गया: इंटरनेट आने पर भेजा जाएगा',
  DRAFT: 'मसौदा इसी फ़ोन पर रखा है — अभी भेजा नहीं गया',
  DRAFT_IN_PAGE: 'सिर्फ़ इसी पेज पर लिखा है — अभी भेजा नहीं गया',
  couldNotSave: (reason) => `सहेजा नहीं जा सका: ${reason}`,
  STEP_UNSENT: 'बदलाव अभी भेजे नहीं गए',
  stepsUnsent: (count) => `${count.toLocaleString('en-IN')} चरण अभी भेजे नहीं गए`,
  ANSWER_NOT_KEPT: 'प्रोग्राम टीम ने वह सवाल हटा दिया जिसका आपने जवाब दिया था, इसलिए वह जवाब नहीं रखा गया। बाकी सब सहेज लिया गया।',
  ANSWER_NO_LONGER_FITS:
    'प्रोग्राम टीम ने वह सवाल बदल दिया जिसका आपने जवाब दिया था, और आपका जवाब अब उससे मेल नहीं खाता, इसलिए वह नहीं रखा गया। कृपया उसका जवाब दोबारा दें। बाकी सब सहेज लिया गया।',
  SUBMIT_QUEUED: 'आप ऑफ़लाइन हैं। आपका आवेदन पूरा है और इसी फ़ोन पर सहेजा है; इंटरनेट आते ही जमा हो जाएगा।',
  NOT_KEPT_ON_PHONE: 'इस फ़ोन में आपके बदलाव रखने की जगह नहीं बची है। भेजे जाने तक यह पेज खुला रखें: इंटरनेट आते ही ये भेज दिए जाएँगे।',
  UPLOAD_OFFLINE_HEADING: 'इंटरनेट नहीं है',
  UPLOAD_WAITING: 'कनेक्शन का इंतज़ार…',
  UPLOAD_WAITING_HINT: 'इंटरनेट लौटते ही अपलोड अपने आप आगे चलेगा।',
  uploadPartial: (fileName, percent) => `${fileName}: ${percent}% भेजा गया। आगे भेजने के लिए वही फ़ाइल फिर से चुनें`,
  uploadUnfinished: (fileName) => `${fileName}: पूरा नहीं हुआ। आगे भेजने के लिए वही फ़ाइल फिर से चुनें`,
  CHOOSE_VIDEO_TOUCH: 'वीडियो रिकॉर्ड करने या चुनने के लिए छुएँ',
  CHOOSE_DOCUMENT_TOUCH: 'फ़ाइल चुनने के लिए छुएँ',
  RECORD_VIDEO: 'वीडियो रिकॉर्ड करें',
};
