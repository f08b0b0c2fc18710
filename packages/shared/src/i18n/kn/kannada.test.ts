import { describeOwnSamplesLanguage } from '../language-pack-checks.ts';
import { KANNADA } from './index.ts';
import { KN_STATE_NAMES } from './options.ts';

/**
 * Kannada on the founder's side: every text in Kannada script. Latin is left only for names, abbreviations and formats
 * (DPIIT, PDF, SMS…), placeholders, email and web addresses and the language codes; no Devanagari at all.
 */
describeOwnSamplesLanguage({
  name: 'Kannada',
  locale: 'kn',
  pack: KANNADA,
  stateNames: KN_STATE_NAMES,
  script: /[\u0C80-\u0CFF]/,
  samples: {
    person: 'ಕಲಾ',
    company: 'ಗ್ರಾಮ ಬೆಳಕು',
    city: 'ಮೈಸೂರು',
    state: 'Karnataka',
    smsSubject: 'ಸಂದೇಶ',
    stageName: 'ಮೊದಲ ಘಟ್ಟ',
  },
  reminderSays: ['ವೀಡಿಯೊ ಪಿಚ್, ಹಣಕಾಸಿನ ವಿವರಗಳು', '24 ನವೆಂಬರ್ 2026'],
  receiptSays: ['ಮೈಸೂರು, ಕರ್ನಾಟಕ'],
  companyName: 'ಕಂಪನಿಯ ಹೆಸರು',
  schemaMessages: [
    ['Company Name is required', 'ಕಂಪನಿಯ ಹೆಸರು ಬೇಕು'],
    ['Please use at most 200 characters', 'ದಯವಿಟ್ಟು ಗರಿಷ್ಠ 200 ಅಕ್ಷರಗಳನ್ನು ಮಾತ್ರ ಬರೆಯಿರಿ'],
    ['23 Nov 2026, 02:49 IST (UTC+05:30)', '23 ನವೆಂಬರ್ 2026, 02:49 IST (UTC+05:30)'],
  ],
});
