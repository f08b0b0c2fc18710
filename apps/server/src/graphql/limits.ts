import { GraphQLError, Kind, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/** Parsing stops after this many tokens; the largest trusted operation has well under 200. */
export const MAX_QUERY_TOKENS = 2_000;
/** Nesting depth of fields; the web app's deepest operation is 3 (viewer → preferences → field). */
export const MAX_QUERY_DEPTH = 8;
/** Field selections in one operation, fragments counted wherever they are spread (the web app's largest: 25). */
export const MAX_QUERY_FIELDS = 150;

interface Size {
  depth: number;
  fields: number;
}

const NOTHING: Size = { depth: 0, fields: 0 };

/**
 * Depth and field count of a selection set. Fragments are measured once (so nested spreads cannot make
 * this slow) and a fragment cycle counts as nothing (the standard NoFragmentCycles rule reports it).
 * Introspection fields are left out: introspection is off in production, and GraphiQL's own query is deep.
 */
const measure = (context: ValidationContext, selectionSet: SelectionSetNode, fragments: Map<string, Size | null>): Size => {
  let depth = 0;
  let fields = 0;
  for (const selection of selectionSet.selections) {
    let size: Size;
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__') && selection.name.value !== '__typename') continue;
      const inner = selection.selectionSet ? measure(context, selection.selectionSet, fragments) : NOTHING;
      size = { depth: inner.depth + 1, fields: inner.fields + 1 };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      size = measure(context, selection.selectionSet, fragments);
    } else {
      const name = selection.name.value;
      if (!fragments.has(name)) {
        const fragment = context.getFragment(name);
        fragments.set(name, null);
        if (fragment) fragments.set(name, measure(context, fragment.selectionSet, fragments));
      }
      size = fragments.get(name) ?? NOTHING;
    }
    depth = Math.max(depth, size.depth);
    fields += size.fields;
  }
  return { depth, fields };
};

const limitRule =
  (check: (size: Size) => string | undefined): ValidationRule =>
  (context) => ({
    OperationDefinition(node) {
      const problem = check(measure(context, node.selectionSet, new Map()));
      if (problem) context.reportError(new GraphQLError(problem, { nodes: node }));
    },
  });

export const maxDepthRule = (max: number): ValidationRule =>
  limitRule(({ depth }) => (depth > max ? `The query is nested ${depth} levels deep; at most ${max} are allowed.` : undefined));

export const maxFieldsRule = (max: number): ValidationRule =>
  limitRule(({ fields }) => (fields > max ? `The query asks for ${fields} fields; at most ${max} are allowed.` : undefined));

/**
 * No `__schema` or `__type` (production). Written here rather than graphql's NoSchemaIntrospectionCustomRule,
 * which checks types by instanceof and fails when a test runner loads graphql twice.
 */
export const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(new GraphQLError('Introspection is disabled.', { nodes: node }));
    }
  },
});
