import type { FOUNDER_HELP_TEXTS } from '../../texts/founder-help-texts.ts';
import type { Translation } from '../texts.ts';

export const UR_FOUNDER_HELP_TEXTS: Translation<typeof FOUNDER_HELP_TEXTS> = {
  dpiit:
    'DPIIT سرٹیفکیٹ، محکمہ برائے فروغِ صنعت و داخلی تجارت (DPIIT) کی طرف سے ملنے والی اسٹارٹ اپ انڈیا منظوری ہے۔ "ہاں" تبھی چنیں جب آپ کی کمپنی کے پاس اس کا سرٹیفکیٹ نمبر ہو۔',
  funding: {
    equityFunding: 'کمپنی کے حصص کے بدلے لگایا گیا پیسہ (اینجل سرمایہ کار، وینچر کیپیٹل، دوست اور خاندان)۔',
    debtFunding: 'قرض جو واپس کرنا ہے، سود کے ساتھ یا اس کے بغیر (بینک کا قرض، NBFC، وینچر قرض)۔',
    grantFunding: 'پیسہ جو کبھی واپس نہیں کرنا اور جس کے بدلے کوئی حصہ نہیں جاتا (سرکاری اسکیمیں، فاؤنڈیشن، مقابلے)۔',
  },
  amountReads: (grouped, words) =>
    `اسے ${grouped} پڑھا گیا (${words
      .replace(/ crore$/, ' کروڑ')
      .replace(/ lakh$/, ' لاکھ')
      .replace(/ thousand$/, ' ہزار')})`,
  stepHasError: 'اسے دیکھنا ضروری ہے',
  showSummary: 'خلاصہ دکھائیں',
  hideSummary: 'خلاصہ چھپائیں',
  viewApplication: 'اپنی درخواست دیکھیں',
  verificationSent: (email) => `ہم نے ${email} پر تصدیق کی ای میل بھیجی ہے۔ اپنا پتہ پکا کرنے کے لیے اس میں دیا لنک کھولیں۔`,
};
