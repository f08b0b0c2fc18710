import {
  APPLICATION_FIELDS,
  fieldsOfStep,
  type CatalogueRecord,
  type FieldEntry,
} from '@portal/shared/application/application-fields';
import { ruleOf } from '@portal/shared/schemas/application';
import type { VersionedStep } from '@portal/shared/application/application-record';
import type { builder } from '../../graphql/builder.ts';

/*
 * The catalogue's fields (packages/shared/src/application/application-fields.ts) on the GraphQL objects that show them
 * (`Application`, the console's `ConsoleApplicationDetail`) and on the step inputs, typed by each field's kind.
 */

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type FileEntry = Extract<FieldEntry, { kind: 'file' }>;
type TypedEntry = Exclude<FieldEntry, FileEntry>;
/** The typed-in fields of the record (the uploads' links are left out of the console's detail). */
export type TypedFieldsRecord = Omit<CatalogueRecord, FileEntry['key']>;

const RUPEES_DESCRIPTION = 'Whole rupees.';
const SECTOR_DESCRIPTION = "An option value; 'other' when the stored sector is the founder's own text (then in otherSector).";
const COUNT_INPUT_DESCRIPTION = 'Any number ≥ 0 as typed; saved as a whole number ≥ 1.';

const isTyped = (entry: FieldEntry): entry is TypedEntry => entry.kind !== 'file';
const isFile = (entry: FieldEntry): entry is FileEntry => entry.kind === 'file';

const typedField = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, TypedFieldsRecord>, entry: TypedEntry, described: boolean) => {
  switch (entry.kind) {
    case 'count':
      return t.exposeInt(entry.key, { nullable: true });
    case 'yesNo':
      return t.exposeBoolean(entry.key, { nullable: true });
    case 'rupees':
      return t.exposeFloat(entry.key, { nullable: true, ...(described ? { description: RUPEES_DESCRIPTION } : {}) });
    case 'sector':
      return t.exposeString(entry.key, { nullable: true, ...(described ? { description: SECTOR_DESCRIPTION } : {}) });
    default:
      return t.exposeString(entry.key, { nullable: true });
  }
};

/** Every typed-in field of the catalogue, in catalogue order; `described` adds the API's notes on amounts and sector. */
export const catalogueTypedFields = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, TypedFieldsRecord>, described: boolean) =>
  Object.fromEntries(APPLICATION_FIELDS.filter(isTyped).map((f) => [f.key, typedField(t, f, described)]));

/** The uploads' links, in catalogue order. */
export const catalogueFileFields = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, Pick<CatalogueRecord, FileEntry['key']>>) =>
  Object.fromEntries(APPLICATION_FIELDS.filter(isFile).map((f) => [f.key, t.exposeString(f.key, { nullable: true })]));

/** Required in the input when the step's shared schema refuses the field left out. */
const requiredInInput = (entry: FieldEntry): boolean => ruleOf(entry.key)?.safeParse(undefined).success === false;

const inputField = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>, entry: FieldEntry) => {
  const required = requiredInInput(entry);
  switch (entry.kind) {
    case 'count':
      return t.float({ required, description: COUNT_INPUT_DESCRIPTION });
    case 'yesNo':
      return t.boolean({ required });
    default:
      // Amounts travel as typed (Indian or international grouping); the shared schema reads them.
      return t.string({ required });
  }
};

/** A savable step's input: its catalogue fields, as the founder typed them. */
export const catalogueInputFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>, step: VersionedStep) =>
  Object.fromEntries(fieldsOfStep(step).map((f) => [f.key, inputField(t, f)]));
