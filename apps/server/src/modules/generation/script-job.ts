import type { ResearchSource, ScriptCitations, SourcePassage } from '@podloom/contract';
import { splitPassages, verifyScript } from '../../providers/llm/text/citations';
import type { ScriptResult, ScriptWriter } from '../../providers/llm/writer';
import type { PodcastsService } from '../podcasts';
import type { Run, RunHandler, RunOutcome } from '../runs';
import { type scriptJobPayload, scriptRun } from './generation.jobs';
import type { SourceLibrary } from './library/source-library';
import type { Researcher } from './research/research';
import { describeWithSources, materialForScript, type ScriptMaterial } from './research/script-research';
import { estimateLines, ScriptProgressReporter } from './script-progress';

type ScriptRun = Run<typeof scriptJobPayload>;

/** The script job's handler: researches the topic, writes the script line by line, and stores it on the podcast. */
export class ScriptJob implements RunHandler<typeof scriptJobPayload> {
  readonly kind = scriptRun;
  readonly failedStatus = 'failed';
  readonly unexpected = 'the writer stopped unexpectedly';

  constructor(
    private readonly deps: {
      researcher: Researcher;
      writer: ScriptWriter;
      podcasts: Pick<PodcastsService, 'find' | 'update'>;
      /** Where the pages research read are kept, as research sources of the user's library. */
      library: Pick<SourceLibrary, 'add' | 'ofPodcast'>;
      /** Seconds the browser should wait before starting its fallback. */
      eta: () => number;
    },
  ) {}

  eta(): number {
    return this.deps.eta();
  }

  async run(run: ScriptRun): Promise<RunOutcome> {
    const { payload, signal } = run;
    const reporter = new ScriptProgressReporter(run.progress, estimateLines(payload.minutes));
    try {
      const topic = { topic: payload.topic, description: payload.description ?? undefined, language: payload.language };
      const material = await materialForScript(
        this.deps.researcher,
        { ...topic, sourceText: payload.sourceText ?? undefined },
        reporter,
        signal,
      );
      const researched = await this.keepPages(run, material.pages);
      const passages = await this.passagesOf(run, [...payload.sourceIds, ...researched]);
      const script = await this.deps.writer.write(
        {
          ...topic,
          sourceText: material.sourceText,
          passages: passages.length ? passages : undefined,
          tone: payload.tone,
          speakers: payload.speakers,
          minutes: payload.minutes,
          format: payload.format,
          focus: payload.focus ?? undefined,
          signal,
        },
        (event) => reporter.report(event),
      );
      return await this.store(run, script, material.sources, researched);
    } finally {
      await reporter.flush().catch(() => undefined);
    }
  }

  /** Each page research read joins the user's library, so the podcast lists it among its sources. */
  private async keepPages(run: ScriptRun, pages: ScriptMaterial['pages']): Promise<number[]> {
    const ids: number[] = [];
    for (const page of pages) {
      const row = await this.deps.library.add(run.job.userId, {
        kind: 'research',
        text: page.text,
        address: page.url,
        title: page.title,
      });
      ids.push(row.id);
    }
    return ids;
  }

  /** The passages of the script's sources (those still in the user's library), numbered per source. */
  private async passagesOf(run: ScriptRun, ids: number[]): Promise<SourcePassage[]> {
    if (!ids.length) return [];
    const rows = await this.deps.library.ofPodcast(run.job.userId, ids);
    return rows.flatMap((row) => splitPassages(row.id, row.text, run.payload.language));
  }

  /** The script becomes the podcast's: its transcript, title, parts and (when research found any) sources. */
  private async store(
    run: ScriptRun,
    script: ScriptResult,
    sources: ResearchSource[],
    researched: number[],
  ): Promise<RunOutcome> {
    const { job, payload } = run;
    const title = script.title || payload.topic;
    const podcast = await this.deps.podcasts.find(job.podcastId);
    // Each part's first line, so the render can say where each chapter starts.
    const segments = script.segments.map((s) => ({ ...s, firstLine: script.lines[s.line]?.text ?? '' }));
    await this.deps.podcasts.update(job.podcastId, {
      transcript: script.transcript,
      citations: citationsOf(script, payload),
      title,
      status: 'script_ready',
      error: null,
      ...(podcast
        ? {
            ...(sources.length ? { description: describeWithSources(payload.description, sources) } : {}),
            settings: {
              ...podcast.settings,
              segments,
              ...(sources.length ? { sources } : {}),
              ...(researched.length ? { sourceIds: [...(podcast.settings.sourceIds ?? []), ...researched] } : {}),
            },
          }
        : {}),
    });
    const { lines } = script;
    const cited = sources.length ? { sources } : {};
    return {
      result: { message: script.transcript, podcast_id: job.podcastId, title, ...cited },
      progress: { stage: 'done', done: lines.length, total: lines.length, lines, ...cited },
    };
  }
}

/** The writer's citations checked against their passages: what the podcast keeps beside its transcript. */
export function citationsOf(script: ScriptResult, payload: { speakers: string[]; language: string }): ScriptCitations {
  const speakers = [...payload.speakers, ...new Set(script.lines.map((l) => l.speaker))];
  const ignoredNames = [...speakers, script.title, ...script.segments.map((s) => s.title)];
  return verifyScript(script.lines, script.citations, script.passages, { locale: payload.language, ignoredNames });
}
