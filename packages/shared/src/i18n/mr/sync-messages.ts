import type { SYNC_MESSAGES } from '../../texts/sync-messages.ts';
import type { Translation } from '../texts.ts';

export const MR_SYNC_MESSAGES: Translation<typeof SYNC_MESSAGES> = {
  SAVED: 'जतन केले',
  SAVING: 'जतन होत आहे…',
  NOT_SENT: 'अजून पाठवले नाही: इंटरनेट आल्यावर पाठवले जाईल',
  DRAFT: 'मसुदा याच फोनवर ठेवला आहे — अजून पाठवला नाही',
  DRAFT_IN_PAGE: 'फक्त याच पेजवर लिहिले आहे — अजून पाठवले नाही',
  couldNotSave: (reason) => `जतन करता आले नाही: ${reason}`,
  STEP_UNSENT: 'बदल अजून पाठवलेले नाहीत',
  stepsUnsent: (count) => `${count.toLocaleString('en-IN')} टप्पे अजून पाठवलेले नाहीत`,
  ANSWER_NOT_KEPT: 'प्रोग्राम टीमने तुम्ही उत्तर दिलेला प्रश्न काढून टाकला, म्हणून ते उत्तर ठेवले गेले नाही. बाकी सर्व जतन झाले.',
  ANSWER_NO_LONGER_FITS:
    'प्रोग्राम टीमने तुम्ही उत्तर दिलेला प्रश्न बदलला, आणि तुमचे उत्तर आता त्याच्याशी जुळत नाही, म्हणून ते ठेवले गेले नाही. कृपया त्याचे उत्तर पुन्हा द्या. बाकी सर्व जतन झाले.',
  SUBMIT_QUEUED: 'तुम्ही ऑफलाइन आहात. तुमचा अर्ज पूर्ण आहे आणि याच फोनवर जतन केला आहे; इंटरनेट येताच तो सादर होईल.',
  NOT_KEPT_ON_PHONE: 'या फोनमध्ये तुमचे बदल ठेवायला जागा उरलेली नाही. ते पाठवले जाईपर्यंत हे पेज उघडे ठेवा: इंटरनेट येताच ते पाठवले जातील.',
  UPLOAD_OFFLINE_HEADING: 'इंटरनेट नाही',
  UPLOAD_WAITING: 'जोडणीची वाट पाहत आहे…',
  UPLOAD_WAITING_HINT: 'इंटरनेट परत येताच अपलोड आपोआप पुढे चालेल.',
  uploadPartial: (fileName, percent) => `${fileName}: ${percent}% पाठवले. पुढे पाठवण्यासाठी तीच फाइल पुन्हा निवडा`,
  uploadUnfinished: (fileName) => `${fileName}: पूर्ण झाले नाही. पुढे पाठवण्यासाठी तीच फाइल पुन्हा निवडा`,
  CHOOSE_VIDEO_TOUCH: 'व्हिडिओ रेकॉर्ड करण्यासाठी किंवा निवडण्यासाठी स्पर्श करा',
  CHOOSE_DOCUMENT_TOUCH: 'फाइल निवडण्यासाठी स्पर्श करा',
  RECORD_VIDEO: 'व्हिडिओ रेकॉर्ड करा',
};
