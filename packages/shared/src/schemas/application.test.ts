import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../texts/messages.ts';
import { REVENUE_VALUES, SECTOR_VALUES, sectorForStorage, sectorFromStorage } from '../application/options.ts';
import {
  businessSchema,
  companyRequiredAlert,
  companySchema,
  fundingSchema,
  personalSchema,
  type ApplicationForm,
} from './application.ts';
import { isValidFoundingYear, normalizePhoneInput } from '../application/field-checks.ts';
import { FIELD_LABELS, blankApplication } from '../application/application-fields.ts';
import { reviewProblems } from '../application/review-problems.ts';

/** The messages a schema gives for an input, in order; [] when it passes. */
const messagesOf = (schema: z.ZodType, input: unknown): string[] => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const THIS_YEAR = new Date().getFullYear();

/** The company step as a founder fills it in, here and in the complete application below. */
const GRAM_TECH = {
  companyName: 'Gram Tech',
  description: 'Cold storage',
  foundersCount: 2,
  teamSize: 5,
  city: 'Pune',
  state: 'Maharashtra',
};

describe('personal step (spec §5)', () => {
  const valid = { name: 'Asha', email: 'asha@example.com', phone: '9876543210' };

  it('trims the name, lowercases the email and keeps only the phone digits', () => {
    expect(personalSchema.parse({ name: '  Asha R ', email: ' Asha@Example.COM ', phone: '98765 43210' })).toEqual({
      name: 'Asha R',
      email: 'asha@example.com',
      phone: '9876543210',
    });
    expect(personalSchema.parse({ ...valid, phone: '(987) 654-3210' }).phone).toBe('9876543210');
  });

  it.each([
    [{ name: '' }, MESSAGES.REQUIRED_FIELDS],
    [{ name: '   ' }, MESSAGES.REQUIRED_FIELDS],
    [{ name: undefined }, MESSAGES.REQUIRED_FIELDS],
    [{ email: '' }, MESSAGES.REQUIRED_FIELDS],
    [{ email: undefined }, MESSAGES.REQUIRED_FIELDS],
    [{ phone: '' }, MESSAGES.REQUIRED_FIELDS],
    [{ phone: '---' }, MESSAGES.REQUIRED_FIELDS],
    [{ phone: undefined }, MESSAGES.REQUIRED_FIELDS],
    [{ email: 'asha' }, MESSAGES.INVALID_EMAIL],
    [{ email: 'asha@example' }, MESSAGES.INVALID_EMAIL],
    [{ email: 'asha @example.com' }, MESSAGES.INVALID_EMAIL],
    [{ email: '@example.com' }, MESSAGES.INVALID_EMAIL],
    [{ phone: '987654321' }, MESSAGES.INVALID_PHONE],
    [{ phone: '98765432101' }, MESSAGES.INVALID_PHONE],
    [{ phone: '+91 98765 43210' }, MESSAGES.INVALID_PHONE],
    [{ name: 'x'.repeat(121) }, 'Please use at most 120 characters'],
  ])('refuses %j with the first message %j', (change, message) => {
    expect(messagesOf(personalSchema, { ...valid, ...change })[0]).toBe(message);
  });

  it.each(['a@b.co', 'first.last+tag@sub.example.in'])('accepts the email %j', (email) => {
    expect(messagesOf(personalSchema, { ...valid, email })).toEqual([]);
  });

  it('the phone input keeps digits only, at most 10', () => {
    expect(normalizePhoneInput('98a76-54 32109999')).toBe('9876543210');
    expect(normalizePhoneInput('abc')).toBe('');
    // A ten-digit number that starts with 91 is a number, not a country code.
    expect(normalizePhoneInput('9123456789')).toBe('9123456789');
    expect(normalizePhoneInput('91234567890')).toBe('9123456789');
  });

  it.each(['+91 98765 43210', '+91-98765-43210', '919876543210', '098765 43210', '+९१ ९८७६५ ४३२१०'])(
    'a number pasted with +91 or the trunk 0 keeps its ten digits: %j',
    (pasted) => expect(normalizePhoneInput(pasted)).toBe('9876543210'),
  );
});

