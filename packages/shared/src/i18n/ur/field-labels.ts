import type { FIELD_LABELS, FIELD_RULE_MESSAGES } from '../../application/application-fields.ts';
import type { Translation } from '../texts.ts';

/** Field labels by field name. */
export const UR_FIELD_LABELS: Translation<typeof FIELD_LABELS> = {
  name: 'نام',
  email: 'ای میل',
  phone: 'فون نمبر',
  companyName: 'کمپنی کا نام',
  description: 'کمپنی کی تفصیل',
  foundersCount: 'بانیوں کی تعداد',
  teamSize: 'ٹیم کا سائز',
  city: 'شہر',
  state: 'ریاست',
  hasDpiitCertification: 'DPIIT سرٹیفکیٹ',
  dpiitNumber: 'DPIIT سرٹیفکیٹ نمبر',
  sector: 'شعبہ',
  otherSector: 'اپنا شعبہ لکھیں',
  foundingYear: 'قیام کا سال',
  revenue: 'آمدنی کی حد',
  equityFunding: 'ایکویٹی فنڈنگ',
  debtFunding: 'قرض کی فنڈنگ',
  grantFunding: 'گرانٹ کی فنڈنگ',
  videoUrl: 'ویڈیو پچ',
  financialStatementUrl: 'مالی گوشوارہ',
  pitchDeckUrl: 'پچ ڈیک',
};

/** A field's own messages by field name. */
export const UR_FIELD_RULE_MESSAGES: Translation<typeof FIELD_RULE_MESSAGES> = {
  hasDpiitCertification: 'براہِ کرم بتائیں کہ آپ کے پاس DPIIT سرٹیفکیٹ ہے یا نہیں',
  dpiitNumber: 'براہِ کرم اپنے DPIIT سرٹیفکیٹ پر لکھا نمبر لکھیں، جیسے DIPP12345',
};
