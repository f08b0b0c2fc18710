import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';

/** The first key of every upload lock: the two-key form keeps them apart from any other advisory lock. */
const UPLOAD_LOCK_SPACE = 0x7475_7300;
/** Where a request waiting for an upload asks the instance holding it to let go (the payload is the upload id). */
const RELEASE_CHANNEL = 'tus_upload_release';
const RETRY_MS = 50;
const ASK_AGAIN_MS = 1_000;
/** A lock query that takes longer means the lock connection is unhealthy: it is closed, which frees its locks. */
const QUERY_TIMEOUT_MS = 5_000;

const lockKeyOf = (id: string): number => createHash('sha256').update(id).digest().readInt32BE(0);

interface Session {
  client: pg.Client;
  alive: boolean;
  /** The session's backend process id, to tell its own notifications apart. */
  pid?: number;
  /** The last query sent: one connection answers one query at a time (pg 9 refuses a second while one runs). */
  tail: Promise<unknown>;
}

interface Holder {
  requestRelease: RequestRelease;
  /** The session that holds the advisory lock; undefined while it is being acquired. */
  session: Session | undefined;
}

export interface PostgresUploadLockerOptions {
  connectionString: string;
  /** How long a request waits for an upload another request holds before it is refused (423). */
  acquireTimeoutMs: number;
  log: FastifyBaseLogger;
}

/**
 * tus locks held in PostgreSQL, so that instances sharing the database serialise the requests to one upload.
 * Session advisory locks on one connection per instance, which also LISTENs for release requests. PostgreSQL
 * frees them the moment that connection ends, so a crashed instance never leaves an upload locked (a lease row
 * would stay locked until it expired). Within the instance a map of holders keeps each lock exclusive (advisory
 * locks are re-entrant within a session) and carries each holder's requestRelease, as @tus/server's
 * MemoryLocker does; a request waiting on another instance NOTIFYs the others, and the holder is asked to
 * release. If the connection is lost, every holder is asked to release: it no longer holds its lock.
 */
export class PostgresUploadLocker implements Locker {
  private readonly holders = new Map<string, Holder>();
  private connecting: Promise<Session> | undefined;
  private live: Session | undefined;
  private closed = false;
  private readonly options: PostgresUploadLockerOptions;

  constructor(options: PostgresUploadLockerOptions) {
    this.options = options;
  }

  newLock(id: string): Lock {
    let held: Holder | undefined;
    return {
      lock: async (signal, requestRelease) => {
        held = await this.acquire(id, signal, requestRelease);
      },
      unlock: async () => {
        const holder = held;
        if (!holder || this.holders.get(id) !== holder) throw new Error('Releasing an unlocked lock!');
        held = undefined;
        await this.release(id, holder);
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const session = await this.connecting?.catch(() => undefined);
    if (session) this.end(session);
  }

  private async acquire(id: string, signal: AbortSignal, requestRelease: RequestRelease): Promise<Holder> {
    const deadline = Date.now() + this.options.acquireTimeoutMs;
    let askedAt = Number.NEGATIVE_INFINITY;
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      const current = this.holders.get(id);
      if (current) {
        await current.requestRelease();
      } else {
        const holder: Holder = { requestRelease, session: undefined };
        this.holders.set(id, holder);
        let session: Session;
        try {
          session = await this.currentSession();
          if (await this.tryLock(id, session)) {
            holder.session = session;
            return holder;
          }
        } finally {
          if (!holder.session && this.holders.get(id) === holder) this.holders.delete(id);
        }
        if (Date.now() - askedAt >= ASK_AGAIN_MS) {
          askedAt = Date.now();
          await this.query(session, 'select pg_notify($1, $2)', [RELEASE_CHANNEL, id]);
        }
      }
      if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await sleep(RETRY_MS, undefined, { signal }).catch(() => undefined);
    }
  }

  private async release(id: string, holder: Holder): Promise<void> {
    try {
      // A session that ended took its locks with it.
      if (holder.session?.alive)
        await this.query(holder.session, 'select pg_advisory_unlock($1, $2)', [UPLOAD_LOCK_SPACE, lockKeyOf(id)]);
    } catch (error) {
      // query() closed the connection, which frees the lock: the request that held it has done its work.
      this.options.log.warn({ err: error }, 'upload lock not released by query; its connection was closed instead');
    } finally {
      this.holders.delete(id);
    }
  }

  private async tryLock(id: string, session: Session): Promise<boolean> {
    const rows = await this.query<{ locked: boolean }>(session, 'select pg_try_advisory_lock($1, $2) as locked', [
      UPLOAD_LOCK_SPACE,
      lockKeyOf(id),
    ]);
    return rows[0]?.locked === true;
  }

  private async query<Row extends pg.QueryResultRow>(session: Session, text: string, values: unknown[]): Promise<Row[]> {
    const sent = session.tail.then(() => session.client.query<Row>(text, values));
    session.tail = sent.catch(() => undefined);
    try {
      return (await sent).rows;
    } catch (error) {
      this.end(session);
      throw error;
    }
  }

  /** The live lock session, connecting (and listening) first when there is none. */
  private currentSession(): Promise<Session> {
    if (this.closed) return Promise.reject(new Error('upload locker closed'));
    this.connecting ??= this.connect().catch((error: unknown) => {
      this.connecting = undefined;
      throw error;
    });
    return this.connecting;
  }

  private async connect(): Promise<Session> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      keepAlive: true,
      connectionTimeoutMillis: QUERY_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    const session: Session = { client, alive: true, tail: Promise.resolve() };
    client.on('error', (error) => {
      this.options.log.warn({ err: error }, 'upload lock connection lost');
      this.end(session);
    });
    client.on('end', () => this.end(session));
    client.on('notification', (message) => {
      // Our own requests asking to release reach us too; those holders are asked directly.
      if (message.channel !== RELEASE_CHANNEL || !message.payload || message.processId === session.pid) return;
      void this.holders.get(message.payload)?.requestRelease();
    });
    try {
      await client.connect();
      session.pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      await client.query(`listen ${RELEASE_CHANNEL}`);
    } catch (error) {
      session.alive = false;
      await client.end().catch(() => undefined);
      throw error;
    }
    this.live = session;
    return session;
  }

  /** Ends a session: PostgreSQL frees its locks, so whoever held one through it is asked to stop. */
  private end(session: Session): void {
    if (!session.alive) return;
    session.alive = false;
    if (this.live === session) {
      this.live = undefined;
      this.connecting = undefined;
    }
    for (const holder of this.holders.values()) if (holder.session === session) void holder.requestRelease();
    session.client.end().catch(() => undefined);
  }
}
