import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context.ts';

/** The one Pothos builder; modules add their types and fields to it, `schema.ts` builds the schema. */
export const builder = new SchemaBuilder<{ Context: GraphQLContext; DefaultFieldNullability: false }>({
  defaultFieldNullability: false,
});

builder.queryType({});
builder.mutationType({});
