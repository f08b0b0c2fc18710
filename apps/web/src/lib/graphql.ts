// Codes as type-checked literals: importing the error table itself would bring every text and zod into the first chunk.
import type { ErrorCode } from '@portal/shared/error-codes';
import { OPERATIONS, type OperationName } from '@portal/shared/graphql/operations';
import type { OperationTypes } from '@portal/shared/graphql/graphql-types.generated';
import { MESSAGES } from '@portal/shared/texts/messages';
import { API_REQUEST_TIMEOUT_MS } from '@portal/shared/limits';
import { serverReachability } from './reachability.ts';
import { trackRequest } from './requests-in-flight.ts';

/** A failure the API explained: a stable code, its shared message, and any list of details. */
export class ApiError extends Error {
  readonly code: string;
  readonly details: string[];
  /** What the code's text depends on (`{ kind }` of an upload, `{ questions }`): lib/server-error-text.ts fills it in. */
  readonly params: Readonly<Record<string, string | number | undefined>>;
  constructor(code: string, message: string, details: string[] = [], params: ApiError['params'] = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
    this.params = params;
  }
}

/** The request never got an answer (offline, server unreachable): worth retrying later. */
export class NetworkError extends Error {
  constructor() {
    super(MESSAGES.NETWORK_ERROR);
    this.name = 'NetworkError';
  }
}

export interface GraphqlResponse<T> {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; details?: string[]; params?: Readonly<Record<string, string | number | undefined>> };
  }[];
}

/** An operation's variables and answer, generated from the schema and the operation (scripts/generate-graphql-types.ts). */
export type VariablesOf<N extends OperationName> = OperationTypes[N]['variables'];
export type ResultOf<N extends OperationName> = OperationTypes[N]['result'];

/**
 * Runs one of the app's own operations (packages/shared/src/graphql/operations.ts) with the session cookie. No answer
 * within API_REQUEST_TIMEOUT_MS is a NetworkError; every outcome tells lib/reachability.ts whether the server answered.
 */
export const graphqlRequest = async <N extends OperationName>(
  operationName: N,
  variables: VariablesOf<N>,
  signal?: AbortSignal,
): Promise<ResultOf<N>> => {
  let response: Response;
  try {
    response = await trackRequest(
      fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ operationName, query: OPERATIONS[operationName], variables }),
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(API_REQUEST_TIMEOUT_MS)])
          : AbortSignal.timeout(API_REQUEST_TIMEOUT_MS),
      }),
    );
  } catch (error) {
    // The caller gave up (a page left): says nothing about the server.
    if (signal?.aborted) throw error;
    serverReachability.markUnreachable();
    throw new NetworkError();
  }
  serverReachability.markReachable();
  let body: GraphqlResponse<ResultOf<N>>;
  try {
    body = (await response.json()) as GraphqlResponse<ResultOf<N>>;
  } catch {
    if (response.status >= 500) {
      // A gateway's error page: our server did not answer.
      serverReachability.markUnreachable();
      throw new NetworkError();
    }
    throw new ApiError('BAD_REQUEST' satisfies ErrorCode, MESSAGES.SOMETHING_WENT_WRONG);
  }
  return dataOf(body);
};

/** An operation's data, or its first error as an ApiError. */
export const dataOf = <T>(body: GraphqlResponse<T>): T => {
  const first = body.errors?.[0];
  if (first) {
    throw new ApiError(
      first.extensions?.code ?? ('INTERNAL' satisfies ErrorCode),
      first.message,
      first.extensions?.details ?? [],
      first.extensions?.params ?? {},
    );
  }
  if (!body.data) throw new ApiError('INTERNAL' satisfies ErrorCode, MESSAGES.SOMETHING_WENT_WRONG);
  return body.data;
};

export const isUnauthenticated = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ('UNAUTHENTICATED' satisfies ErrorCode);
