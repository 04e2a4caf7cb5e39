import { and, desc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/client';
import { holdLock } from '../../platform/db/locks';
import { byteRanges, enclosureDownloads } from './analytics.schema';
import {
  type ByteSpan,
  COUNTING_WINDOW_MS,
  coveredBytes,
  downloadThresholdBytes,
  LISTENERS_PER_ADDRESS_PER_DAY,
  mergeSpans,
} from './download-rules';
import { addressPrefix, listenerHash } from './listener';
import { classifyUserAgent } from './user-agent';

/** What one enclosure response delivered. */
export interface Delivery {
  episodeId: number;
  ip: string;
  userAgent: string;
  /** Inclusive byte spans of the file that went out. */
  spans: ByteSpan[];
  /** Size and duration of the file served (its own bitrate sets the one-minute threshold). */
  sizeBytes: number;
  durationSeconds: number;
}

/** `capped`: a download by the measure, not counted because its address already counted as many listeners as allowed. */
export type RecordOutcome = 'bot' | 'counted' | 'accumulated' | 'already-counted' | 'capped';

export interface DownloadCounterOptions {
  db: Db;
  salt: Buffer;
  /** May load its database on first use, hence a promise. */
  country: (ip: string) => string | Promise<string>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** The clock: tests move it instead of waiting a day. */
  now?: () => Date;
  /** Deliveries are gathered this long, then written together. */
  flushDelayMs?: number;
}

/** Listeners other than `hash` behind one address with a row for the episode in the last 24 hours. */
async function otherListenersAt(tx: DbOrTx, episodeId: number, address: string, hash: string, at: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${enclosureDownloads.listenerHash})::int` })
    .from(enclosureDownloads)
    .where(
      and(
        eq(enclosureDownloads.episodeId, episodeId),
        sql`left(${enclosureDownloads.listenerHash}, ${address.length}) = ${address}`,
        ne(enclosureDownloads.listenerHash, hash),
        gt(enclosureDownloads.lastSeenAt, new Date(at.getTime() - COUNTING_WINDOW_MS)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Distinct lock namespace for pg_advisory_xact_lock(int, int). */
const LOCK_NAMESPACE = 7_140_006;
/** Past this many listeners waiting, a write starts at once rather than after the delay. */
const MAX_PENDING = 2000;
/** Memory bound if the database falls far behind: past it, new listeners wait for the next request. */
const PENDING_LIMIT = 100_000;

interface Pending {
  delivery: Delivery;
  hash: string;
  at: Date;
}

/**
 * Counts enclosure downloads off the request path: `note` only queues (the bytes never wait for the
 * database), deliveries of one listener and episode are merged, and each is applied in a transaction
 * under an advisory lock, so concurrent requests from any number of processes never lose bytes or
 * count twice.
 */
export class DownloadCounter {
  private readonly now: () => Date;
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly options: DownloadCounterOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Queues a delivery; bots are dropped here. Never throws, never waits: it runs after responses, off any request. */
  note(delivery: Delivery): void {
    try {
      this.enqueue(delivery);
    } catch (error) {
      this.options.log.error({ err: error, episodeId: delivery.episodeId }, 'a download was not queued');
    }
  }

  private enqueue(delivery: Delivery): void {
    if (classifyUserAgent(delivery.userAgent).bot || delivery.spans.length === 0) return;
    const hash = listenerHash(delivery.ip, delivery.userAgent, this.options.salt);
    const key = `${delivery.episodeId}:${hash}`;
    const queued = this.pending.get(key);
    const at = this.now();
    if (!queued && this.pending.size >= PENDING_LIMIT) {
      this.options.log.warn({ pending: this.pending.size }, 'download counting is behind; a delivery was not queued');
      return;
    }
    if (queued) {
      queued.delivery = { ...delivery, spans: mergeSpans([...queued.delivery.spans, ...delivery.spans]) };
      queued.at = at;
    } else {
      this.pending.set(key, { delivery, hash, at });
    }
    if (this.pending.size >= MAX_PENDING) this.schedule(0);
    else this.schedule(this.options.flushDelayMs ?? 200);
  }

  /** Writes everything queued so far (tests, shutdown). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.running = this.running.then(() => this.writePending());
    await this.running;
  }

  /** Applies one delivery now and says what it did. */
  async record(delivery: Delivery, at: Date = this.now()): Promise<RecordOutcome> {
    const client = classifyUserAgent(delivery.userAgent);
    if (client.bot) return 'bot';
    const hash = listenerHash(delivery.ip, delivery.userAgent, this.options.salt);
    return this.apply(delivery, hash, at);
  }

  private schedule(delayMs: number): void {
    if (this.timer && delayMs > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.running.then(() => this.writePending());
    }, delayMs);
    this.timer.unref();
  }

  private async writePending(): Promise<void> {
    while (this.pending.size > 0) {
      const batch = [...this.pending.values()];
      this.pending = new Map();
      for (const entry of batch) {
        try {
          await this.apply(entry.delivery, entry.hash, entry.at);
        } catch (error) {
          this.options.log.error({ err: error, episodeId: entry.delivery.episodeId }, 'a download was not recorded');
        }
      }
    }
  }

  private async apply(delivery: Delivery, hash: string, at: Date): Promise<RecordOutcome> {
    const client = classifyUserAgent(delivery.userAgent);
    const threshold = downloadThresholdBytes(delivery.sizeBytes, delivery.durationSeconds);
    const address = addressPrefix(hash);
    return this.options.db.transaction(async (tx) => {
      // Locked per episode and address, so every listener behind one address is counted in turn against its cap.
      await holdLock(tx, LOCK_NAMESPACE, `${delivery.episodeId}:${address}`);
      const forListener = and(
        eq(enclosureDownloads.episodeId, delivery.episodeId),
        eq(enclosureDownloads.listenerHash, hash),
      );
      const [latest] = await tx
        .select()
        .from(enclosureDownloads)
        .where(forListener)
        .orderBy(desc(enclosureDownloads.windowStart))
        .limit(1);
      const [lastCounted] = await tx
        .select({ countedAt: enclosureDownloads.countedAt })
        .from(enclosureDownloads)
        .where(and(forListener, isNotNull(enclosureDownloads.countedAt)))
        .orderBy(desc(enclosureDownloads.countedAt))
        .limit(1);

      const open = latest && at.getTime() - latest.windowStart.getTime() < COUNTING_WINDOW_MS ? latest : null;
      // A listener new to this address past the cap leaves no row at all: rotating user agents would otherwise add
      // plays, visitors and a row per request even though they never add a download.
      if (
        !open &&
        (await otherListenersAt(tx, delivery.episodeId, address, hash, at)) >= LISTENERS_PER_ADDRESS_PER_DAY
      ) {
        return 'capped';
      }
      const spans = mergeSpans([...(open ? byteRanges.parse(open.ranges) : []), ...delivery.spans]);
      const bytes = coveredBytes(spans);
      const countedRecently =
        !!lastCounted?.countedAt && at.getTime() - lastCounted.countedAt.getTime() < COUNTING_WINDOW_MS;
      let counts = !open?.countedAt && !countedRecently && bytes >= threshold;
      let capped = false;
      if (counts) {
        const sameAddress = await tx.$count(
          enclosureDownloads,
          and(
            eq(enclosureDownloads.episodeId, delivery.episodeId),
            sql`left(${enclosureDownloads.listenerHash}, ${address.length}) = ${address}`,
            ne(enclosureDownloads.listenerHash, hash),
            gt(enclosureDownloads.countedAt, new Date(at.getTime() - COUNTING_WINDOW_MS)),
          ),
        );
        capped = sameAddress >= LISTENERS_PER_ADDRESS_PER_DAY;
        counts = !capped;
      }

      if (open) {
        await tx
          .update(enclosureDownloads)
          .set({ ranges: spans, bytesDelivered: bytes, lastSeenAt: at, ...(counts ? { countedAt: at } : {}) })
          .where(eq(enclosureDownloads.id, open.id));
      } else {
        await tx
          .insert(enclosureDownloads)
          .values({
            episodeId: delivery.episodeId,
            listenerHash: hash,
            windowStart: at,
            ranges: spans,
            bytesDelivered: bytes,
            app: client.app,
            device: client.device,
            country: await this.options.country(delivery.ip),
            countedAt: counts ? at : null,
            lastSeenAt: at,
          })
          .onConflictDoUpdate({
            target: [enclosureDownloads.episodeId, enclosureDownloads.listenerHash, enclosureDownloads.windowStart],
            set: {
              bytesDelivered: sql`greatest(${enclosureDownloads.bytesDelivered}, excluded.bytes_delivered)`,
              lastSeenAt: at,
            },
          });
      }
      if (counts) return 'counted';
      if (capped) return 'capped';
      return open?.countedAt || countedRecently ? 'already-counted' : 'accumulated';
    });
  }
}
