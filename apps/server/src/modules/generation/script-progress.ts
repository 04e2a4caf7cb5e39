import type { GenerationEvent, ResearchSource, ScriptLine } from '@podloom/contract';
import type { AppServices } from '../../platform/services';
import type { WriterProgress } from '../../providers/llm/writer';
import { jobChannel } from './generation.jobs';
import { updateJob } from './generation.repository';
import type { StoredProgress } from './job-payloads';

/** About 22 spoken words a line at 150 words a minute: a progress total the browser can show. */
export function estimateLines(minutes: number): number {
  return Math.max(4, Math.round((minutes * 150) / 22));
}

/** Stored progress is written at most this often; events go out for every line. */
const PERSIST_EVERY_MS = 250;

/**
 * Turns a writer's progress into stream events, in order (the writer's callback is synchronous, publishing is not),
 * and keeps a snapshot in the job row so a stream opened later, on any process, starts from it.
 */
export class ScriptProgressReporter {
  private readonly lines: ScriptLine[] = [];
  private stage = 'planning';
  private sources: ResearchSource[] | undefined;
  private chain: Promise<void> = Promise.resolve();
  private persistedAt = 0;

  constructor(
    private readonly services: Pick<AppServices, 'events' | 'db' | 'log'>,
    private readonly refId: string,
    private readonly expectedLines: number,
  ) {}

  /** Research begins (issue 15): a stage of its own, before the writer's first. */
  researching(): void {
    this.stage = 'researching';
    this.send({ progress: this.progress() });
  }

  /** What research found: every later snapshot carries it, so a late joiner sees "Based on: …" too. */
  researched(sources: ResearchSource[]): void {
    this.sources = sources;
    this.send({ progress: this.progress() });
  }

  report(event: WriterProgress): void {
    let outgoing: GenerationEvent;
    if (event.type === 'stage') {
      this.stage = event.stage;
      outgoing = { progress: this.progress() };
    } else if (event.type === 'line') {
      this.lines[event.index] = event.line;
      outgoing = { progress: { ...this.progress(), from: event.index, lines: [event.line] } };
    } else {
      this.lines.splice(0, this.lines.length, ...event.lines);
      outgoing = { progress: { ...this.progress(), from: 0, lines: [...event.lines], replace: true } };
    }
    this.send(outgoing);
  }

  private send(outgoing: GenerationEvent): void {
    this.chain = this.chain
      .then(() => this.services.events.publish(jobChannel(this.refId), outgoing))
      .then(() => this.persist(false))
      .catch((error) => this.services.log.warn({ err: error, refId: this.refId }, 'progress event not delivered'));
  }

  /** Waits for every event so far and stores the latest snapshot. */
  async flush(): Promise<void> {
    await this.chain;
    await this.persist(true);
  }

  private progress() {
    const done = this.lines.filter(Boolean).length;
    const sources = this.sources ? { sources: this.sources } : {};
    return { stage: this.stage, done, total: Math.max(this.expectedLines, done), ...sources };
  }

  private async persist(force: boolean): Promise<void> {
    if (!force && Date.now() - this.persistedAt < PERSIST_EVERY_MS) return;
    this.persistedAt = Date.now();
    const snapshot: StoredProgress = { ...this.progress(), lines: this.lines.filter(Boolean) };
    await updateJob(this.services.db, this.refId, { progress: snapshot });
  }
}
