import type { GenerationEvent, GenerationProgress } from '@podloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../platform/services';
import { jobChannel } from './runs.jobs';
import { updateJob } from './runs.repository';

/** The stored snapshot is written at most this often; events go out for every report. */
export const PERSIST_EVERY_MS = 250;

/**
 * One run's progress writer: publishes each report on the job's stream, in order (handlers report from synchronous
 * callbacks, publishing is not), and keeps a snapshot in the job row so a stream opened later, on any process,
 * starts from it. A report that cannot be delivered is logged; it never fails the run.
 */
export class RunProgress {
  private chain: Promise<void> = Promise.resolve();
  private persistedAt = 0;

  constructor(
    private readonly services: Pick<AppServices, 'events' | 'db'>,
    private readonly refId: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Sends `progress`; `snapshot` is what the row keeps (by default the progress itself; a script keeps every line
   * so far, while its events carry only the new ones). It is read when it is stored, so it is the latest.
   */
  report(progress: GenerationProgress, snapshot: () => GenerationProgress = () => progress): void {
    this.chain = this.chain
      .then(() => this.publish({ progress }))
      .then(() => this.persist(snapshot, false))
      .catch((error) => this.log.warn({ err: error, refId: this.refId }, 'progress event not delivered'));
  }

  /** Waits for every report so far; with a snapshot, stores it whatever the last store's time. */
  async flush(snapshot?: () => GenerationProgress): Promise<void> {
    await this.chain;
    if (snapshot) await this.persist(snapshot, true);
  }

  private publish(event: GenerationEvent): Promise<void> {
    return this.services.events.publish(jobChannel(this.refId), event);
  }

  private async persist(snapshot: () => GenerationProgress, force: boolean): Promise<void> {
    if (!force && Date.now() - this.persistedAt < PERSIST_EVERY_MS) return;
    this.persistedAt = Date.now();
    await updateJob(this.services.db, this.refId, { progress: snapshot() });
  }
}
