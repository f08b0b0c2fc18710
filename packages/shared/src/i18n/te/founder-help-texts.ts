import type { FOUNDER_HELP_TEXTS } from '../../texts/founder-help-texts.ts';
import type { Translation } from '../texts.ts';

export const TE_FOUNDER_HELP_TEXTS: Translation<typeof FOUNDER_HELP_TEXTS> = {
  dpiit:
    'DPIIT సర్టిఫికెట్ అంటే పరిశ్రమలు మరియు అంతర్గత వాణిజ్య ప్రోత్సాహక విభాగం (DPIIT) ఇచ్చే స్టార్టప్ ఇండియా గుర్తింపు. మీ కంపెనీకి దాని సర్టిఫికెట్ నంబర్ ఉంటేనే "అవును" ఎంచుకోండి.',
  funding: {
    equityFunding: 'కంపెనీ వాటాలకు బదులుగా పెట్టిన డబ్బు (ఏంజెల్ పెట్టుబడిదారులు, వెంచర్ క్యాపిటల్, స్నేహితులు, కుటుంబం).',
    debtFunding: 'తిరిగి చెల్లించాల్సిన అప్పు, వడ్డీతో లేదా లేకుండా (బ్యాంకు రుణం, NBFC, వెంచర్ రుణం).',
    grantFunding: 'ఎప్పుడూ తిరిగి ఇవ్వనక్కర్లేని, వాటా ఏదీ ఇవ్వకుండా వచ్చే డబ్బు (ప్రభుత్వ పథకాలు, ఫౌండేషన్లు, పోటీలు).',
  },
  amountReads: (grouped, words) =>
    `దీన్ని ${grouped} గా చదివాము (${words
      .replace(/ crore$/, ' కోట్లు')
      .replace(/ lakh$/, ' లక్షలు')
      .replace(/ thousand$/, ' వేలు')})`,
  stepHasError: 'దీన్ని చూడాలి',
  showSummary: 'సారాంశం చూపించండి',
  hideSummary: 'సారాంశం దాచండి',
  viewApplication: 'మీ దరఖాస్తు చూడండి',
  verificationSent: (email) => `${email} కు ధృవీకరణ ఈమెయిల్ పంపాము. మీ చిరునామా నిర్ధారించడానికి అందులోని లింక్ తెరవండి.`,
};
