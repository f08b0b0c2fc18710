import type { APP_SHELL_MESSAGES } from '../../texts/app-shell-messages.ts';
import type { Translation } from '../texts.ts';

export const UR_APP_SHELL_MESSAGES: Translation<typeof APP_SHELL_MESSAGES> = {
  OFFLINE: 'آپ آف لائن ہیں: تبدیلیاں اسی فون پر رہیں گی اور انٹرنیٹ آتے ہی بھیج دی جائیں گی',
  UNREACHABLE: 'پورٹل سے رابطہ نہیں ہو پا رہا: تبدیلیاں اسی فون پر رہیں گی اور رابطہ بحال ہوتے ہی بھیج دی جائیں گی',
  OFFLINE_IN_PAGE: 'آپ آف لائن ہیں: انٹرنیٹ آتے ہی تبدیلیاں اسی صفحے سے بھیج دی جائیں گی',
  UNREACHABLE_IN_PAGE: 'پورٹل سے رابطہ نہیں ہو پا رہا: رابطہ بحال ہوتے ہی تبدیلیاں اسی صفحے سے بھیج دی جائیں گی',
  OFFLINE_NOT_KEPT: 'آپ آف لائن ہیں: اس صفحے کے جن کاموں کے لیے انٹرنیٹ چاہیے، وہ انٹرنیٹ آنے تک بند ہیں',
  UNREACHABLE_NOT_KEPT: 'پورٹل سے رابطہ نہیں ہو پا رہا: اس صفحے کے جن کاموں کے لیے رابطہ چاہیے، وہ رابطہ بحال ہونے تک بند ہیں',
  NEEDS_CONNECTION: 'اس کے لیے انٹرنیٹ چاہیے: آف لائن رہتے ہوئے یہ بند ہے، کچھ بھی ضائع نہیں ہوا۔',
  languageLoading: (language) => `${language} لوڈ ہو رہی ہے…`,
  languageWaits: (language) => `${language} لوڈ کرنے کے لیے انٹرنیٹ چاہیے: انٹرنیٹ واپس آتے ہی یہ صفحہ اُس زبان میں بدل جائے گا۔`,
  UPDATE_AVAILABLE: 'نیا نسخہ دستیاب ہے',
  UPDATE_HINT: 'پورٹل کا نیا نسخہ تیار ہے۔',
  UPDATE_RELOAD: 'دوبارہ کھولیں',
};
