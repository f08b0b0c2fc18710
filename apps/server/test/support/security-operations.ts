import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { OPERATIONS, type OperationName } from '@portal/shared/graphql/operations';
import { BUSINESS, COMPANY, FUNDING, PERSONAL } from './graphql-client.ts';

/**
 * Every operation the web app (and, once it lands, the console) sends, with well-formed variables made from the
 * committed schema: the security and fuzz suites attack each one without a hand-kept list, so a new
 * operation is covered the day it is added to OPERATIONS.
 */

const schemaFile = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
export const committedSchema = buildSchema(readFileSync(schemaFile, 'utf8'));

export interface OperationVariable {
  name: string;
  type: GraphQLInputType;
}

const definitionOf = (name: OperationName): OperationDefinitionNode => {
  const document = parse(OPERATIONS[name]);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error(`${name} has no operation`);
  return operation;
};

export const variablesOf = (name: OperationName): OperationVariable[] =>
  (definitionOf(name).variableDefinitions ?? []).map((v) => ({
    name: v.variable.name.value,
    type: typeFromAST(committedSchema, v.type as never) as GraphQLInputType,
  }));

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

/** Inputs the server accepts as they are: an attack with them gets past validation to the access check. */
const VALID_INPUTS: Record<string, unknown> = {
  PersonalInput: PERSONAL,
  CompanyInput: COMPANY,
  BusinessInput: BUSINESS,
  FundingInput: FUNDING,
  PreferencesInput: { darkMode: true, notifications: false, emailUpdates: false },
};

/** Values a well-formed request carries: known inputs as the web app sends them; otherwise every id is `id`, every string `text`, numbers 1, booleans true. */
export const sampleValue = (type: GraphQLInputType, fill: { id: string; text: string }): unknown => {
  if (isNonNullType(type)) return sampleValue(type.ofType, fill);
  if (isListType(type)) return [sampleValue(type.ofType as GraphQLInputType, fill)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    if (VALID_INPUTS[type.name]) return VALID_INPUTS[type.name];
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sampleValue(f.type, fill)]));
  }
  if (isScalarType(type)) {
    switch (getNamedType(type).name) {
      case 'ID':
        return fill.id;
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      default:
        return fill.text;
    }
  }
  return null;
};

export const sampleVariables = (name: OperationName, fill: { id: string; text: string }): Record<string, unknown> =>
  Object.fromEntries(variablesOf(name).map((v) => [v.name, sampleValue(v.type, fill)]));
