import { ERROR_CODE } from '@portal/shared/error-codes';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@tus/server';
import { MESSAGES } from '@portal/shared/texts/messages';
import { PostgresUploadLocker } from '../../src/uploads/postgres-upload-locker.ts';
import { tusErrorResponse } from '../../src/uploads/tus-errors.ts';

/**
 * The tus locker that spans instances, on the real PostgreSQL server: each PostgresUploadLocker is one instance
 * (its own lock connection). What tus relies on: one holder per upload, a waiter asks the holder to let go, a
 * waiter that gets nothing in time is refused, and a lost connection frees the lock and stops its holder.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
/** A logger that writes nothing (what an app without logging has). */
const silent = Fastify({ logger: false }).log;

describe.runIf(databaseUrl)('the PostgreSQL upload locker', () => {
  const lockers: PostgresUploadLocker[] = [];
  const instance = (acquireTimeoutMs = 10_000): PostgresUploadLocker => {
    const locker = new PostgresUploadLocker({ connectionString: databaseUrl!, acquireTimeoutMs, log: silent });
    lockers.push(locker);
    return locker;
  };
  afterEach(async () => {
    await Promise.all(lockers.splice(0).map((locker) => locker.close()));
  });

  /** A holder's requestRelease: counts the asks, and runs `onAsk` (tus would stop the request and unlock). */
  const releaseRequests = (onAsk: () => void = () => {}) => {
    const asked = { count: 0 };
    return { asked, requestRelease: () => void (asked.count++, onAsk()) };
  };

  it('lets one instance hold an upload; the other asks it to let go and gets the lock once it does', async () => {
    const id = randomUUID();
    const first = instance().newLock(id);
    const events: string[] = [];
    const holder = releaseRequests(() => {
      events.push('asked');
      void first.unlock().then(() => events.push('released'));
    });
    await first.lock(new AbortController().signal, holder.requestRelease);

    const second = instance().newLock(id);
    await second.lock(new AbortController().signal, () => {});
    events.push('acquired');
    expect(events).toEqual(['asked', 'released', 'acquired']);
    await second.unlock();
  });

  it('refuses a waiter whose holder does not let go in time with tus lock timeout, answered 423 with a retryable code', async () => {
    const id = randomUUID();
    const holder = releaseRequests();
    const first = instance().newLock(id);
    await first.lock(new AbortController().signal, holder.requestRelease);

    const refused = await instance(500)
      .newLock(id)
      .lock(new AbortController().signal, () => {})
      .catch((error: unknown) => error);
    expect(refused).toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(holder.asked.count).toBeGreaterThan(0);
    const answer = tusErrorResponse(refused, silent);
    expect(answer.status_code).toBe(423);
    expect(JSON.parse(answer.body)).toEqual({ code: ERROR_CODE.UPLOAD_BUSY, message: MESSAGES.UPLOAD_BUSY });
    await first.unlock();
  });

  it('keeps two requests to one upload on the same instance apart (advisory locks alone would let both in)', async () => {
    const id = randomUUID();
    const locker = instance(500);
    const holder = releaseRequests();
    const first = locker.newLock(id);
    await first.lock(new AbortController().signal, holder.requestRelease);
    const refused = await locker
      .newLock(id)
      .lock(new AbortController().signal, () => {})
      .catch((error: unknown) => error);
    expect(refused).toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(holder.asked.count).toBeGreaterThan(0);
    await first.unlock();
    const next = locker.newLock(id);
    await next.lock(new AbortController().signal, () => {});
    await next.unlock();
  });

  it('does not make different uploads wait for each other', async () => {
    const a = instance(500).newLock(randomUUID());
    const b = instance(500).newLock(randomUUID());
    await a.lock(new AbortController().signal, () => {});
    await b.lock(new AbortController().signal, () => {});
    await Promise.all([a.unlock(), b.unlock()]);
  });

  it('frees the lock when its connection is lost, and asks its holder to stop', async () => {
    const id = randomUUID();
    const holder = releaseRequests();
    const first = instance().newLock(id);
    await first.lock(new AbortController().signal, holder.requestRelease);

    // The holder's connection ends as in a crash or a network cut: PostgreSQL drops the session's locks.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`,
      );
    } finally {
      await admin.end();
    }
    const second = instance().newLock(id);
    await second.lock(new AbortController().signal, () => {});
    await vi.waitFor(() => expect(holder.asked.count).toBeGreaterThan(0));
    await expect(first.unlock()).resolves.toBeUndefined();
    await second.unlock();
  });
});
