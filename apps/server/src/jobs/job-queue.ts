import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { nowIso, type Database } from '../db/types.ts';
import { describeFailure, HoldUntil } from './delivery-error.ts';
import { JOB_STATUS, jobsDb } from './jobs-table.ts';

/** A claimed job is not picked up again (by this or another instance) for this long. */
const LEASE_MS = 120_000;
/** One delivery attempt may take this long (well inside the lease); then it counts as failed. */
const ATTEMPT_TIMEOUT_MS = 60_000;
/** Also look for due jobs this often (jobs other instances stored, retries after a restart). */
const POLL_MS = 30_000;
const BATCH = 20;
/** Deliveries at once per instance (mail servers limit concurrent connections per client). */
const CONCURRENCY = 4;
/** Batches of a batched kind (`deliverMany`) one round claims, each delivered as one piece of the round's work. */
const BATCHES_PER_ROUND = 2;

export interface JobHandler {
  /** Delivers one job; throws (preferably a DeliveryError) when it did not go through. */
  deliver: (payload: unknown) => Promise<void>;
  maxAttempts: number;
  /** The first retry waits this long, doubling after each further failure. */
  retryBaseMs: number;
  /** Keep the payload after the job is finished (webhooks); otherwise it is emptied (emails and SMS carry links and codes). */
  keepPayload?: boolean;
  /**
   * Bulk work that yields to every other kind (reminders, thousands at once before a deadline): each round takes the
   * due jobs of the other kinds first, so a sign-in code enqueued behind 10,000 reminders waits one round, not all.
   */
  background?: boolean;
  /** Called once when the job gives up (its last attempt failed), with its payload: a channel records it as failed. */
  onGiveUp?: (payload: unknown, failure: string) => Promise<void>;
  /**
   * Delivers many due jobs of this kind in one go (a reminder round's thousands: the re-checks as set-based queries,
   * a few statements per batch instead of several per job). Answers, in the payloads' order, each job's failure
   * (`undefined`: delivered; a HoldUntil: held), so each job is still retried, held or given up on its own. The queue
   * hands it at most `batchSize` jobs at a time and uses `deliver` when this is absent.
   */
  deliverMany?: (payloads: readonly unknown[]) => Promise<readonly unknown[]>;
  /** The most jobs one `deliverMany` call gets. */
  batchSize?: number;
}

export interface JobQueue {
  /** Stores the job (it survives restarts and outages) and starts delivering it at once in the background. */
  enqueue: (kind: string, payload: unknown) => Promise<string>;
  /** Delivers what is due now; resolves when this round is done. */
  runDue: () => Promise<void>;
  /** Starts background delivery (after migrations). */
  start: () => void;
  /** Stops it and waits for a delivery in progress. */
  stop: () => Promise<void>;
}

/**
 * Stores pending jobs under fixed ids in one statement (a reminder round stores thousands); a job whose id exists
 * already (another instance stored it) is left as it is.
 */
