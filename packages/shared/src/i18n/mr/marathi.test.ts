import { expect, it } from 'vitest';
import { describeEveryTextLanguage } from '../language-pack-checks.ts';
import { MARATHI } from './index.ts';
import { MR_STATE_NAMES } from './options.ts';

/** Words that are Hindi, not Marathi: a Hindi sentence left in the pack shows up through them. */
const HINDI_ONLY = [
  'है',
  'हैं',
  'करें',
  'आपका',
  'आपकी',
  'आपके',
  'और',
  'नहीं',
  'में',
  'से',
  'लिए',
  'गया',
  'गई',
  'हुआ',
  'था',
  'हूँ',
  'जाएगा',
  'चाहिए',
];

describeEveryTextLanguage({
  name: 'Marathi',
  locale: 'mr',
  pack: MARATHI,
  stateNames: MR_STATE_NAMES,
  script: /[\u0900-\u097F]/,
  scriptName: 'Devanagari',
  cohortName: 'Pune 2026',
  city: 'पुणे',
  state: 'Maharashtra',
  commonWords: ['आहे', 'करा', 'अर्ज', 'माहिती', 'नाही', 'आणि', 'तुमचा'],
  signIn: 'साइन इन करा',
  receiptSays: '23 नोव्हेंबर 2026, 11:00 IST (UTC+05:30)',
  companyName: 'कंपनीचे नाव',
  schemaMessages: [
    ['Company Name is required', 'कंपनीचे नाव आवश्यक आहे'],
    ['Please use at most 200 characters', 'कृपया जास्तीत जास्त 200 अक्षरे लिहा'],
    ['Please enter a valid equity funding amount', 'कृपया भागभांडवल निधीची योग्य रक्कम लिहा'],
    ['23 Nov 2026', '23 नोव्हेंबर 2026'],
  ],
  ownChecks: (all, words) => {
    it('is Marathi, not Hindi: no Hindi-only words and no nukta', () => {
      const problems = all.flatMap(([where, text]) => {
        const hindi = words(text).filter((word) => HINDI_ONLY.includes(word));
        return hindi.length > 0 || text.includes('\u093C') ? [`${where}: ${hindi.join(' ')} in ${text}`] : [];
      });
      expect(problems).toEqual([]);
    });
  },
});
