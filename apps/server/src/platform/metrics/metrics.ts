import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueue } from '../jobs/jobs';

export type JobOutcome = 'succeeded' | 'failed' | 'aborted';

/**
 * The process's Prometheus metrics, scraped from /metrics. One registry per app, never prom-client's global one:
 * tests build several apps in one process, and each must count only its own requests and jobs.
 */
export interface Metrics {
  readonly registry: Registry;
  /** An HTTP request answered: its route pattern (never the raw URL, so ids do not explode the label set). */
  requestFinished(labels: { method: string; route: string; status: number }, seconds: number): void;
  jobFinished(kind: string, outcome: JobOutcome, seconds: number): void;
  /** A progress stream opened; call the returned function once when it closes. */
  streamOpened(): () => void;
  /** A render finished: seconds of audio made per second of wall time (above 1 is faster than real time). */
  renderFinished(audioSeconds: number, wallSeconds: number): void;
  /** The queue to ask for its depth at each scrape (the queue is built after the metrics). */
  watchQueue(queue: JobQueue): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'podloom_http_request_duration_seconds',
    help: 'HTTP request durations by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobs = new Histogram({
    name: 'podloom_job_duration_seconds',
    help: 'Job run durations by kind and outcome (succeeded, failed, aborted).',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'podloom_open_streams',
    help: 'Generation progress streams (text/event-stream) open now.',
    registers: [registry],
  });
  const streamsTotal = new Counter({
    name: 'podloom_streams_opened_total',
    help: 'Generation progress streams opened since start.',
    registers: [registry],
  });
  const realtime = new Histogram({
    name: 'podloom_render_realtime_factor',
    help: 'Audio seconds rendered per wall-clock second, per render.',
    buckets: [0.5, 1, 2, 4, 8, 16, 32, 64],
    registers: [registry],
  });
  let queue: JobQueue | undefined;
  new Gauge({
    name: 'podloom_queue_jobs',
    help: 'Jobs in the queue by state (waiting includes delayed retries); absent when the queue cannot tell.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const depth = await queue?.depth?.().catch(() => undefined);
      this.reset();
      if (!depth) return;
      this.set({ state: 'waiting' }, depth.waiting);
      this.set({ state: 'active' }, depth.active);
    },
  });

  return {
    registry,
    requestFinished: ({ method, route, status }, seconds) =>
      requests.observe({ method, route, status_code: String(status) }, seconds),
    jobFinished: (kind, outcome, seconds) => jobs.observe({ kind, outcome }, seconds),
    streamOpened: () => {
      streams.inc();
      streamsTotal.inc();
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        streams.dec();
      };
    },
    renderFinished: (audioSeconds, wallSeconds) => {
      if (wallSeconds > 0 && Number.isFinite(audioSeconds)) realtime.observe(audioSeconds / wallSeconds);
    },
    watchQueue: (watched) => {
      queue = watched;
    },
  };
}