export const insertJobsOnce = async <DB extends Database>(
  db: Kysely<DB>,
  jobs: readonly { id: string; kind: string; payload: unknown; notBefore?: Date }[],
): Promise<void> => {
  if (jobs.length === 0) return;
  const now = nowIso();
  // A transaction over a module's extended tables (modules/reminders) stores its jobs too.
  await jobsDb(db as unknown as Kysely<Database>)
    .insertInto('jobs')
    .values(
      jobs.map((job) => ({
        id: job.id,
        kind: job.kind,
        payload: JSON.stringify(job.payload),
        status: JOB_STATUS.pending,
        attempts: 0,
        next_attempt_at: job.notBefore ? job.notBefore.toISOString() : now,
        last_error: null,
        created_at: now,
        finished_at: null,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
};

/** Stores one pending job under a fixed id, unless a job of that id exists already. */
export const insertJobOnce = (db: Kysely<Database>, job: { id: string; kind: string; payload: unknown }): Promise<void> =>
  insertJobsOnce(db, [job]);

/** Delay before attempt n+1 after n failed attempts: base × 2^(n-1). */
export const retryDelayMs = (baseMs: number, failedAttempts: number): number => baseMs * 2 ** Math.max(0, failedAttempts - 1);

const withTimeout = async <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' })), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

type DueRow = { id: string; kind: string; payload: string; attempts: number; next_attempt_at: string };
/** Why an attempt did not go through (wrapped: a handler may throw anything). */
type Failed = { error: unknown };

/**
 * The durable background work of the portal: each job is a row in `jobs`, stored by the request that
 * causes it. A worker in every instance claims due rows with a lease (a conditional update, so exactly one
 * instance delivers each), retries failures with exponential backoff up to the handler's maximum, and logs
 * failures by job id and error code only. Nobody's request waits for a delivery.
 */
export const createJobQueue = (options: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  /** On PostgreSQL a round claims its due jobs in one statement (FOR UPDATE SKIP LOCKED); SQLite has one writer. */
  dialect?: 'sqlite' | 'postgres';
}): JobQueue => {
  const db = jobsDb(options.db);
  const { log, handlers } = options;
  const kinds = Object.keys(handlers);
  const foreground = kinds.filter((kind) => !handlers[kind]!.background);
  const background = kinds.filter((kind) => handlers[kind]!.background);
  /** Background kinds delivered a batch at a time (`deliverMany`), and the others. */
  const batched = background.filter((kind) => handlers[kind]!.deliverMany);
  const unbatched = background.filter((kind) => !handlers[kind]!.deliverMany);
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  let running: Promise<void> | undefined;
  /** Asked to run while a round was in progress: that round may have read the due rows before the new job. */
  let runAgain = false;
  let started = false;
  let stopped = false;

  /** Wakes the worker after the delay, unless it is already due to wake earlier. */
  const schedule = (delayMs: number) => {
    if (stopped || !started) return;
    const at = Date.now() + Math.max(0, Math.min(delayMs, POLL_MS));
    if (timer && timerAt <= at) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timer = undefined;
        timerAt = Number.POSITIVE_INFINITY;
        void runDue();
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
  };

  /** Records what became of an attempt that did not go through: held, retried later, or given up. */
  const settleFailure = async (row: DueRow, handler: JobHandler, failed: Failed): Promise<void> => {
    if (failed.error instanceof HoldUntil) {
      await db.updateTable('jobs').set({ next_attempt_at: failed.error.until.toISOString() }).where('id', '=', row.id).execute();
      return;
    }
    const failure = describeFailure(failed.error);
    const attempts = row.attempts + 1;
    const now = new Date();
    const cleared = handler.keepPayload ? {} : { payload: '{}' };
    const gaveUp = attempts >= handler.maxAttempts;
    if (gaveUp && handler.onGiveUp) {
      await handler.onGiveUp(JSON.parse(row.payload), failure).catch((error: unknown) => {
        log.error({ jobId: row.id, failure: describeFailure(error) }, 'recording a failed delivery failed');
      });
    }
    await db
      .updateTable('jobs')
      .set(
        gaveUp
          ? { status: JOB_STATUS.failed, attempts, finished_at: now.toISOString(), last_error: failure, ...cleared }
          : {
              attempts,
              next_attempt_at: new Date(now.getTime() + retryDelayMs(handler.retryBaseMs, attempts)).toISOString(),
              last_error: failure,
            },
      )
      .where('id', '=', row.id)
      .execute();
    const entry = { jobId: row.id, kind: row.kind, attempts, failure };
    if (gaveUp) log.error(entry, 'delivery gave up');
    else log.warn(entry, 'delivery failed; will retry');
  };

  /** Marks delivered jobs (of one kind) as such, in one statement: only the lease holder delivered them. */
  const markDelivered = async (rows: readonly DueRow[], handler: JobHandler): Promise<void> => {
    if (rows.length === 0) return;
    const cleared = handler.keepPayload ? {} : { payload: '{}' };
    await db
      .updateTable('jobs')
      .set((eb) => ({
        status: JOB_STATUS.delivered,
        attempts: eb('attempts', '+', 1),
        finished_at: new Date().toISOString(),
        last_error: null,
        ...cleared,
      }))
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  };

  const deliver = async (row: DueRow, handler: JobHandler): Promise<void> => {
    let failed: Failed | undefined;
    try {
      await withTimeout(handler.deliver(JSON.parse(row.payload)), ATTEMPT_TIMEOUT_MS);
    } catch (error) {
      failed = { error };
    }
    if (failed) await settleFailure(row, handler, failed);
    else await markDelivered([row], handler);
  };

  /** Delivers claimed jobs of one kind in one `deliverMany` call; each job's failure is settled on its own. */
  const deliverBatch = async (rows: readonly DueRow[], handler: JobHandler): Promise<void> => {
    const failures = new Map<DueRow, Failed>();
    const payloads: unknown[] = [];
    const parsed: DueRow[] = [];
    for (const row of rows) {
      try {
        payloads.push(JSON.parse(row.payload));
        parsed.push(row);
      } catch (error) {
        failures.set(row, { error });
      }
    }
    try {
      const answered = parsed.length > 0 ? await withTimeout(handler.deliverMany!(payloads), ATTEMPT_TIMEOUT_MS) : [];
      parsed.forEach((row, i) => {
        if (answered[i] !== undefined) failures.set(row, { error: answered[i] });
      });
    } catch (error) {
      for (const row of parsed) failures.set(row, { error });
    }
    await markDelivered(
      rows.filter((row) => !failures.has(row)),
      handler,
    );
    for (const [row, failed] of failures) await settleFailure(row, handler, failed);
  };

  /** Claims the row for this instance: only the update that still sees the due time it read matches. */
  const claim = async (row: { id: string; next_attempt_at: string }): Promise<boolean> => {
    const claimed = await db
      .updateTable('jobs')
      .set({ next_attempt_at: new Date(Date.now() + LEASE_MS).toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', JOB_STATUS.pending)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  };

  const round = async (): Promise<void> => {
    if (kinds.length === 0) return;
    const dueOf = (ofKinds: string[], limit: number): Promise<DueRow[]> =>
      ofKinds.length === 0 || limit === 0
        ? Promise.resolve([])
        : db
            .selectFrom('jobs')
            .select(['id', 'kind', 'payload', 'attempts', 'next_attempt_at'])
            .where('status', '=', JOB_STATUS.pending)
            .where('kind', 'in', ofKinds)
            .where('next_attempt_at', '<=', new Date().toISOString())
            .orderBy('next_attempt_at')
            .limit(limit)
            .execute();
    /**
     * PostgreSQL: the due rows of the kinds, claimed in one statement; rows another instance is claiming are
     * skipped (SKIP LOCKED), not waited for, so two instances take disjoint batches.
     */
    const claimBatch = async (ofKinds: string[], limit: number): Promise<DueRow[]> => {
      if (ofKinds.length === 0 || limit === 0) return [];
      const lease = new Date(Date.now() + LEASE_MS).toISOString();
      const result = await sql<DueRow>`
        update jobs set next_attempt_at = ${lease}
        where id in (
          select id from jobs
          where status = ${JOB_STATUS.pending} and kind in (${sql.join(ofKinds)}) and next_attempt_at <= ${new Date().toISOString()}
          order by next_attempt_at limit ${limit}
          for update skip locked)
        returning id, kind, payload, attempts, next_attempt_at`.execute(db);
      return result.rows;
    };
    const bulk = options.dialect === 'postgres';
    const take = (ofKinds: string[], limit: number) => (bulk ? claimBatch(ofKinds, limit) : dueOf(ofKinds, limit));
    const urgent = await take(foreground, BATCH);
    const rest = BATCH - urgent.length;
    // Background work only when the urgent jobs left room: a batched kind (reminders) up to its batches, the others
    // up to the rest of the round.
    const batches: { rows: DueRow[]; handler: JobHandler }[] = [];
    for (const kind of rest > 0 ? batched : []) {
      const handler = handlers[kind]!;
      const size = handler.batchSize ?? BATCH;
      const rows = await take([kind], size * BATCHES_PER_ROUND);
      for (let i = 0; i < rows.length; i += size) batches.push({ rows: rows.slice(i, i + size), handler });
    }
    const singles = [...urgent, ...(await take(unbatched, rest))];
    // SQLite: each row is claimed just before its delivery, so other instances can take the rest meanwhile.
    const claimed = async (rows: DueRow[]): Promise<DueRow[]> => {
      if (bulk) return rows;
      const mine: DueRow[] = [];
      for (const row of rows) if (await claim(row)) mine.push(row);
      return mine;
    };
    const work: (() => Promise<void>)[] = [
      ...urgent.map((row) => () => deliverSingle(row)),
      ...batches.map(({ rows, handler }) => async () => {
        const mine = await claimed(rows);
        if (mine.length > 0) await deliverBatch(mine, handler);
      }),
      ...singles.slice(urgent.length).map((row) => () => deliverSingle(row)),
    ];
    async function deliverSingle(row: DueRow): Promise<void> {
      const handler = handlers[row.kind];
      if (handler && (bulk || (await claim(row)))) await deliver(row, handler);
    }
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, work.length) }, async () => {
        for (let item = work.shift(); item; item = work.shift()) await item();
      }),
    );
    const next = await db
      .selectFrom('jobs')
      .select('next_attempt_at')
      .where('status', '=', JOB_STATUS.pending)
      .where('kind', 'in', kinds)
      .orderBy('next_attempt_at')
      .limit(1)
      .executeTakeFirst();
    schedule(next ? new Date(next.next_attempt_at).getTime() - Date.now() : POLL_MS);
  };

  const runDue = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      runAgain = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        log.error({ failure: describeFailure(error) }, 'job queue round failed');
        schedule(POLL_MS);
      })
      .finally(() => {
        running = undefined;
        if (runAgain) {
          runAgain = false;
          schedule(0);
        }
      });
    return running;
  };

  return {
    enqueue: async (kind, payload) => {
      const id = randomUUID();
      const now = new Date().toISOString();
      await db
        .insertInto('jobs')
        .values({
          id,
          kind,
          payload: JSON.stringify(payload),
          status: JOB_STATUS.pending,
          attempts: 0,
          next_attempt_at: now,
          last_error: null,
          created_at: now,
          finished_at: null,
        })
        .execute();
      schedule(0);
      return id;
    },
    runDue,
    start: () => {
      started = true;
      schedule(0);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
};
