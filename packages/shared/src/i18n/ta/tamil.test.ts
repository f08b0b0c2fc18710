import { describeOwnSamplesLanguage } from '../language-pack-checks.ts';
import { TAMIL } from './index.ts';
import { TA_STATE_NAMES } from './options.ts';

/**
 * Tamil on the founder's side: every text in Tamil script. Latin is left only for names, abbreviations and formats
 * (DPIIT, PDF, SMS…), placeholders, email and web addresses and the language codes; no Devanagari at all.
 */
describeOwnSamplesLanguage({
  name: 'Tamil',
  locale: 'ta',
  pack: TAMIL,
  stateNames: TA_STATE_NAMES,
  script: /[\u0B80-\u0BFF]/,
  samples: {
    person: 'கலா',
    company: 'கிராம ஒளி',
    city: 'மதுரை',
    state: 'Tamil Nadu',
    smsSubject: 'குறுஞ்செய்தி',
    stageName: 'முதல் சுற்று',
  },
  reminderSays: ['வீடியோ அறிமுகம், நிதி விவரங்கள்', '24 நவம்பர் 2026'],
  receiptSays: ['மதுரை, தமிழ்நாடு'],
  companyName: 'நிறுவனத்தின் பெயர்',
  schemaMessages: [
    ['Company Name is required', 'நிறுவனத்தின் பெயர் தேவை'],
    ['Please use at most 200 characters', 'அதிகபட்சம் 200 எழுத்துகள் மட்டும் எழுதுங்கள்'],
    ['23 Nov 2026, 02:49 IST (UTC+05:30)', '23 நவம்பர் 2026, 02:49 IST (UTC+05:30)'],
  ],
});
