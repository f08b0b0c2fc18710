/**
 * Catalogue fields (packages/shared/src/application/application-fields.ts) as lines of a GraphQL selection, so the fragments
 * ApplicationFields and ConsoleDetailFields ask for every field without listing them again.
 */
export const catalogueSelection = (fields: readonly { key: string }[]): string => fields.map((f) => f.key).join('\n    ');
