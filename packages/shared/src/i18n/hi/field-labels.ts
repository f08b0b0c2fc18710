import type { FIELD_LABELS, FIELD_RULE_MESSAGES } from '../../application/application-fields.ts';
import type { Translation } from '../texts.ts';

/** Field labels by field name. */
export const HI_FIELD_LABELS: Translation<typeof FIELD_LABELS> = {
  name: 'नाम',
  email: 'ईमेल',
  phone: 'फ़ोन नंबर',
  companyName: 'कंपनी का नाम',
  description: 'कंपनी का विवरण',
  foundersCount: 'संस्थापकों की संख्या',
  teamSize: 'टीम का आकार',
  city: 'शहर',
  state: 'राज्य',
  hasDpiitCertification: 'DPIIT प्रमाणपत्र',
  dpiitNumber: 'DPIIT प्रमाणपत्र नंबर',
  sector: 'क्षेत्र',
  otherSector: 'अपना क्षेत्र लिखें',
  foundingYear: 'स्थापना का वर्ष',
  revenue: 'कमाई की सीमा',
  equityFunding: 'इक्विटी फ़ंडिंग',
  debtFunding: 'कर्ज़ फ़ंडिंग',
  grantFunding: 'अनुदान फ़ंडिंग',
  videoUrl: 'वीडियो पिच',
  financialStatementUrl: 'वित्तीय विवरण',
  pitchDeckUrl: 'पिच डेक',
};

/** A field's own messages by field name. */
export const HI_FIELD_RULE_MESSAGES: Translation<typeof FIELD_RULE_MESSAGES> = {
  hasDpiitCertification: 'कृपया बताएँ कि आपके पास DPIIT प्रमाणपत्र है या नहीं',
  dpiitNumber: 'कृपया अपने DPIIT प्रमाणपत्र पर लिखा नंबर लिखें, जैसे DIPP12345',
};
