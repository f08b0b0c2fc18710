import { describe, expect, it } from 'vitest';
import { asciiDigits } from './digits.ts';
import { toIndianMobile } from '../account/account-security.ts';
import { deleteAccountInputSchema } from '../schemas/privacy.ts';
import { readRupees } from './rupees.ts';
import { businessSchema, companySchema, fundingSchema, personalSchema } from '../schemas/application.ts';
import { blankApplication } from '../application/application-fields.ts';
import { reviewProblems } from '../application/review-problems.ts';
import { isValidFoundingYear, normalizePhoneInput } from '../application/field-checks.ts';

describe('Devanagari digits read as ASCII digits (issue 13)', () => {
  it.each([
    ['०१२३४५६७८९', '0123456789'],
    ['९८७६5४3२1०', '9876543210'],
    ['कंपनी २०२१ ABC', 'कंपनी 2021 ABC'],
    ['', ''],
  ])('maps every Devanagari digit to its ASCII digit and leaves other text alone: %j is %j', (typed, read) => {
    expect(asciiDigits(typed)).toBe(read);
  });

  it('accepts a phone number typed in Devanagari or mixed digits, stored as ASCII', () => {
    expect(personalSchema.parse({ name: 'सीता', email: 'sita@example.in', phone: '९८७६५४३२१०' }).phone).toBe('9876543210');
    expect(personalSchema.parse({ name: 'Sita', email: 'sita@example.in', phone: '98765 ४३२१०' }).phone).toBe('9876543210');
    expect(normalizePhoneInput('९८७-६५४-३२१०')).toBe('9876543210');
    expect(personalSchema.safeParse({ name: 'Sita', email: 'sita@example.in', phone: '९८७६५' }).success).toBe(false);
    expect(toIndianMobile('+९१ ९८७६५ ४३२१०')).toBe('+919876543210');
  });

  it('accepts a founding year and head counts in Devanagari digits', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isValidFoundingYear('२०२१', now)).toBe(true);
    expect(isValidFoundingYear('२०९९', now)).toBe(false);
    expect(businessSchema.parse({ sector: 'agriculture', foundingYear: '२०२1', revenue: '<25L' }).foundingYear).toBe('2021');
    const company = companySchema.parse({
      companyName: 'ग्राम ऊर्जा',
      description: 'सौर पंप',
      foundersCount: '२',
      teamSize: '१२',
      city: 'Jaipur',
      state: 'Rajasthan',
      hasDpiitCertification: false,
    });
    expect([company.foundersCount, company.teamSize]).toEqual([2, 12]);
  });

  it('reads amounts with Indian grouping in Devanagari and mixed digits', () => {
    expect(readRupees('२,५०,०००')).toEqual({ ok: true, rupees: 250_000 });
    expect(readRupees('₹ १,००,००,०००')).toEqual({ ok: true, rupees: 10_000_000 });
    expect(readRupees('2,५0,००0')).toEqual({ ok: true, rupees: 250_000 });
    expect(readRupees('२,५,०००')).toEqual({ ok: false, reason: 'not-whole-rupees' });
    expect(fundingSchema.parse({ equityFunding: '५०,०००', debtFunding: '०', grantFunding: '' })).toEqual({
      equityFunding: 50_000,
      debtFunding: 0,
      grantFunding: 0,
    });
  });

  it('finds no problem at review with Devanagari counts, and a typed deletion code in Devanagari is read', () => {
    const problems = reviewProblems(
      { ...blankApplication(), foundersCount: '३', teamSize: '१०' },
      new Date('2026-06-01T00:00:00Z'),
    );
    expect(problems).not.toContain('Team size cannot be less than the number of founders');
    expect(deleteAccountInputSchema.parse({ reason: 'delete', code: '१२३४५६' }).code).toBe('123456');
  });
});
