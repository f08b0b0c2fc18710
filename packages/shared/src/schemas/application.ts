import { z } from 'zod';
import { MESSAGES, requiredMessage } from '../texts/messages.ts';
import { FOUNDERS_MIN_SAVED, HEADCOUNT_MAX, TEXT_MAX } from '../limits.ts';
import { INDIAN_STATES, REVENUE_VALUES, SECTOR_VALUES } from '../application/options.ts';
import { RUPEES_MESSAGES, readRupees } from '../format/rupees.ts';
import { asciiDigits } from '../format/digits.ts';
import { emailField, phoneField, requiredText } from './fields.ts';
import { isValidFoundingYear, normaliseDpiitNumber } from '../application/field-checks.ts';
import { FIELD_LABELS, FIELD_RULE_MESSAGES, fieldOf, type FieldKey } from '../application/application-fields.ts';

// ---------- Personal ----------
export const personalSchema = z.object({
  name: requiredText(TEXT_MAX.name, MESSAGES.REQUIRED_FIELDS),
  email: emailField(MESSAGES.REQUIRED_FIELDS, MESSAGES.INVALID_EMAIL),
  phone: phoneField,
});
export type PersonalInput = z.input<typeof personalSchema>;
export type Personal = z.output<typeof personalSchema>;

// ---------- Company ----------
/** Founders and team size: the form accepts any number ≥ 0; what is saved is a whole number ≥ 1. */
const headcount = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return FOUNDERS_MIN_SAVED;
      const n = typeof v === 'number' ? v : Number(asciiDigits(String(v)).trim());
      return Number.isFinite(n) ? Math.max(FOUNDERS_MIN_SAVED, Math.round(n)) : v;
    },
    z
      .number({ error: `Please enter a valid ${label.toLowerCase()}` })
      .int()
      .min(FOUNDERS_MIN_SAVED)
      .max(HEADCOUNT_MAX, `${label} is too large`),
  );

export const COMPANY_REQUIRED_FIELDS = ['companyName', 'description', 'city', 'state'] as const;

/** A DPIIT recognition number as certificates print it: DIPP and its digits. */
const DPIIT_NUMBER = /^DIPP\d{1,12}$/;

export const companySchema = z
  .object({
    companyName: requiredText(TEXT_MAX.companyName, requiredMessage(FIELD_LABELS.companyName)),
    description: requiredText(TEXT_MAX.description, requiredMessage(FIELD_LABELS.description)),
    foundersCount: headcount(FIELD_LABELS.foundersCount),
    teamSize: headcount(FIELD_LABELS.teamSize),
    city: requiredText(TEXT_MAX.city, requiredMessage(FIELD_LABELS.city)),
    state: z.enum(INDIAN_STATES, { error: requiredMessage(FIELD_LABELS.state) }),
    hasDpiitCertification: z.boolean({ error: FIELD_RULE_MESSAGES.hasDpiitCertification }),
    dpiitNumber: z
      .string()
      .max(TEXT_MAX.dpiitNumber, `Please use at most ${TEXT_MAX.dpiitNumber} characters`)
      .optional()
      .default('')
      .transform(normaliseDpiitNumber),
  })
  // The number means something only with the certification: checked then, and saved blank otherwise.
  .superRefine((company, ctx) => {
    if (company.hasDpiitCertification && company.dpiitNumber !== '' && !DPIIT_NUMBER.test(company.dpiitNumber)) {
      ctx.addIssue({ code: 'custom', path: ['dpiitNumber'], message: FIELD_RULE_MESSAGES.dpiitNumber });
    }
  })
  .overwrite((company) => (company.hasDpiitCertification ? company : { ...company, dpiitNumber: '' }));
export type CompanyInput = z.input<typeof companySchema>;
export type Company = z.output<typeof companySchema>;

/** The company step's single alert: which of the four required fields are missing. */
export const companyRequiredAlert = (missing: readonly (typeof COMPANY_REQUIRED_FIELDS)[number][]): string =>
  `${MESSAGES.COMPANY_REQUIRED_PREFIX} ${missing.map((f) => FIELD_LABELS[f]).join(', ')}`;

// ---------- Business ----------
export const businessSchema = z
  .object({
    sector: z.enum(SECTOR_VALUES, { error: MESSAGES.SECTOR_REQUIRED }),
    otherSector: z
      .string()
      .trim()
      .max(TEXT_MAX.otherSector, `Please use at most ${TEXT_MAX.otherSector} characters`)
      .optional()
      .default(''),
    foundingYear: z
      .union([z.string(), z.number()], { error: MESSAGES.FOUNDING_YEAR_REQUIRED })
      .transform((v) => asciiDigits(String(v)).trim())
      .refine((v) => v.length > 0, MESSAGES.FOUNDING_YEAR_REQUIRED)
      .refine((v) => v.length === 0 || isValidFoundingYear(v), MESSAGES.FOUNDING_YEAR_RANGE),
    revenue: z.enum(REVENUE_VALUES, { error: MESSAGES.REVENUE_REQUIRED }),
  })
  .superRefine((value, ctx) => {
    if (value.sector === 'other' && value.otherSector.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['otherSector'], message: MESSAGES.OTHER_SECTOR_REQUIRED });
    }
  });
export type BusinessInput = z.input<typeof businessSchema>;
export type Business = z.output<typeof businessSchema>;

// ---------- Funding ----------
/**
 * Whole rupees with Indian or international grouping; a blank is 0; negatives are refused with their own message;
 * anything else is refused rather than read as a smaller number (docs/decisions/004-amounts-in-whole-rupees.md).
 */
const rupees = (negativeMessage: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const reading = readRupees(value);
      if (reading.ok) return reading.rupees;
      const message =
        reading.reason === 'negative'
          ? negativeMessage
          : reading.reason === 'too-large'
            ? RUPEES_MESSAGES.TOO_LARGE
            : RUPEES_MESSAGES.NOT_WHOLE_RUPEES;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

export const fundingSchema = z.object({
  equityFunding: rupees(MESSAGES.EQUITY_NEGATIVE),
  debtFunding: rupees(MESSAGES.DEBT_NEGATIVE),
  grantFunding: rupees(MESSAGES.GRANT_NEGATIVE),
});
export type FundingInput = z.input<typeof fundingSchema>;
export type Funding = z.output<typeof fundingSchema>;

// ---------- Whole application ----------
/** The form's type is the field catalogue's (packages/shared/src/application/application-fields.ts). */
export type { ApplicationForm } from '../application/application-fields.ts';

type StepShapes = {
  personal: typeof personalSchema.shape;
  company: typeof companySchema.shape;
  business: typeof businessSchema.shape;
  funding: typeof fundingSchema.shape;
};
const SHAPES: StepShapes = {
  personal: personalSchema.shape,
  company: companySchema.shape,
  business: businessSchema.shape,
  funding: fundingSchema.shape,
};

/** A catalogue field's rule: the piece of its step's schema (null for the uploads, checked by the upload service). */
export const ruleOf = (key: FieldKey): z.ZodType | null => {
  const entry = fieldOf(key);
  const shape = (SHAPES as Partial<Record<string, Record<string, z.ZodType>>>)[entry.step];
  return shape?.[key] ?? null;
};