describe('company step (spec §5)', () => {
  const valid = { ...GRAM_TECH, hasDpiitCertification: false };

  it.each([
    [2, 2],
    [2.4, 2],
    [2.5, 3],
    ['3', 3],
    [' 4 ', 4],
    ['1.6', 2],
    [0, 1],
    [0.4, 1],
    [-7, 1],
    ['', 1],
    [null, 1],
    [undefined, 1],
  ])('saves %j founders (and team) as %j: a whole number, at least 1', (typed, saved) => {
    const parsed = companySchema.parse({ ...valid, foundersCount: typed, teamSize: typed });
    expect(parsed.foundersCount).toBe(saved);
    expect(parsed.teamSize).toBe(saved);
  });

  it.each([
    [{ foundersCount: 'two' }, 'Please enter a valid number of founders'],
    [{ teamSize: 'many' }, 'Please enter a valid team size'],
    [{ teamSize: Number.POSITIVE_INFINITY }, 'Please enter a valid team size'],
    [{ foundersCount: 2_000_000 }, 'Number of Founders is too large'],
    [{ companyName: ' ' }, 'Company Name is required'],
    [{ description: '' }, 'Company Description is required'],
    [{ city: '' }, 'City is required'],
    [{ state: '' }, 'State is required'],
    [{ state: 'Atlantis' }, 'State is required'],
    [{ hasDpiitCertification: undefined }, 'Please answer whether you have DPIIT certification'],
    [{ description: 'x'.repeat(5_001) }, 'Please use at most 5000 characters'],
  ])('refuses %j with %j', (change, message) => {
    expect(messagesOf(companySchema, { ...valid, ...change })).toEqual([message]);
  });

  it('accepts every one of the 36 states and union territories', () => {
    expect(messagesOf(companySchema, { ...valid, state: 'Dadra and Nagar Haveli and Daman and Diu' })).toEqual([]);
    expect(messagesOf(companySchema, { ...valid, state: 'Ladakh' })).toEqual([]);
  });

  it('names every missing required field in one alert', () => {
    expect(companyRequiredAlert(['companyName', 'description', 'city', 'state'])).toBe(
      'Please fill in the following required fields: Company Name, Company Description, City, State',
    );
    expect(companyRequiredAlert(['city'])).toBe('Please fill in the following required fields: City');
  });
});

describe('business step (spec §5)', () => {
  const valid = { sector: 'agriculture', otherSector: '', foundingYear: '2020', revenue: '<25L' };

  it.each(SECTOR_VALUES.filter((s) => s !== 'other'))('accepts the sector %j', (sector) => {
    expect(messagesOf(businessSchema, { ...valid, sector })).toEqual([]);
  });

  it.each(REVENUE_VALUES)('accepts the revenue range %j', (revenue) => {
    expect(messagesOf(businessSchema, { ...valid, revenue })).toEqual([]);
  });

  it.each([
    [{ sector: '' }, MESSAGES.SECTOR_REQUIRED],
    [{ sector: undefined }, MESSAGES.SECTOR_REQUIRED],
    [{ sector: 'space' }, MESSAGES.SECTOR_REQUIRED],
    [{ sector: 'other', otherSector: '' }, MESSAGES.OTHER_SECTOR_REQUIRED],
    [{ sector: 'other', otherSector: '   ' }, MESSAGES.OTHER_SECTOR_REQUIRED],
    [{ sector: 'other', otherSector: undefined }, MESSAGES.OTHER_SECTOR_REQUIRED],
    [{ foundingYear: '' }, MESSAGES.FOUNDING_YEAR_REQUIRED],
    [{ foundingYear: '  ' }, MESSAGES.FOUNDING_YEAR_REQUIRED],
    [{ foundingYear: undefined }, MESSAGES.FOUNDING_YEAR_REQUIRED],
    [{ foundingYear: '1899' }, MESSAGES.FOUNDING_YEAR_RANGE],
    [{ foundingYear: String(THIS_YEAR + 1) }, MESSAGES.FOUNDING_YEAR_RANGE],
    [{ foundingYear: '20.5' }, MESSAGES.FOUNDING_YEAR_RANGE],
    [{ foundingYear: 'abcd' }, MESSAGES.FOUNDING_YEAR_RANGE],
    [{ foundingYear: '02020' }, MESSAGES.FOUNDING_YEAR_RANGE],
    [{ revenue: '' }, MESSAGES.REVENUE_REQUIRED],
    [{ revenue: '10Cr' }, MESSAGES.REVENUE_REQUIRED],
  ])('refuses %j with %j', (change, message) => {
    expect(messagesOf(businessSchema, { ...valid, ...change })).toEqual([message]);
  });

  it('accepts 1900 and the current year, as text or number, trimmed', () => {
    expect(businessSchema.parse({ ...valid, foundingYear: '1900' }).foundingYear).toBe('1900');
    expect(businessSchema.parse({ ...valid, foundingYear: THIS_YEAR }).foundingYear).toBe(String(THIS_YEAR));
    expect(businessSchema.parse({ ...valid, foundingYear: ' 2015 ' }).foundingYear).toBe('2015');
  });

  it('checks the founding year against the given date', () => {
    expect(isValidFoundingYear('2024', new Date('2024-06-01'))).toBe(true);
    expect(isValidFoundingYear('2025', new Date('2024-06-01'))).toBe(false);
    expect(isValidFoundingYear(1900)).toBe(true);
    expect(isValidFoundingYear(1899)).toBe(false);
  });

  it.each([
    [
      { sector: 'other', otherSector: 'Solar cold chains' },
      'Solar cold chains',
      { sector: 'other', otherSector: 'Solar cold chains' },
    ],
    [{ sector: 'mobility', otherSector: 'ignored' }, 'mobility', { sector: 'mobility', otherSector: '' }],
    [{ sector: 'agriculture', otherSector: '' }, 'agriculture', { sector: 'agriculture', otherSector: '' }],
  ] as const)("stores %j as %j and reads it back (spec §3: 'other' is replaced by the text)", (business, stored, readBack) => {
    expect(sectorForStorage(business)).toBe(stored);
    expect(sectorFromStorage(stored)).toEqual(readBack);
  });

  it('reads a missing sector as the blank-form default', () => {
    expect(sectorFromStorage(null)).toEqual({ sector: 'agriculture', otherSector: '' });
    expect(sectorFromStorage('')).toEqual({ sector: 'agriculture', otherSector: '' });
  });
});

