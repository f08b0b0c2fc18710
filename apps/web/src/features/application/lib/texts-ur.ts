import { textTable } from '@portal/shared/i18n/texts';
import { urduDuration } from '@portal/shared/i18n/ur/video-messages';
import { VIDEO_REQUESTED_MINUTES } from '@portal/shared/limits';
import { WIZARD_TEXTS } from './texts.ts';

/** WIZARD_TEXTS in Urdu, key by key; loaded with the Urdu chunk (src/languages/ur.ts). */
export const UR_TABLE = textTable('WIZARD_TEXTS', WIZARD_TEXTS, {
  home: 'ہوم',
  welcome: 'خوش آمدید!',
  saveAndNext: 'محفوظ کریں اور آگے بڑھیں',
  viewFullscreen: 'پوری اسکرین پر دیکھیں',
  submitApplication: 'درخواست جمع کریں',
  submitted: 'درخواست جمع ہو گئی!',
  videoAsk: `تقریباً ${VIDEO_REQUESTED_MINUTES} منٹ کی ایک چھوٹی ویڈیو پچ ریکارڈ کریں: آپ کون ہیں، دیہی بھارت کا کون سا مسئلہ آپ حل کرتے ہیں، اور آپ کا اسٹارٹ اپ اسے کیسے حل کرتا ہے۔`,
  steps: 'درخواست کے مراحل',
  optional: 'ضروری نہیں',
  completed: 'مکمل',
  stepOf: (index: number, total: number) => `مرحلہ ${index} / ${total}`,
  openSteps: 'تمام مراحل دکھائیں',
  closeSteps: 'مراحل کی فہرست بند کریں',
  currentStep: 'موجودہ مرحلہ',
  summary: 'درخواست کا خلاصہ',
  progress: 'درخواست کی پیش رفت',
  totalFunding: 'کل فنڈنگ',
  readOnly: 'یہ درخواست جمع ہو چکی ہے۔ آپ اسے دیکھ سکتے ہیں، لیکن اب اس میں تبدیلی نہیں ہو سکتی۔',
  edit: 'بدلیں',
  fromLastTime: 'پچھلی بار سے، ابھی جانچا نہیں گیا',
  copiedAnswers: (filled: number, total: number) =>
    `${total} میں سے ${filled} جواب آپ کی پچھلی درخواست سے بھرے گئے ہیں: ہر مرحلہ جانچیں`,
  checkCopiedSteps: 'جمع کرنے سے پہلے پچھلی درخواست سے بھرا ہر مرحلہ کھولیں، جانچیں اور محفوظ کریں:',
  yes: 'ہاں',
  no: 'نہیں',
  notProvided: 'نہیں بھرا گیا',
  reviewIntro: 'اپنے جواب جانچ لیں۔ کسی حصے کو بدلنے کے لیے "بدلیں" دبائیں؛ واپس آنے پر آپ کی تبدیلیاں یہاں دکھیں گی۔',
  termsTitle: 'اقرار نامہ',
  terms:
    'یہ درخواست جمع کر کے میں تصدیق کرتا/کرتی ہوں کہ دی گئی معلومات اور دستاویزات میری معلومات کے مطابق درست اور مکمل ہیں، کہ مجھے اسٹارٹ اپ کی طرف سے درخواست دینے کا اختیار ہے، اور کہ پروگرام ٹیم اس درخواست کے بارے میں مجھ سے رابطہ کر سکتی ہے۔ میں سمجھتا/سمجھتی ہوں کہ جمع کرنے کے بعد درخواست بدلی نہیں جا سکتی۔',
  redirecting: 'آپ کو ڈیش بورڈ پر لے جا رہے ہیں…',
  loadErrorHint: 'ہم آپ کی درخواست لوڈ نہیں کر سکے۔ اس آلے پر آپ نے جو لکھا ہے، وہ محفوظ ہے۔',
  stepLoadError: 'یہ مرحلہ لوڈ نہیں ہو سکا۔ اپنا کنکشن جانچیں اور دوبارہ کوشش کریں؛ آپ نے جو محفوظ کیا ہے، وہ محفوظ ہے۔',
  loading: 'آپ کی درخواست لوڈ ہو رہی ہے…',
  selectState: 'اپنی ریاست چنیں',
  selectSector: 'اپنا شعبہ چنیں',
  selectRevenue: 'اپنی آمدنی کی حد چنیں',
  noVideoYet: 'ابھی کوئی ویڈیو اپ لوڈ نہیں ہوئی۔',
  dropVideo: 'اپنی ویڈیو یہاں کھینچ کر لائیں یا فائل چننے کے لیے دبائیں',
  dropDocument: 'اپنی فائل یہاں کھینچ کر لائیں یا فائل چننے کے لیے دبائیں',
  chooseFile: 'فائل چنیں',
  replaceFile: 'فائل بدلیں',
  acceptedTypes: (extensions: readonly string[], maxLabel: string) =>
    `قبول: ${extensions.map((e) => e.slice(1).toUpperCase()).join('، ')} · زیادہ سے زیادہ ${maxLabel}`,
  pause: 'روکیں',
  resume: 'دوبارہ شروع کریں',
  cancel: 'منسوخ کریں',
  uploading: 'اپ لوڈ ہو رہا ہے',
  paused: 'رکا ہوا',
  uploadComplete: 'اپ لوڈ مکمل ہوا',
  viewDocument: 'دستاویز دیکھیں',
  timeLeft: (text: string) => `${urduDuration(text)} باقی`,
  bytes: 'بائٹ',
  perSecond: (size: string) => `${size} فی سیکنڈ`,
  documentNote: (label: string) =>
    `${label} جوڑنا ضروری نہیں ہے، لیکن اس سے پروگرام ٹیم کو آپ کا اسٹارٹ اپ سمجھنے میں مدد ملتی ہے۔`,
});
