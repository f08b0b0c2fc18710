import { describe, expect, it } from 'vitest';
import { matchKeysOf, normaliseCompanyName, normalisePhone } from './review-fairness.ts';

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
