import { describe, expect, it } from 'vitest';
import { asciiDigits, typedDigits } from './digits.ts';
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

describe('digits of the other Indian scripts, and the number fields that read them (issue 56)', () => {
  it.each([
    ['Bengali', '২০২১'],
    ['Gurmukhi', '੨੦੨੧'],
    ['Gujarati', '૨૦૨૧'],
    ['Odia', '୨୦୨୧'],
    ['Tamil', '௨௦௨௧'],
    ['Telugu', '౨౦౨౧'],
    ['Kannada', '೨೦೨೧'],
    ['Malayalam', '൨൦൨൧'],
  ])('%s digits read as ASCII: %s is 2021, and a founding year in them is kept as 2021', (_script, typed) => {
    expect(asciiDigits(typed)).toBe('2021');
    expect(businessSchema.parse({ sector: 'agriculture', foundingYear: typed, revenue: '<25L' }).foundingYear).toBe('2021');
  });

  it('reads every number field of the company step typed in Devanagari, Bengali or mixed digits', () => {
    const company = (foundersCount: string, teamSize: string) =>
      companySchema.parse({
        companyName: 'ग्राम ऊर्जा',
        description: 'सौर पंप',
        foundersCount,
        teamSize,
        city: 'Lucknow',
        state: 'Uttar Pradesh',
        hasDpiitCertification: false,
      });
    expect(company('३', '२५')).toMatchObject({ foundersCount: 3, teamSize: 25 });
    expect(company('৩', '১2')).toMatchObject({ foundersCount: 3, teamSize: 12 });
    expect(company(' ४ ', '१०')).toMatchObject({ foundersCount: 4, teamSize: 10 });
  });

  it('refuses what is not a number with a message, never dropping it silently', () => {
    const company = { companyName: 'A', description: 'B', city: 'C', state: 'Goa', hasDpiitCertification: false };
    const refused = companySchema.safeParse({ ...company, foundersCount: 'दो', teamSize: '१२x' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['foundersCount', 'Please enter a valid number of founders'],
      ['teamSize', 'Please enter a valid team size'],
    ]);
    const year = businessSchema.safeParse({ sector: 'agriculture', foundingYear: 'दो हज़ार', revenue: '<25L' });
    expect(year.error?.issues[0]?.message).toBe('Please enter a valid founding year between 1900 and current year');
  });

  it('keeps only the digits of a typed code or phone, Indian digits read as ASCII', () => {
    expect(typedDigits('१२३ ४५६')).toBe('123456');
    expect(typedDigits('৯৮৭৬৫-৪৩২১০')).toBe('9876543210');
  });
});
