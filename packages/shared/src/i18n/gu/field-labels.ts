import type { FIELD_LABELS, FIELD_RULE_MESSAGES } from '../../application/application-fields.ts';
import type { Translation } from '../texts.ts';

/** Field labels by field name. */
export const GU_FIELD_LABELS: Translation<typeof FIELD_LABELS> = {
  name: 'નામ',
  email: 'ઈમેલ',
  phone: 'ફોન નંબર',
  companyName: 'કંપનીનું નામ',
  description: 'કંપનીનું વર્ણન',
  foundersCount: 'સ્થાપકોની સંખ્યા',
  teamSize: 'ટીમનું કદ',
  city: 'શહેર',
  state: 'રાજ્ય',
  hasDpiitCertification: 'DPIIT પ્રમાણપત્ર',
  dpiitNumber: 'DPIIT પ્રમાણપત્ર નંબર',
  sector: 'ક્ષેત્ર',
  otherSector: 'તમારું ક્ષેત્ર લખો',
  foundingYear: 'સ્થાપનાનું વર્ષ',
  revenue: 'આવકની શ્રેણી',
  equityFunding: 'શેરમૂડી ભંડોળ',
  debtFunding: 'લોન ભંડોળ',
  grantFunding: 'અનુદાન ભંડોળ',
  videoUrl: 'વિડિયો પિચ',
  financialStatementUrl: 'નાણાકીય પત્રક',
  pitchDeckUrl: 'પિચ ડેક',
};

/** A field's own messages by field name. */
export const GU_FIELD_RULE_MESSAGES: Translation<typeof FIELD_RULE_MESSAGES> = {
  hasDpiitCertification: 'કૃપા કરીને જણાવો કે તમારી પાસે DPIIT પ્રમાણપત્ર છે કે નહીં',
  dpiitNumber: 'કૃપા કરીને તમારા DPIIT પ્રમાણપત્ર પર લખેલો નંબર લખો, જેમ કે DIPP12345',
};
