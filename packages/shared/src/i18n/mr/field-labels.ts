import type { FIELD_LABELS, FIELD_RULE_MESSAGES } from '../../application/application-fields.ts';
import type { Translation } from '../texts.ts';

/** Field labels by field name. */
export const MR_FIELD_LABELS: Translation<typeof FIELD_LABELS> = {
  name: 'नाव',
  email: 'ईमेल',
  phone: 'फोन नंबर',
  companyName: 'कंपनीचे नाव',
  description: 'कंपनीचे वर्णन',
  foundersCount: 'संस्थापकांची संख्या',
  teamSize: 'टीमचा आकार',
  city: 'शहर',
  state: 'राज्य',
  hasDpiitCertification: 'DPIIT प्रमाणपत्र',
  dpiitNumber: 'DPIIT प्रमाणपत्र क्रमांक',
  sector: 'क्षेत्र',
  otherSector: 'तुमचे क्षेत्र लिहा',
  foundingYear: 'स्थापनेचे वर्ष',
  revenue: 'उत्पन्नाची श्रेणी',
  equityFunding: 'भागभांडवल निधी',
  debtFunding: 'कर्ज निधी',
  grantFunding: 'अनुदान निधी',
  videoUrl: 'व्हिडिओ पिच',
  financialStatementUrl: 'आर्थिक विवरणपत्र',
  pitchDeckUrl: 'पिच डेक',
};

/** A field's own messages by field name. */
export const MR_FIELD_RULE_MESSAGES: Translation<typeof FIELD_RULE_MESSAGES> = {
  hasDpiitCertification: 'कृपया तुमच्याकडे DPIIT प्रमाणपत्र आहे की नाही ते सांगा',
  dpiitNumber: 'कृपया तुमच्या DPIIT प्रमाणपत्रावर लिहिलेला क्रमांक लिहा, उदा. DIPP12345',
};
