import type { RouteOptions } from 'fastify';
import type { Auth } from '../../src/auth/auth.ts';

/**
 * What the running app exposes, read from the app itself: its route table (as "METHOD url") and Better Auth's
 * HTTP endpoints whose input names something by id. security-access.test.ts probes each one.
 */

export const routeKeysOf = (routes: RouteOptions[]): string[] => [
  ...new Set(
    routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${method} ${route.url}`),
    ),
  ),
];

/** Field names that name a stored thing (an id, a token, a key) rather than carry a value. */
const ID_LIKE = /^(id|token|key)$|Id$|Token$|_id$/;
/** An input whose fields cannot be listed (a record): it may carry anything, ids included. */
const FREE_FORM = '*';

interface ZodLike {
  shape?: Record<string, unknown>;
  _zod?: {
    def?: {
      type?: string;
      innerType?: ZodLike;
      in?: ZodLike;
      schema?: ZodLike;
      options?: ZodLike[];
      left?: ZodLike;
      right?: ZodLike;
    };
  };
}

/** The field names a zod input schema accepts, looking through optional, union, intersection and pipe wrappers. */
const fieldsOf = (schema: ZodLike | undefined): string[] => {
  if (!schema) return [];
  if (schema.shape) return Object.keys(schema.shape);
  const def = schema._zod?.def;
  if (!def) return [];
  if (def.type === 'record') return [FREE_FORM];
  if (def.options) return def.options.flatMap(fieldsOf);
  if (def.left || def.right) return [...fieldsOf(def.left), ...fieldsOf(def.right)];
  return fieldsOf(def.innerType ?? def.in ?? def.schema);
};

export interface AuthEndpoint {
  path: string;
  method: string;
  /** The id-like fields (or "*" for a free-form body) that make it need an expectation. */
  idFields: string[];
}

interface EndpointLike {
  path?: string;
  options?: { method?: string | string[]; body?: ZodLike; query?: ZodLike };
}

/** Better Auth endpoints reachable over HTTP (they have a path) whose path or input names something by id. */
export const authEndpointsTakingIds = (auth: Auth): AuthEndpoint[] =>
  Object.values(auth.api as unknown as Record<string, EndpointLike>)
    .filter((endpoint): endpoint is EndpointLike & { path: string } => typeof endpoint.path === 'string')
    .map((endpoint) => {
      const method = endpoint.options?.method;
      const fields = [
        ...fieldsOf(endpoint.options?.body),
        ...fieldsOf(endpoint.options?.query),
        ...(endpoint.path.match(/:\w+/g) ?? []),
      ];
      const idFields = [...new Set(fields.filter((f) => f === FREE_FORM || f.startsWith(':') || ID_LIKE.test(f)))];
      return { path: endpoint.path, method: (Array.isArray(method) ? method[0] : method) ?? 'POST', idFields };
    })
    .filter((endpoint) => endpoint.idFields.length > 0);
