import type { FIELD_LABELS, FIELD_RULE_MESSAGES } from '../../application/application-fields.ts';
import type { Translation } from '../texts.ts';

/** Field labels by field name. */
export const TE_FIELD_LABELS: Translation<typeof FIELD_LABELS> = {
  name: 'పేరు',
  email: 'ఈమెయిల్',
  phone: 'ఫోన్ నంబర్',
  companyName: 'కంపెనీ పేరు',
  description: 'కంపెనీ వివరణ',
  foundersCount: 'వ్యవస్థాపకుల సంఖ్య',
  teamSize: 'బృందం పరిమాణం',
  city: 'నగరం',
  state: 'రాష్ట్రం',
  hasDpiitCertification: 'DPIIT సర్టిఫికెట్',
  dpiitNumber: 'DPIIT సర్టిఫికెట్ నంబర్',
  sector: 'రంగం',
  otherSector: 'మీ రంగాన్ని రాయండి',
  foundingYear: 'స్థాపించిన సంవత్సరం',
  revenue: 'ఆదాయ పరిధి',
  equityFunding: 'వాటా పెట్టుబడి',
  debtFunding: 'అప్పు నిధులు',
  grantFunding: 'గ్రాంట్ నిధులు',
  videoUrl: 'వీడియో పిచ్',
  financialStatementUrl: 'ఆర్థిక నివేదిక',
  pitchDeckUrl: 'పిచ్ డెక్',
};

/** A field's own messages by field name. */
export const TE_FIELD_RULE_MESSAGES: Translation<typeof FIELD_RULE_MESSAGES> = {
  hasDpiitCertification: 'మీ దగ్గర DPIIT సర్టిఫికెట్ ఉందో లేదో చెప్పండి',
  dpiitNumber: 'మీ DPIIT సర్టిఫికెట్‌పై ఉన్న నంబర్ రాయండి, ఉదా. DIPP12345',
};
