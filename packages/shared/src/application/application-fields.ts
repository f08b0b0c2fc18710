import { isBlank } from './field-checks.ts';
import { PHONE_PREFIX } from '../limits.ts';
import { revenueLabel, sectorLabel, type RevenueRange, type SectorValue } from './options.ts';
import { formatRupees, readRupees } from '../format/rupees.ts';
import type { WizardStepId } from './steps.ts';

/*
 * The application record's field catalogue: every field a founder fills in, once, with its step, its label
 * (FIELD_LABELS, the labels the review step shows), the kind of control, whether its rule refuses it blank, and how
 * it reads as text. The blank form, the form controls' labels and HTML constraints (html-constraints.ts), the review
 * summary, the console detail and the CSV columns are derived from here; the step schemas
 * (schemas/application.ts, zod) take their labels from here, and ruleOf there gives a field's piece of them. No
 * zod here: the wizard shows its forms with this module and loads the schemas only to validate.
 * The recipe for a new field is docs/adding-a-field.md.
 */

/** Review labels; the form's visible labels are these too. */
export const FIELD_LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone Number',
  companyName: 'Company Name',
  description: 'Company Description',
  foundersCount: 'Number of Founders',
  teamSize: 'Team Size',
  city: 'City',
  state: 'State',
  hasDpiitCertification: 'DPIIT Certification',
  dpiitNumber: 'DPIIT Certificate Number',
  sector: 'Sector',
  otherSector: 'Specify Sector',
  foundingYear: 'Founding Year',
  revenue: 'Revenue Range',
  equityFunding: 'Equity Funding',
  debtFunding: 'Debt Funding',
  grantFunding: 'Grant Funding',
  videoUrl: 'Video Pitch',
  financialStatementUrl: 'Financial Statement',
  pitchDeckUrl: 'Pitch Deck',
} as const;

/** A field's own messages, keyed by field (Hindi beside the labels: i18n/hi/field-labels.ts). */
export const FIELD_RULE_MESSAGES = {
  hasDpiitCertification: 'Please answer whether you have DPIIT certification',
  dpiitNumber: 'Please enter the number on your DPIIT certificate, like DIPP12345',
} as const;

/** How a field is typed in and shown. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'count'
  | 'state'
  | 'yesNo'
  | 'sector'
  | 'otherSector'
  | 'year'
  | 'revenue'
  | 'rupees'
  | 'file';

/** Words the text of a field may need; the founder's pages pass their own (translated) words. */
export interface FieldWords {
  yes: string;
  no: string;
}
export const ENGLISH_FIELD_WORDS: FieldWords = { yes: 'Yes', no: 'No' };

interface FieldSpec<K extends keyof typeof FIELD_LABELS, S extends WizardStepId, D extends FieldKind, V> {
  key: K;
  /** Typed as the literal step, so that a step's keys (`keysOfStep`) narrow to that step's fields. */
  step: S;
  kind: D;
  /** The form's value before the founder types anything (what blankApplication below starts with). */
  blank: V;
  /** Its step's rule refuses it left blank: the form control says so (HTML `required`, Mantine's asterisk). */
  requiredToSave: boolean;
  /** Named by the review's '{label} is required' check before submitting. */
  requiredToSubmit: boolean;
  /** CSV column title; null: not a column of its own (shown inside another, or a file, which the export leaves out). */
  csvHeader: string | null;
  /** Shown in the review summary and the console detail as a line of its own. */
  summary: boolean;
}

const field = <K extends keyof typeof FIELD_LABELS, S extends WizardStepId, D extends FieldKind, V>(
  spec: FieldSpec<K, S, D, V>,
) => spec;

