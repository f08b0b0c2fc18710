import type { FIELD_LABELS, FIELD_RULE_MESSAGES } from '../../application/application-fields.ts';
import type { Translation } from '../texts.ts';

/** Field labels by field name. */
export const KN_FIELD_LABELS: Translation<typeof FIELD_LABELS> = {
  name: 'ಹೆಸರು',
  email: 'ಇಮೇಲ್',
  phone: 'ಫೋನ್ ಸಂಖ್ಯೆ',
  companyName: 'ಕಂಪನಿಯ ಹೆಸರು',
  description: 'ಕಂಪನಿಯ ವಿವರಣೆ',
  foundersCount: 'ಸ್ಥಾಪಕರ ಸಂಖ್ಯೆ',
  teamSize: 'ತಂಡದ ಗಾತ್ರ',
  city: 'ನಗರ',
  state: 'ರಾಜ್ಯ',
  hasDpiitCertification: 'DPIIT ಪ್ರಮಾಣಪತ್ರ',
  dpiitNumber: 'DPIIT ಪ್ರಮಾಣಪತ್ರ ಸಂಖ್ಯೆ',
  sector: 'ಕ್ಷೇತ್ರ',
  otherSector: 'ನಿಮ್ಮ ಕ್ಷೇತ್ರ ಬರೆಯಿರಿ',
  foundingYear: 'ಸ್ಥಾಪನೆಯ ವರ್ಷ',
  revenue: 'ಆದಾಯದ ಶ್ರೇಣಿ',
  equityFunding: 'ಷೇರು ಹೂಡಿಕೆ',
  debtFunding: 'ಸಾಲದ ಹಣ',
  grantFunding: 'ಅನುದಾನ',
  videoUrl: 'ವೀಡಿಯೊ ಪಿಚ್',
  financialStatementUrl: 'ಹಣಕಾಸು ವರದಿ',
  pitchDeckUrl: 'ಪಿಚ್ ಡೆಕ್',
};

/** A field's own messages by field name. */
export const KN_FIELD_RULE_MESSAGES: Translation<typeof FIELD_RULE_MESSAGES> = {
  hasDpiitCertification: 'ನಿಮ್ಮ ಬಳಿ DPIIT ಪ್ರಮಾಣಪತ್ರ ಇದೆಯೇ ಇಲ್ಲವೇ ಎಂದು ತಿಳಿಸಿ',
  dpiitNumber: 'ನಿಮ್ಮ DPIIT ಪ್ರಮಾಣಪತ್ರದಲ್ಲಿರುವ ಸಂಖ್ಯೆ ಬರೆಯಿರಿ, ಉದಾ. DIPP12345',
};
