import { describe, expect, it } from 'vitest';
import {
  BLIND_PLACEHOLDER,
  blindFileName,
  matchKeysOf,
  normaliseCompanyName,
  normalisePhone,
  redactPersonalData,
} from './review-fairness.ts';

describe('duplicate keys', () => {
  it('normalise company names, phones and emails', () => {
    expect(normaliseCompanyName('Gram Solar Pvt. Ltd.')).toBe('gramsolar');
    expect(normaliseCompanyName('gram-solar private limited')).toBe('gramsolar');
    expect(normaliseCompanyName('Krishi LLP')).toBe('krishi');
    expect(normalisePhone('+91 98765-43210')).toBe('9876543210');
    expect(normalisePhone('12345')).toBe('');
    expect(matchKeysOf({ phone: null, email: ' Asha@Example.COM ', companyName: 'Ltd' })).toEqual([
      { kind: 'email', value: 'asha@example.com' },
    ]);
    expect(matchKeysOf({ phone: null, email: null, companyName: null, dpiitNumber: ' dipp 12 345 ' })).toEqual([
      { kind: 'dpiit', value: 'DIPP12345' },
    ]);
    expect(matchKeysOf({ phone: null, email: null, companyName: null, dpiitNumber: '  ' })).toEqual([]);
  });
});

describe('blind review texts', () => {
  it('hide the name, email and phone in free text, any case and spacing', () => {
    const text = redactPersonalData('Called ASHA FOUNDER at asha@example.com, 98765 43210', [
      'Asha Founder',
      'asha@example.com',
      '9876543210',
    ]);
    expect(text).toBe(`Called ${BLIND_PLACEHOLDER} at ${BLIND_PLACEHOLDER}, ${BLIND_PLACEHOLDER}`);
  });
  it('names files by their kind', () => {
    expect(blindFileName('pitch_deck', 'Asha Founder deck.PDF')).toBe('Pitch Deck.pdf');
    expect(blindFileName('video', 'asha')).toBe('Video Pitch');
  });
});
