import { expect, it } from 'vitest';
import { describeEveryTextLanguage } from '../language-pack-checks.ts';
import { GUJARATI } from './index.ts';
import { GU_STATE_NAMES } from './options.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

describeEveryTextLanguage({
  name: 'Gujarati',
  locale: 'gu',
  pack: GUJARATI,
  stateNames: GU_STATE_NAMES,
  script: /[\u0A80-\u0AFF]/,
  scriptName: 'Gujarati script',
  cohortName: 'Surat 2026',
  city: 'સુરત',
  state: 'Gujarat',
  commonWords: ['છે', 'કરો', 'અરજી', 'માહિતી', 'નથી', 'અને', 'તમારી'],
  signIn: 'સાઇન ઇન કરો',
  receiptSays: '23 નવેમ્બર 2026, 11:00 IST (UTC+05:30)',
  companyName: 'કંપનીનું નામ',
  schemaMessages: [
    ['Company Name is required', 'કંપનીનું નામ જરૂરી છે'],
    ['Please use at most 200 characters', 'કૃપા કરીને વધુમાં વધુ 200 અક્ષર લખો'],
    ['Please enter a valid equity funding amount', 'કૃપા કરીને શેરમૂડી ભંડોળની સાચી રકમ લખો'],
    ['23 Nov 2026', '23 નવેમ્બર 2026'],
  ],
  ownChecks: (all) => {
    it('has no Devanagari (Hindi or Marathi) left in it, not even a danda', () => {
      expect(all.filter(([, text]) => DEVANAGARI.test(text)).map(([where, text]) => `${where}: ${text}`)).toEqual([]);
    });
  },
});
