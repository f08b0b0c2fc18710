import type { SYNC_MESSAGES } from '../../texts/sync-messages.ts';
import type { Translation } from '../texts.ts';

export const UR_SYNC_MESSAGES: Translation<typeof SYNC_MESSAGES> = {
  SAVED: 'محفوظ ہو گیا',
  SAVING: 'محفوظ ہو رہا ہے…',
  NOT_SENT: 'ابھی بھیجا نہیں گیا: انٹرنیٹ آنے پر بھیجا جائے گا',
  DRAFT: 'مسودہ اسی فون پر رکھا ہے — ابھی بھیجا نہیں گیا',
  DRAFT_IN_PAGE: 'صرف اسی صفحے پر لکھا ہے — ابھی بھیجا نہیں گیا',
  couldNotSave: (reason) => `محفوظ نہیں ہو سکا: ${reason}`,
  STEP_UNSENT: 'تبدیلیاں ابھی بھیجی نہیں گئیں',
  stepsUnsent: (count) => `${count.toLocaleString('en-IN')} مرحلے ابھی بھیجے نہیں گئے`,
  ANSWER_NOT_KEPT: 'پروگرام ٹیم نے وہ سوال ہٹا دیا جس کا آپ نے جواب دیا تھا، اس لیے وہ جواب نہیں رکھا گیا۔ باقی سب محفوظ ہو گیا۔',
  ANSWER_NO_LONGER_FITS:
    'پروگرام ٹیم نے وہ سوال بدل دیا جس کا آپ نے جواب دیا تھا، اور آپ کا جواب اب اس کے مطابق نہیں رہا، اس لیے وہ نہیں رکھا گیا۔ براہ کرم دوبارہ جواب دیں۔ باقی سب محفوظ ہو گیا۔',
  SUBMIT_QUEUED: 'آپ آف لائن ہیں۔ آپ کی درخواست مکمل ہے اور اسی فون پر محفوظ ہے؛ انٹرنیٹ آتے ہی جمع ہو جائے گی۔',
  NOT_KEPT_ON_PHONE:
    'اس فون میں آپ کی تبدیلیاں رکھنے کی جگہ نہیں بچی۔ بھیجے جانے تک یہ صفحہ کھلا رکھیں: انٹرنیٹ آتے ہی یہ بھیج دی جائیں گی۔',
  UPLOAD_OFFLINE_HEADING: 'انٹرنیٹ نہیں ہے',
  UPLOAD_WAITING: 'رابطے کا انتظار…',
  UPLOAD_WAITING_HINT: 'انٹرنیٹ واپس آتے ہی اپ لوڈ خود بخود آگے چلے گا۔',
  uploadPartial: (fileName, percent) => `${fileName}: ${percent}% بھیجا گیا۔ آگے بھیجنے کے لیے وہی فائل دوبارہ چنیں`,
  uploadUnfinished: (fileName) => `${fileName}: مکمل نہیں ہوا۔ آگے بھیجنے کے لیے وہی فائل دوبارہ چنیں`,
  CHOOSE_VIDEO_TOUCH: 'ویڈیو ریکارڈ کرنے یا چننے کے لیے چھوئیں',
  CHOOSE_DOCUMENT_TOUCH: 'فائل چننے کے لیے چھوئیں',
  RECORD_VIDEO: 'ویڈیو ریکارڈ کریں',
};
