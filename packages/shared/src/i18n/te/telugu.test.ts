import { describeOwnSamplesLanguage } from '../language-pack-checks.ts';
import { TELUGU } from './index.ts';
import { TE_STATE_NAMES } from './options.ts';

/**
 * Telugu on the founder's side: every text in Telugu script. Latin is left only for names, abbreviations and formats
 * (DPIIT, PDF, SMS…), placeholders, email and web addresses and the language codes; no Devanagari at all.
 */
describeOwnSamplesLanguage({
  name: 'Telugu',
  locale: 'te',
  pack: TELUGU,
  stateNames: TE_STATE_NAMES,
  script: /[\u0C00-\u0C7F]/,
  samples: {
    person: 'కళ',
    company: 'గ్రామ వెలుగు',
    city: 'వరంగల్',
    state: 'Telangana',
    smsSubject: 'సందేశం',
    stageName: 'మొదటి స్థాయి',
  },
  reminderSays: ['వీడియో పిచ్, నిధుల వివరాలు', '24 నవంబర్ 2026'],
  receiptSays: ['వరంగల్, తెలంగాణ'],
  companyName: 'కంపెనీ పేరు',
  schemaMessages: [
    ['Company Name is required', 'కంపెనీ పేరు అవసరం'],
    ['Please use at most 200 characters', 'దయచేసి గరిష్ఠంగా 200 అక్షరాలు మాత్రమే రాయండి'],
    ['23 Nov 2026, 02:49 IST (UTC+05:30)', '23 నవంబర్ 2026, 02:49 IST (UTC+05:30)'],
  ],
});
