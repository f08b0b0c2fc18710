import type { FIELD_LABELS, FIELD_RULE_MESSAGES } from '../../application/application-fields.ts';
import type { Translation } from '../texts.ts';

/** Field labels by field name. */
export const TA_FIELD_LABELS: Translation<typeof FIELD_LABELS> = {
  name: 'பெயர்',
  email: 'மின்னஞ்சல்',
  phone: 'தொலைபேசி எண்',
  companyName: 'நிறுவனத்தின் பெயர்',
  description: 'நிறுவனம் பற்றிய விவரம்',
  foundersCount: 'நிறுவனர்களின் எண்ணிக்கை',
  teamSize: 'குழுவின் அளவு',
  city: 'நகரம்',
  state: 'மாநிலம்',
  hasDpiitCertification: 'DPIIT சான்றிதழ்',
  dpiitNumber: 'DPIIT சான்றிதழ் எண்',
  sector: 'துறை',
  otherSector: 'உங்கள் துறையை எழுதுங்கள்',
  foundingYear: 'நிறுவிய ஆண்டு',
  revenue: 'வருமான வரம்பு',
  equityFunding: 'பங்கு முதலீடு',
  debtFunding: 'கடன் நிதி',
  grantFunding: 'மானிய நிதி',
  videoUrl: 'வீடியோ அறிமுகம்',
  financialStatementUrl: 'நிதி அறிக்கை',
  pitchDeckUrl: 'அறிமுக ஸ்லைடுகள்',
};

/** A field's own messages by field name. */
export const TA_FIELD_RULE_MESSAGES: Translation<typeof FIELD_RULE_MESSAGES> = {
  hasDpiitCertification: 'உங்களிடம் DPIIT சான்றிதழ் உள்ளதா இல்லையா என்று சொல்லுங்கள்',
  dpiitNumber: 'உங்கள் DPIIT சான்றிதழில் உள்ள எண்ணை எழுதுங்கள், எ.கா. DIPP12345',
};