describe('funding step (spec §5)', () => {
  it.each([
    [{ equityFunding: '1500000', debtFunding: '0', grantFunding: '250000' }, [1_500_000, 0, 250_000]],
    [{ equityFunding: '15,00,000', debtFunding: '₹ 2,50,000', grantFunding: '2,500,000' }, [1_500_000, 250_000, 2_500_000]],
    [{ equityFunding: '', debtFunding: '   ', grantFunding: 42 }, [0, 0, 42]],
    [{ equityFunding: undefined, debtFunding: null }, [0, 0, 0]],
    [{}, [0, 0, 0]],
    [{ equityFunding: 1_000_000_000_000 }, [1_000_000_000_000, 0, 0]],
  ])('parses %j as whole rupees %j', (input, [equity, debt, grant]) => {
    expect(fundingSchema.parse(input)).toEqual({ equityFunding: equity, debtFunding: debt, grantFunding: grant });
  });

  it.each([
    [{ equityFunding: '-5' }, MESSAGES.EQUITY_NEGATIVE],
    [{ equityFunding: -1 }, MESSAGES.EQUITY_NEGATIVE],
    [{ debtFunding: '-1' }, MESSAGES.DEBT_NEGATIVE],
    [{ grantFunding: '-250000' }, MESSAGES.GRANT_NEGATIVE],
    [{ equityFunding: '1000000000001' }, 'Please check this amount: it is larger than we accept'],
    [{ debtFunding: '2,50,000.75' }, 'Enter the amount in whole rupees, like 2,50,000'],
    [{ equityFunding: 'abc' }, 'Enter the amount in whole rupees, like 2,50,000'],
    [{ equityFunding: '7 lakh' }, 'Enter the amount in whole rupees, like 2,50,000'],
    [{ grantFunding: '2,5,0' }, 'Enter the amount in whole rupees, like 2,50,000'],
    [{ debtFunding: 12.9 }, 'Enter the amount in whole rupees, like 2,50,000'],
    [{ grantFunding: Number.NaN }, 'Enter the amount in whole rupees, like 2,50,000'],
  ])('refuses %j with %j', (input, message) => {
    expect(messagesOf(fundingSchema, input)).toEqual([message]);
  });

  it('uses the spec wording for negatives', () => {
    expect([MESSAGES.EQUITY_NEGATIVE, MESSAGES.DEBT_NEGATIVE, MESSAGES.GRANT_NEGATIVE]).toEqual([
      'Equity funding cannot be negative',
      'Debt funding cannot be negative',
      'Grant funding cannot be negative',
    ]);
  });
});

