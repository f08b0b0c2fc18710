import { describe, expect, it, vi } from 'vitest';
import { GraphQLError } from 'graphql';
import { sql } from 'kysely';
import type { MercuriusContext } from 'mercurius';
import { MESSAGES } from '@portal/shared/texts/messages';
import { formatErrors } from '../../src/graphql/errors.ts';
import { AppError } from '../../src/http/errors.ts';
import { signUp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { createGraphQLTestApp, firstError, runOperation } from '../support/graphql-client.ts';

const contextWithLog = () => {
  const error = vi.fn();
  return { error, context: { reply: { log: { error } } } as unknown as MercuriusContext };
};

describe('formatErrors', () => {
  it('masks and logs an unexpected error thrown while executing', () => {
    const { error, context } = contextWithLog();
    const cause = new Error('connection to db.internal:5432 refused');
    const result = formatErrors(
      { data: null, errors: [new GraphQLError(cause.message, { path: ['viewer'], originalError: cause })] },
      context,
    );
    expect(result.statusCode).toBe(200);
    expect(result.response).toEqual({
      data: null,
      errors: [{ message: MESSAGES.INTERNAL, path: ['viewer'], extensions: { code: 'INTERNAL' } }],
    });
    expect(JSON.stringify(result)).not.toContain('db.internal');
    expect(error).toHaveBeenCalledWith({ err: cause }, 'unexpected GraphQL error');
  });

  it('answers an unexpected error outside execution with 500', () => {
    const { context } = contextWithLog();
    const result = formatErrors(
      { errors: [new GraphQLError('boom', { originalError: new TypeError('x is undefined') })] },
      context,
    );
    expect(result.statusCode).toBe(500);
    expect(result.response).toEqual({ errors: [{ message: MESSAGES.INTERNAL, extensions: { code: 'INTERNAL' } }] });
  });

  it('keeps the code, message and details of our own errors', () => {
    const { error, context } = contextWithLog();
    const cause = new AppError('SUBMIT_INCOMPLETE', { details: ['Video Pitch is required'] });
    const result = formatErrors(
      { data: null, errors: [new GraphQLError(cause.message, { path: ['submitApplication'], originalError: cause })] },
      context,
    );
    expect(result.statusCode).toBe(200);
    expect(result.response.errors).toEqual([
      {
        message: MESSAGES.SUBMIT_ERRORS_HEADING,
        path: ['submitApplication'],
        extensions: { code: 'SUBMIT_INCOMPLETE', details: ['Video Pitch is required'] },
      },
    ]);
    expect(error).not.toHaveBeenCalled();
  });

  it('uses the status of our own errors raised before execution', () => {
    const { context } = contextWithLog();
    const cause = new AppError('OPERATION_NOT_ALLOWED');
    const result = formatErrors({ errors: [new GraphQLError(cause.message, { originalError: cause })] }, context);
    expect(result).toEqual({
      statusCode: 400,
      response: { errors: [{ message: cause.message, extensions: { code: 'OPERATION_NOT_ALLOWED' } }] },
    });
  });

  it('spreads a batch of validation errors into one error each', () => {
    const { context } = contextWithLog();
    const validation = Object.assign(new Error('Graphql validation error'), {
      statusCode: 400,
      errors: [new GraphQLError('Cannot query field "a".'), new GraphQLError('Cannot query field "b".')],
    });
    const result = formatErrors({ errors: [new GraphQLError(validation.message, { originalError: validation })] }, context);
    expect(result.statusCode).toBe(400);
    expect(result.response.errors!.map((e) => [e.message, e.extensions?.code])).toEqual([
      ['Cannot query field "a".', 'BAD_REQUEST'],
      ['Cannot query field "b".', 'BAD_REQUEST'],
    ]);
  });
});

describe.each(TEST_DIALECTS)('GraphQL server errors (%s)', (dialect) => {
  const t = appPerSuite(() => createGraphQLTestApp(dialect));

  it('answers a database failure with a masked INTERNAL error', async () => {
    const { cookie } = await signUp(t.app);
    await sql`drop table user_preferences`.execute(t.app.database.db);
    const result = await runOperation(t.app, 'Viewer', undefined, cookie);
    expect(result.status).toBe(200);
    expect(firstError(result)).toEqual({ code: 'INTERNAL', message: MESSAGES.INTERNAL, details: undefined });
    expect(result.response.body).not.toMatch(/user_preferences|sqlite|relation|\bat /i);
  });
});
