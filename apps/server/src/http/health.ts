import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { ERROR_STATUS } from '@portal/shared/error-codes';
import { errorBodyOf } from './errors.ts';

export const registerHealthRoutes = (app: FastifyInstance, db: Kysely<Database>): void => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready' };
    } catch {
      return reply.status(ERROR_STATUS.DATABASE_UNREACHABLE).send(errorBodyOf('DATABASE_UNREACHABLE'));
    }
  });
};
