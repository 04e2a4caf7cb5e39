import {
  type GenerationEvent,
  generationEvent,
  generationProgress,
  generationResult,
  type StreamEvent,
} from '@podloom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../platform/services';
import { readJobColumn } from './run-kind';
import { jobChannel } from './runs.jobs';
import { findJobByRef, type RunRow } from './runs.repository';

/** Comments every 15 s keep proxies from closing a quiet stream (many close one idle for 30–60 s). */
export const KEEP_ALIVE_MS = 15_000;
/** What a stream closed by a stopping server tells the browser to wait before opening it again. */
export const RECONNECT_AFTER_MS = 1000;

/** The streams open in this process, so a stopping server can end them at once (a stopping process never waits on them). */
export class OpenStreams {
  private readonly ends = new Set<() => void>();

  add(end: () => void): () => void {
    this.ends.add(end);
    return () => this.ends.delete(end);
  }

  get size(): number {
    return this.ends.size;
  }

  /** Ends every stream with a `reconnect` event (the job goes on; the browser comes back for it). */
  closeAll(): void {
    for (const end of [...this.ends]) end();
  }
}

export function finalEvent(job: RunRow): GenerationEvent | null {
  if (job.status === 'succeeded' && job.result) {
    return { result: readJobColumn(generationResult, job.result, 'result', job.refId) };
  }
  if (job.status === 'failed') {
    return { result: { podcast_id: '-1', message: `creation failed: ${job.error ?? 'unknown error'}` } };
  }
  return null;
}

/**
 * Streams one job's events as text/event-stream. It subscribes before reading the stored state, so nothing
 * published in between is lost; a stream opened after the job finished gets the final event at once.
 */
export async function streamJob(
  services: Pick<AppServices, 'events' | 'db' | 'log' | 'metrics'>,
  job: RunRow,
  etaSeconds: number,
  request: FastifyRequest,
  reply: FastifyReply,
  open?: OpenStreams,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const streamClosed = services.metrics.streamOpened();
  let closed = false;
  let ready = false;
  const pending: GenerationEvent[] = [];

  const cleanup = async () => {
    if (closed) return;
    closed = true;
    forget();
    streamClosed();
    clearInterval(keepAlive);
    await unsubscribe().catch(() => undefined);
    raw.end();
  };
  // Progress lines carry their index (`from`): a client places them by index, so overlap between the stored
  // snapshot and live events is harmless.
  const send = (event: StreamEvent) => {
    if (closed) return;
    raw.write(`data: ${JSON.stringify(event)}\n\n`);
    if ('result' in event || 'reconnect' in event) void cleanup();
  };
  const forget = open?.add(() => send({ reconnect: { after_ms: RECONNECT_AFTER_MS } })) ?? (() => false);

  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  request.raw.on('close', () => void cleanup());
  const unsubscribe = await services.events.subscribe(jobChannel(job.refId), (message) => {
    // The bus may cross processes (Redis): an event is checked against the shared union before it goes out.
    const parsed = generationEvent.safeParse(message);
    if (!parsed.success) {
      services.log.warn({ refId: job.refId, issues: parsed.error.issues }, 'stream event of an unknown shape dropped');
      return;
    }
    if (ready) send(parsed.data);
    else pending.push(parsed.data);
  });

  const current = (await findJobByRef(services.db, job.refId)) ?? job;
  send({ eta: etaSeconds });
  const final = finalEvent(current);
  const progress = current.progress
    ? readJobColumn(generationProgress, current.progress, 'progress', current.refId)
    : null;
  if (final) {
    if (progress?.lines?.length) send({ progress: { ...progress, from: 0 } });
    send(final);
    return;
  }
  if (progress) send({ progress: { ...progress, from: 0 } });
  ready = true;
  for (const event of pending.splice(0)) send(event);
}
