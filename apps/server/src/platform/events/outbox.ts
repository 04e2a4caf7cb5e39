import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import type { JobDefinition, JobQueue } from '../jobs/jobs';
import type { DomainEventDefinition, DomainEventHandler, DomainEvents } from './domain-events';
import { outboxEvents } from './outbox.schema';

/** How long a dispatcher owns a claimed event; past it (a crash) another dispatcher takes it again. */
const CLAIM_MS = 5 * 60 * 1000;
/** A failed event waits this long per attempt before it is tried again. */
const RETRY_STEP_MS = 30 * 1000;
const BATCH = 50;
/** The sweep: how often the job system looks for events no request dispatched (a crash, a failure). */
export const OUTBOX_SWEEP_MS = 30 * 1000;

/** The job that dispatches waiting events; its runs may overlap, claims keep them apart. */
export const dispatchOutboxJob: JobDefinition<z.ZodObject<{ reason: z.ZodString }>> = {
  name: 'dispatch-outbox',
  payload: z.object({ reason: z.string() }),
  attempts: 1,
};

type Row = typeof outboxEvents.$inferSelect;
type AnyHandler = (payload: unknown) => Promise<void>;

export interface Outbox extends DomainEvents {
  /** Registers the dispatch job and answers the background task (start-up dispatch, then the sweep). */
  registerJob(queue: JobQueue): void;
  startSweep(queue: JobQueue): () => Promise<void>;
}

export function createOutbox(options: { db: Db; log: FastifyBaseLogger; now?: () => Date }): Outbox {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const handlers = new Map<string, { handlers: AnyHandler[] }>();

  const claim = async (ids: number[] | null): Promise<Row[]> => {
    const at = now();
    const claimable = and(
      isNull(outboxEvents.dispatchedAt),
      or(isNull(outboxEvents.claimedUntil), lt(outboxEvents.claimedUntil, at)),
      ids ? inArray(outboxEvents.id, ids) : undefined,
    );
    // One statement: select what is free (skipping rows another dispatcher holds) and claim it.
    const free = db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(claimable)
      .orderBy(asc(outboxEvents.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(outboxEvents)
      .set({ claimedUntil: new Date(at.getTime() + CLAIM_MS), attempts: sql`${outboxEvents.attempts} + 1` })
      .where(and(inArray(outboxEvents.id, free), claimable))
      .returning();
  };

  const run = async (row: Row): Promise<void> => {
    const entry = handlers.get(row.name);
    try {
      if (entry) {
        for (const handler of entry.handlers) await handler(row.payload);
      }
      await db.update(outboxEvents).set({ dispatchedAt: now(), lastError: null }).where(eq(outboxEvents.id, row.id));
    } catch (error) {
      log.error({ err: error, event: row.name, eventId: row.id }, 'a domain event handler failed; it will be retried');
      const retryAt = new Date(now().getTime() + RETRY_STEP_MS * row.attempts);
      await db
        .update(outboxEvents)
        .set({ claimedUntil: retryAt, lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(outboxEvents.id, row.id));
    }
  };

  const dispatchRows = async (ids: number[] | null): Promise<number> => {
    let done = 0;
    for (;;) {
      const rows = await claim(ids);
      for (const row of rows) await run(row);
      done += rows.length;
      if (ids || rows.length < BATCH) return done;
    }
  };

  return {
    async raise(tx: DbOrTx, definition, payload) {
      const parsed = definition.payload.parse(payload);
      const [row] = await tx
        .insert(outboxEvents)
        .values({ name: definition.name, payload: parsed })
        .returning({ id: outboxEvents.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    },
    on<S extends z.ZodType>(definition: DomainEventDefinition<S>, handler: DomainEventHandler<S>) {
      const entry = handlers.get(definition.name) ?? { handlers: [] };
      // Each handler reads the stored payload through the event's own schema.
      entry.handlers.push((payload) => handler(definition.payload.parse(payload)));
      handlers.set(definition.name, entry);
    },
    async dispatch(ids) {
      if (ids.length === 0) return;
      await dispatchRows(ids).catch((error) => log.error({ err: error, ids }, 'domain events left for the sweep'));
    },
    dispatchPending: () => dispatchRows(null),
    registerJob(queue) {
      queue.register(dispatchOutboxJob, async () => {
        await dispatchRows(null);
      });
    },
    startSweep(queue) {
      const enqueue = (reason: string) =>
        queue
          .enqueue(dispatchOutboxJob, { reason })
          .catch((error) => log.warn({ err: error }, 'the outbox sweep was not queued'));
      // What a process that died before dispatching left behind is dispatched at the next start.
      void enqueue('start');
      const timer = setInterval(() => void enqueue('sweep'), OUTBOX_SWEEP_MS);
      timer.unref();
      return async () => clearInterval(timer);
    },
  };
}