describe('review before submit (spec §5)', () => {
  const complete: ApplicationForm = {
    ...blankApplication({ name: 'Asha', email: 'asha@example.com' }),
    phone: '9876543210',
    ...GRAM_TECH,
    foundingYear: '2020',
    videoUrl: '/files/video',
  };

  it('passes a complete application', () => {
    expect(reviewProblems(complete)).toEqual([]);
  });

  it('lists what a blank form lacks, in the spec order', () => {
    expect(reviewProblems(blankApplication())).toEqual([
      'Name is required',
      'Email is required',
      'Phone Number is required',
      'Company Name is required',
      'Company Description is required',
      'Number of Founders is required',
      'Team Size is required',
      'City is required',
      'State is required',
      'Founding Year is required',
      'Video Pitch is required',
    ]);
  });

  const REQUIRED = [
    'name',
    'email',
    'phone',
    'companyName',
    'description',
    'foundersCount',
    'teamSize',
    'city',
    'state',
    'sector',
    'foundingYear',
    'revenue',
    'equityFunding',
    'debtFunding',
    'grantFunding',
    'videoUrl',
  ] as const;
  it.each(REQUIRED)("asks for %s with '{label} is required'", (field) => {
    for (const blank of ['', '   ', null]) {
      expect(reviewProblems({ ...complete, [field]: blank })).toEqual([`${FIELD_LABELS[field]} is required`]);
    }
  });

  it('uses the spec labels', () => {
    expect(REQUIRED.map((field) => FIELD_LABELS[field])).toEqual([
      'Name',
      'Email',
      'Phone Number',
      'Company Name',
      'Company Description',
      'Number of Founders',
      'Team Size',
      'City',
      'State',
      'Sector',
      'Founding Year',
      'Revenue Range',
      'Equity Funding',
      'Debt Funding',
      'Grant Funding',
      'Video Pitch',
    ]);
  });

  it.each([
    [{ email: 'asha@example' }, MESSAGES.INVALID_EMAIL],
    [{ phone: '98765' }, MESSAGES.INVALID_PHONE],
    [{ phone: '98765-43210' }, MESSAGES.INVALID_PHONE],
    [{ foundingYear: '1800' }, MESSAGES.INVALID_FOUNDING_YEAR],
    [{ foundingYear: String(THIS_YEAR + 1) }, MESSAGES.INVALID_FOUNDING_YEAR],
    [{ foundersCount: 4, teamSize: 3 }, MESSAGES.TEAM_SMALLER_THAN_FOUNDERS],
    [{ foundersCount: '10', teamSize: '9' }, MESSAGES.TEAM_SMALLER_THAN_FOUNDERS],
    [{ sector: 'other', otherSector: '' }, MESSAGES.OTHER_SECTOR_REQUIRED],
    [{ sector: 'other', otherSector: '  ' }, MESSAGES.OTHER_SECTOR_REQUIRED],
    [{ equityFunding: -1 }, 'Please enter a valid equity funding amount'],
    [{ debtFunding: 'abc' }, 'Please enter a valid debt funding amount'],
    [{ grantFunding: '-5' }, 'Please enter a valid grant funding amount'],
  ])('refuses %j with %j', (change, message) => {
    expect(reviewProblems({ ...complete, ...change })).toEqual([message]);
  });

  it.each([
    [{ foundersCount: 3, teamSize: 3 }],
    [{ foundersCount: '2', teamSize: '10' }],
    [{ sector: 'other', otherSector: 'Solar cold chains' }],
    [{ equityFunding: '0', debtFunding: 0, grantFunding: '2500000' }],
  ])('accepts %j', (change) => {
    expect(reviewProblems({ ...complete, ...change })).toEqual([]);
  });

  it('checks the founding year against the given date', () => {
    expect(reviewProblems({ ...complete, foundingYear: '2025' }, new Date('2024-12-31'))).toEqual([
      MESSAGES.INVALID_FOUNDING_YEAR,
    ]);
  });

  it('has the spec heading for the list', () => {
    expect(MESSAGES.SUBMIT_ERRORS_HEADING).toBe('Please complete all required fields before submitting:');
  });
});

describe('blank form (spec §3)', () => {
  it('defaults sector agriculture, revenue <25L, funding 0 and empty headcounts', () => {
    expect(blankApplication({ name: 'Asha', email: 'a@b.co' })).toMatchObject({
      name: 'Asha',
      email: 'a@b.co',
      sector: 'agriculture',
      revenue: '<25L',
      equityFunding: 0,
      debtFunding: 0,
      grantFunding: 0,
      foundersCount: '',
      teamSize: '',
      videoUrl: null,
    });
  });
});
