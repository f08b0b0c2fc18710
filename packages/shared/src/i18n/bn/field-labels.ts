import type { FIELD_LABELS, FIELD_RULE_MESSAGES } from '../../application/application-fields.ts';
import type { Translation } from '../texts.ts';

/** Field labels by field name. */
export const BN_FIELD_LABELS: Translation<typeof FIELD_LABELS> = {
  name: 'নাম',
  email: 'ইমেল',
  phone: 'ফোন নম্বর',
  companyName: 'কোম্পানির নাম',
  description: 'কোম্পানির বিবরণ',
  foundersCount: 'প্রতিষ্ঠাতার সংখ্যা',
  teamSize: 'দলের আকার',
  city: 'শহর',
  state: 'রাজ্য',
  hasDpiitCertification: 'DPIIT শংসাপত্র',
  dpiitNumber: 'DPIIT শংসাপত্রের নম্বর',
  sector: 'ক্ষেত্র',
  otherSector: 'আপনার ক্ষেত্রটি লিখুন',
  foundingYear: 'প্রতিষ্ঠার বছর',
  revenue: 'আয়ের সীমা',
  equityFunding: 'ইকুইটি ফান্ডিং',
  debtFunding: 'ঋণ ফান্ডিং',
  grantFunding: 'অনুদান ফান্ডিং',
  videoUrl: 'ভিডিও পিচ',
  financialStatementUrl: 'আর্থিক বিবরণী',
  pitchDeckUrl: 'পিচ ডেক',
};

/** A field's own messages by field name. */
export const BN_FIELD_RULE_MESSAGES: Translation<typeof FIELD_RULE_MESSAGES> = {
  hasDpiitCertification: 'অনুগ্রহ করে জানান আপনার DPIIT শংসাপত্র আছে কি না',
  dpiitNumber: 'অনুগ্রহ করে আপনার DPIIT শংসাপত্রে লেখা নম্বরটি লিখুন, যেমন DIPP12345',
};
