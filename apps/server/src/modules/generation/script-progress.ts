import type { GenerationProgress, ResearchSource, ScriptLine } from '@podloom/contract';
import type { WriterProgress } from '../../providers/llm/writer';
import type { RunProgress } from '../runs';

/** About 22 spoken words a line at 150 words a minute: a progress total the browser can show. */
export function estimateLines(minutes: number): number {
  return Math.max(4, Math.round((minutes * 150) / 22));
}

/**
 * Turns research and the writer's progress into stream events: each event carries the lines written since `from`,
 * while the stored snapshot keeps every line so far, so a stream opened later starts with the whole script.
 */
export class ScriptProgressReporter {
  private readonly lines: ScriptLine[] = [];
  private stage = 'planning';
  private sources: ResearchSource[] | undefined;

  constructor(
    private readonly progress: RunProgress,
    private readonly expectedLines: number,
  ) {}

  /** Research begins: a stage of its own, before the writer's first. */
  researching(): void {
    this.stage = 'researching';
    this.send(this.current());
  }

  /** What research found: every later snapshot carries it, so a late joiner sees "Based on: …" too. */
  researched(sources: ResearchSource[]): void {
    this.sources = sources;
    this.send(this.current());
  }

  report(event: WriterProgress): void {
    if (event.type === 'stage') {
      this.stage = event.stage;
      this.send(this.current());
    } else if (event.type === 'line') {
      this.lines[event.index] = event.line;
      this.send({ ...this.current(), from: event.index, lines: [event.line] });
    } else {
      this.lines.splice(0, this.lines.length, ...event.lines);
      this.send({ ...this.current(), from: 0, lines: [...event.lines], replace: true });
    }
  }

  /** Waits for every event so far and stores the latest snapshot. */
  flush(): Promise<void> {
    return this.progress.flush(() => this.snapshot());
  }

  private send(progress: GenerationProgress): void {
    this.progress.report(progress, () => this.snapshot());
  }

  private current(): GenerationProgress {
    const done = this.lines.filter(Boolean).length;
    const sources = this.sources ? { sources: this.sources } : {};
    return { stage: this.stage, done, total: Math.max(this.expectedLines, done), ...sources };
  }

  private snapshot(): GenerationProgress {
    return { ...this.current(), lines: this.lines.filter(Boolean) };
  }
}