/** In the wizard's order: personal, company, business, funding, then the three uploads. */
export const APPLICATION_FIELDS = [
  field({
    key: 'name',
    step: 'personal',
    kind: 'text',
    blank: '' as string,
    requiredToSave: true,
    requiredToSubmit: true,
    csvHeader: 'Founder',
    summary: true,
  }),
  field({
    key: 'email',
    step: 'personal',
    kind: 'email',
    blank: '' as string,
    requiredToSave: true,
    requiredToSubmit: true,
    csvHeader: 'Email',
    summary: true,
  }),
  field({
    key: 'phone',
    step: 'personal',
    kind: 'phone',
    blank: '' as string,
    requiredToSave: true,
    requiredToSubmit: true,
    csvHeader: 'Phone',
    summary: true,
  }),
  field({
    key: 'companyName',
    step: 'company',
    kind: 'text',
    blank: '' as string,
    requiredToSave: true,
    requiredToSubmit: true,
    csvHeader: 'Startup',
    summary: true,
  }),
  field({
    key: 'description',
    step: 'company',
    kind: 'longText',
    blank: '' as string,
    requiredToSave: true,
    requiredToSubmit: true,
    csvHeader: FIELD_LABELS.description,
    summary: true,
  }),
  field({
    key: 'foundersCount',
    step: 'company',
    kind: 'count',
    blank: '' as number | string | null,
    requiredToSave: false,
    requiredToSubmit: true,
    csvHeader: FIELD_LABELS.foundersCount,
    summary: true,
  }),
  field({
    key: 'teamSize',
    step: 'company',
    kind: 'count',
    blank: '' as number | string | null,
    requiredToSave: false,
    requiredToSubmit: true,
    csvHeader: FIELD_LABELS.teamSize,
    summary: true,
  }),
  field({
    key: 'city',
    step: 'company',
    kind: 'text',
    blank: '' as string,
    requiredToSave: true,
    requiredToSubmit: true,
    csvHeader: 'City',
    summary: true,
  }),
  field({
    key: 'state',
    step: 'company',
    kind: 'state',
    blank: '' as string,
    requiredToSave: true,
    requiredToSubmit: true,
    csvHeader: 'State',
    summary: true,
  }),
  field({
    key: 'hasDpiitCertification',
    step: 'company',
    kind: 'yesNo',
    blank: false as boolean,
    requiredToSave: false,
    requiredToSubmit: false,
    csvHeader: FIELD_LABELS.hasDpiitCertification,
    summary: true,
  }),
  field({
    key: 'dpiitNumber',
    step: 'company',
    kind: 'text',
    blank: '' as string,
    requiredToSave: false,
    requiredToSubmit: false,
    csvHeader: 'DPIIT number',
    summary: true,
  }),
  field({
    key: 'sector',
    step: 'business',
    kind: 'sector',
    blank: 'agriculture' as SectorValue | string,
    requiredToSave: true,
    requiredToSubmit: true,
    csvHeader: 'Sector',
    summary: true,
  }),
  field({
    key: 'otherSector',
    step: 'business',
    kind: 'otherSector',
    blank: '' as string,
    requiredToSave: false,
    requiredToSubmit: false,
    csvHeader: null,
    summary: false,
  }),
  field({
    key: 'foundingYear',
    step: 'business',
    kind: 'year',
    blank: '' as string,
    requiredToSave: true,
    requiredToSubmit: true,
    csvHeader: FIELD_LABELS.foundingYear,
    summary: true,
  }),
  field({
    key: 'revenue',
    step: 'business',
    kind: 'revenue',
    blank: '<25L' as RevenueRange | string,
    requiredToSave: true,
    requiredToSubmit: true,
    csvHeader: 'Revenue range',
    summary: true,
  }),
  field({
    key: 'equityFunding',
    step: 'funding',
    kind: 'rupees',
    blank: 0 as number | string | null,
    requiredToSave: false,
    requiredToSubmit: true,
    csvHeader: 'Equity funding (INR)',
    summary: true,
  }),
  field({
    key: 'debtFunding',
    step: 'funding',
    kind: 'rupees',
    blank: 0 as number | string | null,
    requiredToSave: false,
    requiredToSubmit: true,
    csvHeader: 'Debt funding (INR)',
    summary: true,
  }),
  field({
    key: 'grantFunding',
    step: 'funding',
    kind: 'rupees',
    blank: 0 as number | string | null,
    requiredToSave: false,
    requiredToSubmit: true,
    csvHeader: 'Grant funding (INR)',
    summary: true,
  }),
  field({
    key: 'videoUrl',
    step: 'video',
    kind: 'file',
    blank: null as string | null,
    requiredToSave: false,
    requiredToSubmit: true,
    csvHeader: null,
    summary: false,
  }),
  field({
    key: 'financialStatementUrl',
    step: 'financial',
    kind: 'file',
    blank: null as string | null,
    requiredToSave: false,
    requiredToSubmit: false,
    csvHeader: null,
    summary: false,
  }),
  field({
    key: 'pitchDeckUrl',
    step: 'pitch_deck',
    kind: 'file',
    blank: null as string | null,
    requiredToSave: false,
    requiredToSubmit: false,
    csvHeader: null,
    summary: false,
  }),
] as const;

type Catalogue = typeof APPLICATION_FIELDS;
export type FieldKey = Catalogue[number]['key'];
export type FieldEntry = Catalogue[number];
type ValueOf<K extends FieldKey> = Extract<FieldEntry, { key: K }>['blank'];

