/** A GraphQL type per variable name, as the operation declares it: `{ applicationId: 'ID!', note: 'String' }`. */
export type OperationVariables = Readonly<Record<string, string>>;

const lowerFirst = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

const rootFieldOperation =
  (kind: 'query' | 'mutation') =>
  (name: string, variables: OperationVariables, selection: string, ...fragments: string[]): string => {
    const names = Object.keys(variables);
    const declared = names.length ? `(${names.map((n) => `$${n}: ${variables[n]}`).join(', ')})` : '';
    const passed = names.length ? `(${names.map((n) => `${n}: $${n}`).join(', ')})` : '';
    return `
    ${kind} ${name}${declared} {
      ${lowerFirst(name)}${passed} ${selection}
    }
    ${fragments.join('\n')}
  `;
  };

/**
 * Every operation of OPERATIONS (operations.ts) runs one root field named like the operation (SaveReviewStage runs
 * saveReviewStage) and hands each of its variables on as the argument of the same name; these write that document:
 * `query('ConsoleApplication', { id: 'ID!' }, '{ ...ConsoleDetailFields }', CONSOLE_DETAIL_FIELDS)`.
 * The fragments the selection spreads come last, as their definitions.
 */
export const query = rootFieldOperation('query');
export const mutation = rootFieldOperation('mutation');
