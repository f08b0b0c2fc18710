import { describe, expect, it } from 'vitest';
import { DIGIT_SCRIPTS, asciiDigits, digitsOf, inScript, typedDigits, type DigitScript } from './digits.ts';
import { readRupees } from './rupees.ts';
import { toIndianMobile } from '../account/account-security.ts';
import { deleteAccountInputSchema } from '../schemas/privacy.ts';
import { businessSchema, companySchema, fundingSchema, personalSchema } from '../schemas/application.ts';
import { isValidFoundingYear, isValidPhone, normalizePhoneInput } from '../application/field-checks.ts';

/** Every script whose digits a founder may type, written out by hand so a wrong block start is caught. */
const TYPED: [DigitScript, string][] = [
  ['devanagari', '०१२३४५६७८९'],
  ['bengali', '০১২৩৪৫৬৭৮৯'],
  ['gurmukhi', '੦੧੨੩੪੫੬੭੮੯'],
  ['gujarati', '૦૧૨૩૪૫૬૭૮૯'],
  ['odia', '୦୧୨୩୪୫୬୭୮୯'],
  ['tamil', '௦௧௨௩௪௫௬௭௮௯'],
  ['telugu', '౦౧౨౩౪౫౬౭౮౯'],
  ['kannada', '೦೧೨೩೪೫೬೭೮೯'],
  ['malayalam', '൦൧൨൩൪൫൬൭൮൯'],
  ['arabicIndic', '٠١٢٣٤٥٦٧٨٩'],
  ['extendedArabicIndic', '۰۱۲۳۴۵۶۷۸۹'],
];

describe('digits of every script read as ASCII in every kind of field (issue 53)', () => {
  it('covers every script the shared code knows', () => {
    expect(TYPED.map(([script]) => script).sort()).toEqual(
      Object.keys(DIGIT_SCRIPTS)
        .filter((script) => script !== 'latin')
        .sort(),
    );
  });

  describe.each(TYPED)('%s', (script, digits) => {
    const typed = (ascii: string) => inScript(ascii, script);

    it('reads each of the ten digits as 0–9', () => {
      expect(digitsOf(script)).toBe(digits);
      expect(asciiDigits(digits)).toBe('0123456789');
      expect(asciiDigits(`${digits} abc`)).toBe('0123456789 abc');
    });

    it('phone: stored as ten ASCII digits, spaces and dashes dropped; too short refused', () => {
      const phone = typed('98765 43210');
      expect(personalSchema.parse({ name: 'Sita', email: 'sita@example.in', phone }).phone).toBe('9876543210');
      expect(normalizePhoneInput(typed('987-654-3210'))).toBe('9876543210');
      expect(isValidPhone(typed('9876543210'))).toBe(true);
      expect(toIndianMobile(typed('+91 98765 43210'))).toBe('+919876543210');
      expect(personalSchema.safeParse({ name: 'Sita', email: 'sita@example.in', phone: typed('98765') }).success).toBe(false);
    });

    it('amounts: Indian grouping and the rupee sign, read as whole rupees', () => {
      expect(readRupees(typed('₹ 1,00,00,000'))).toEqual({ ok: true, rupees: 10_000_000 });
      expect(readRupees(typed('2,5,000'))).toEqual({ ok: false, reason: 'not-whole-rupees' });
      expect(fundingSchema.parse({ equityFunding: typed('50,000'), debtFunding: typed('0'), grantFunding: '' })).toEqual({
        equityFunding: 50_000,
        debtFunding: 0,
        grantFunding: 0,
      });
    });

    it('whole numbers: founders and team size', () => {
      const company = companySchema.parse({
        companyName: 'Gram Urja',
        description: 'Solar pumps',
        foundersCount: typed('3'),
        teamSize: typed('25'),
        city: 'Madurai',
        state: 'Tamil Nadu',
        hasDpiitCertification: false,
      });
      expect([company.foundersCount, company.teamSize]).toEqual([3, 25]);
    });

    it('years: the founding year is kept as ASCII, and still checked against its range', () => {
      const now = new Date('2026-06-01T00:00:00Z');
      expect(isValidFoundingYear(typed('2021'), now)).toBe(true);
      expect(isValidFoundingYear(typed('1899'), now)).toBe(false);
      expect(businessSchema.parse({ sector: 'agriculture', foundingYear: typed('2021'), revenue: '<25L' }).foundingYear).toBe(
        '2021',
      );
    });

    it('typed codes: sign-in, verification and deletion codes', () => {
      expect(typedDigits(typed('123 456'))).toBe('123456');
      expect(deleteAccountInputSchema.parse({ reason: 'delete', code: typed('123456') }).code).toBe('123456');
      expect(deleteAccountInputSchema.safeParse({ reason: 'delete', code: typed('12345') }).success).toBe(false);
    });
  });
});