/** The application as the wizard holds it: every catalogue field, and the application's id once saved. */
export type ApplicationForm = { applicationId?: string | null } & { -readonly [K in FieldKey]: ValueOf<K> };

export const fieldLabel = (key: FieldKey): string => FIELD_LABELS[key];
export const fieldOf = (key: FieldKey): FieldEntry => APPLICATION_FIELDS.find((f) => f.key === key)!;
export const fieldsOfStep = (step: WizardStepId): FieldEntry[] => APPLICATION_FIELDS.filter((f) => f.step === step);

/** The catalogue's keys of one step, typed as exactly that step's keys. */
export type KeyOfStep<S extends WizardStepId> = Extract<FieldEntry, { step: S }>['key'];
export function keysOfStep<S extends WizardStepId>(step: S): KeyOfStep<S>[];
export function keysOfStep(step: WizardStepId): FieldKey[] {
  return APPLICATION_FIELDS.filter((f) => f.step === step).map((f) => f.key);
}

/** What the API returns for each kind (GraphQL `Application`); every field may be null until saved. */
export interface RecordValueOfKind {
  text: string;
  longText: string;
  email: string;
  phone: string;
  count: number;
  state: string;
  yesNo: boolean;
  sector: string;
  otherSector: string;
  year: string;
  revenue: string;
  rupees: number;
  file: string;
}
type KindOf<K extends FieldKey> = Extract<FieldEntry, { key: K }>['kind'];
/** The catalogue's part of the API's record: ApplicationRecord must be exactly this plus its own fields (application-record.ts). */
export type CatalogueRecord = { [K in FieldKey]: RecordValueOfKind[KindOf<K>] | null };

/** The blank form's defaults: sector agriculture, revenue '<25L', funding 0, founders and team size empty. */
export const blankApplication = (initial: Partial<Pick<ApplicationForm, 'name' | 'email'>> = {}): ApplicationForm => {
  const form = Object.fromEntries(APPLICATION_FIELDS.map((f) => [f.key, f.blank])) as ApplicationForm;
  return { applicationId: null, ...form, name: initial.name ?? form.name, email: initial.email ?? form.email };
};

/** Any record with the catalogue's fields (the form, or the API's record with nulls where nothing was saved). */
export type FieldValues = { [K in FieldKey]?: unknown };

/** A field as one line of text, '' when it is blank: the review, the console detail and the CSV read it so. */
export const fieldText = (key: FieldKey, values: FieldValues, words: FieldWords = ENGLISH_FIELD_WORDS): string => {
  const value = values[key];
  if (fieldOf(key).kind === 'yesNo') return value === null || value === undefined ? '' : value ? words.yes : words.no;
  if (isBlank(value)) return '';
  switch (fieldOf(key).kind) {
    case 'phone':
      return `${PHONE_PREFIX} ${String(value)}`;
    case 'sector':
      return value === 'other' ? String(values.otherSector ?? '').trim() : sectorLabel(String(value));
    case 'revenue':
      return revenueLabel(String(value));
    case 'rupees': {
      const reading = readRupees(value);
      return formatRupees(reading.ok ? reading.rupees : 0);
    }
    default:
      return String(value).trim();
  }
};

export interface SummaryLine {
  key: FieldKey;
  label: string;
  text: string;
}

/** The lines of one step in the review summary and the console detail: label and text of each field shown. */
export const summaryOf = (step: WizardStepId, values: FieldValues, words: FieldWords = ENGLISH_FIELD_WORDS): SummaryLine[] =>
  fieldsOfStep(step)
    .filter((f) => f.summary)
    .map((f) => ({ key: f.key, label: FIELD_LABELS[f.key], text: fieldText(f.key, values, words) }));

/** The export's columns for the application's own fields, in catalogue order. */
export const CSV_FIELDS = APPLICATION_FIELDS.filter((f): f is FieldEntry & { csvHeader: string } => f.csvHeader !== null);

/** A CSV cell: amounts as plain whole rupees (a spreadsheet sums them), everything else as its text. */
export const csvCell = (key: FieldKey, values: FieldValues): string | number => {
  const value = values[key];
  if (fieldOf(key).kind === 'rupees') return typeof value === 'number' ? value : Number(value ?? 0);
  if (fieldOf(key).kind === 'phone') return isBlank(value) ? '' : String(value);
  return fieldText(key, values);
};

/** Fields the review names with '{label} is required' when blank, in the wizard's order. */
export const REQUIRED_TO_SUBMIT = APPLICATION_FIELDS.filter((f) => f.requiredToSubmit).map((f) => f.key);
