import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Mailer } from '../providers/mail/mail';
import type { FileStorage } from '../providers/storage/storage';
import type { VoiceSynthesizer } from '../providers/tts/tts';
import type { TokenService } from './auth/tokens';
import type { Database, Db } from './db/client';
import type { DomainEvents } from './events/domain-events';
import type { EventBus, JobQueue } from './jobs/jobs';
import type { Metrics } from './metrics/metrics';
import type { RateLimits } from './rate-limits';
import type { Secrets } from './secrets';

/** Everything a module's service may use; built once in buildApp and handed down. */
export interface AppServices {
  config: Config;
  database: Database;
  db: Db;
  secrets: Secrets;
  tokens: TokenService;
  storage: FileStorage;
  mailer: Mailer;
  queue: JobQueue;
  events: EventBus;
  /** Domain events through the transactional outbox: written in the change's transaction, so none is lost. */
  domainEvents: DomainEvents;
  /** Every enabled voice provider; eSpeak runs in a pool of worker threads. */
  synthesizer: VoiceSynthesizer;
  log: FastifyBaseLogger;
  /** This app's Prometheus metrics (its own registry, served at /metrics). */
  metrics: Metrics;
  /** The counters behind every rate limit: in this process, or in Redis when several processes serve one install. */
  rateLimits: RateLimits;
  /** The clock (milliseconds since the epoch), so tests move time instead of sleeping through it. */
  now: () => number;
}
