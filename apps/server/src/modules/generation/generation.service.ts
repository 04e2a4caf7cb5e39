import { randomUUID } from 'node:crypto';
import {
  type GenerationEvent,
  type GenerationResult,
  MESSAGES,
  type ResearchPreview,
  type ResearchRequestInput,
  type ScriptRequestInput,
  type StartedJob,
} from '@podloom/contract';
import type { Tx } from '../../platform/db/client';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../platform/http/errors';
import { refusalOf } from '../../platform/http/provider-errors';
import type { JobContext, JobDefinition } from '../../platform/jobs/jobs';
import type { AppServices } from '../../platform/services';
import { createScriptWriter } from '../../providers/llm/writer';
import type { OptionsService } from '../options';
import type { PodcastRow, PodcastsService } from '../podcasts';
import { jobChannel, type jobPayload, scriptJob } from './generation.jobs';
import {
  countActiveJobs,
  findJobByBatch,
  findJobByRef,
  type GenerationJobRow,
  insertJob,
  lockUser,
  updateJob,
} from './generation.repository';
import { assertGenerationRate } from './generation-rate';
import {
  audioJobPayload,
  type GenerationJobPayload,
  readJobColumn,
  type ScriptJobPayload,
  type StoredProgress,
  scriptJobPayload,
} from './job-payloads';
import { Researcher, type ResearcherOptions } from './research/research';
import { describeWithSources, materialForScript, previewResearch } from './research/script-research';
import { estimateLines, ScriptProgressReporter } from './script-progress';

/** A user may run at most two generations at once (issue 4). */
export const MAX_ACTIVE_JOBS = 2;
export const JOB_NOT_FOUND = 'We could not find that generation.';

/** What a job handler gets from its run: the abort signal, its bound logger and the outcome report. */
export type JobRun = Pick<JobContext, 'signal' | 'log' | 'reportOutcome'>;

export type { StartedJob };

/** The token decides who the caller is; a payload naming someone else is refused (DESIGN §5). */
export function assertSameUser(userId: number, ...claimed: Array<number | string | undefined>): void {
  for (const value of claimed) {
    if (value === undefined || value === '' || value === null) continue;
    if (Number(value) !== userId) throw forbidden(MESSAGES.invalidUserId);
  }
}

export class GenerationService {
  private readonly researcher: Researcher;

  constructor(
    private readonly services: AppServices,
    private readonly podcasts: PodcastsService,
    private readonly options: Pick<OptionsService, 'optionExists'>,
    researchOptions: ResearcherOptions = {},
  ) {
    this.researcher = new Researcher(services.config.research, researchOptions);
  }

  /** Issue 15: whether a script on this topic would be a general conversation (no model, nothing found). */
  previewResearch(input: ResearchRequestInput): Promise<ResearchPreview> {
    return previewResearch(this.researcher, this.services.config.llm.provider === 'builtin', input);
  }

  /** Seconds the browser should wait before starting its fallback (spec 000 §4). */
  scriptEta(): number {
    return this.services.config.llm.provider === 'builtin' ? 10 : 45;
  }

  async startScript(userId: number, input: ScriptRequestInput, requestId?: string): Promise<StartedJob> {
    assertSameUser(userId, input.user_id, input.userID);
    await this.assertOptionsExist(input);
    const speakers = [input.host, ...(input.no_of_speaker >= 2 && input.guest ? [input.guest] : [])];
    const payload: ScriptJobPayload = {
      topic: input.topic,
      description: input.description ?? null,
      sourceText: input.source_text ?? null,
      language: input.language,
      tone: input.tone,
      category: input.category,
      speakers,
      minutes: input.duration,
    };
    return this.startJob(userId, scriptJob, this.scriptEta(), {
      kind: 'script',
      payload,
      requestId,
      podcast: (tx) =>
        this.podcasts.create(tx, {
          userId,
          title: input.topic,
          description: input.description ?? '',
          language: input.language,
          status: 'generating',
          settings: {
            category: input.category,
            tone: input.tone,
            duration: input.duration,
            noOfSpeaker: input.no_of_speaker,
            host: input.host,
            guest: input.guest ?? null,
            hostVoice: input.host_voice ?? null,
            guestVoice: input.guest_voice ?? null,
          },
        }),
    });
  }

  /**
   * Records a job and queues it, within the per-user limit. The user's row is locked so two requests at once
   * cannot both pass the limit; the podcast (new or existing) is resolved inside the same transaction.
   */
  async startJob(
    userId: number,
    definition: JobDefinition<typeof jobPayload>,
    eta: number,
    job: {
      kind: 'script' | 'audio';
      payload: GenerationJobPayload;
      podcast: (tx: Tx) => Promise<{ id: number }>;
      /** The request that asked for the job: its id goes with the job, so the job's logs carry it. */
      requestId?: string;
    },
  ): Promise<StartedJob> {
    const refId = randomUUID();
    const batchJobId = `batch-${randomUUID()}`;
    const podcastId = await this.services.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      if ((await countActiveJobs(tx, userId)) >= MAX_ACTIVE_JOBS) {
        throw tooManyRequests('You already have two podcasts being generated. Please wait for one to finish.');
      }
      await assertGenerationRate(tx, userId, job.kind);
      const podcast = await job.podcast(tx);
      await insertJob(tx, { refId, batchJobId, userId, podcastId: podcast.id, kind: job.kind, payload: job.payload });
      return podcast.id;
    });
    // A client may choose its request id (x-request-id): one the payload schema would refuse is left out.
    const requestId = job.requestId && job.requestId.length <= 100 ? { requestId: job.requestId } : {};
    await this.services.queue.enqueue(definition, { refId, ...requestId }, { jobId: refId });
    return { ref_id: refId, podcast_id: podcastId, batch_job_id: batchJobId, eta };
  }

  /** The caller's own job, or not found (someone else's job is indistinguishable from a missing one). */
  async ownedJob(userId: number, refId: string): Promise<GenerationJobRow> {
    const job = /^[0-9a-f-]{36}$/i.test(refId) ? await findJobByRef(this.services.db, refId) : null;
    if (!job || job.userId !== userId) throw notFound(JOB_NOT_FOUND);
    return job;
  }

  /** A job by its batch id, for whoever may see it (the caller checks the owner). */
  jobByBatch(batchJobId: string): Promise<GenerationJobRow | null> {
    return findJobByBatch(this.services.db, batchJobId);
  }

  /** Stores a running job's latest progress, so a stream opened later starts from it. */
  saveProgress(refId: string, progress: StoredProgress): Promise<void> {
    return updateJob(this.services.db, refId, { progress });
  }

  /** The podcast a job wrote, once its transcript exists; null for someone else's job (the browser's fallback). */
  async podcastByBatchJob(userId: number, batchJobId: string): Promise<PodcastRow | null> {
    const job = await findJobByBatch(this.services.db, batchJobId);
    if (!job || job.userId !== userId || !job.podcastId) return null;
    return this.podcasts.ownedWithTranscript(userId, job.podcastId);
  }

  etaFor(job: GenerationJobRow): number {
    return job.kind === 'script'
      ? this.scriptEta()
      : readJobColumn(audioJobPayload, job.payload, 'payload', job.refId).eta;
  }

  /** The script job's handler: writes the script, streaming each line, and stores it on the podcast. */
  runScriptJob(refId: string, run: JobRun): Promise<void> {
    const { signal } = run;
    return this.runJob(
      refId,
      run,
      { podcastStatusOnFailure: 'failed', unexpected: 'the writer stopped unexpectedly' },
      async (job) => {
        const payload = readJobColumn(scriptJobPayload, job.payload, 'payload', refId);
        const reporter = new ScriptProgressReporter(this.services, refId, estimateLines(payload.minutes));
        try {
          const material = await materialForScript(
            this.researcher,
            {
              topic: payload.topic,
              description: payload.description ?? undefined,
              sourceText: payload.sourceText ?? undefined,
              language: payload.language,
            },
            reporter,
            signal,
          );
          const script = await createScriptWriter(this.services.config).write(
            {
              topic: payload.topic,
              description: payload.description ?? undefined,
              sourceText: material.sourceText,
              language: payload.language,
              tone: payload.tone,
              speakers: payload.speakers,
              minutes: payload.minutes,
              signal,
            },
            (event) => reporter.report(event),
          );
          const title = script.title || payload.topic;
          const { sources } = material;
          const podcast = sources.length ? await this.podcasts.find(job.podcastId) : null;
          await this.podcasts.update(job.podcastId, {
            transcript: script.transcript,
            title,
            status: 'script_ready',
            error: null,
            ...(podcast
              ? {
                  description: describeWithSources(payload.description, sources),
                  settings: { ...podcast.settings, sources },
                }
              : {}),
          });
          const lines = script.lines;
          const cited = sources.length ? { sources } : {};
          return {
            result: { message: script.transcript, podcast_id: job.podcastId, title, ...cited },
            progress: { stage: 'done', done: lines.length, total: lines.length, lines, ...cited },
          };
        } finally {
          await reporter.flush().catch(() => undefined);
        }
      },
    );
  }

  /**
   * Runs a job's work once: marks it running, then stores and publishes its result, or turns a failure into the
   * spec's failure event (`podcast_id` '-1', 'creation failed: <reason>'). Refusals (AppError, or a provider's own error) keep their sentence;
   * anything else is logged and reported with the generic reason.
   */
  async runJob(
    refId: string,
    run: JobRun,
    failure: { podcastStatusOnFailure: 'failed' | 'script_ready'; unexpected: string },
    work: (
      job: GenerationJobRow & { podcastId: number },
    ) => Promise<{ result: GenerationResult; progress?: StoredProgress }>,
  ): Promise<void> {
    const job = await findJobByRef(this.services.db, refId);
    if (!job || job.status === 'succeeded' || job.status === 'failed' || !job.podcastId) return;
    const podcastId = job.podcastId;
    await updateJob(this.services.db, refId, { status: 'running', attempts: job.attempts + 1 });
    try {
      const { result, progress } = await work({ ...job, podcastId });
      await updateJob(this.services.db, refId, {
        status: 'succeeded',
        result,
        ...(progress ? { progress } : {}),
        finishedAt: new Date(),
      });
      await this.publish(refId, { result });
    } catch (error) {
      const refusal = refusalOf(error);
      const reason = refusal ? refusal.message : failure.unexpected;
      run.reportOutcome?.('failed');
      const log = run.log ?? this.services.log;
      if (refusal) log.info({ reason }, `${job.kind} job refused`);
      else log.error({ err: error, refId }, `${job.kind} job failed`);
      await this.podcasts.update(podcastId, { status: failure.podcastStatusOnFailure, error: reason });
      await updateJob(this.services.db, refId, { status: 'failed', error: reason, finishedAt: new Date() });
      await this.publish(refId, { result: { podcast_id: '-1', message: `creation failed: ${reason}` } });
    }
  }

  publish(refId: string, event: GenerationEvent): Promise<void> {
    return this.services.events.publish(jobChannel(refId), event);
  }

  private async assertOptionsExist(input: ScriptRequestInput): Promise<void> {
    const checks: Array<[string, string, string]> = [
      ['language', input.language, 'Please choose a language from the list.'],
      ['speakers', String(input.no_of_speaker), 'Please choose 1 or 2 speakers.'],
      ['category', input.category, 'Please choose a category from the list.'],
      ['tone', input.tone, 'Please choose a tone from the list.'],
      ['duration', String(Math.round(input.duration * 1000)), 'Please choose a duration from the list.'],
    ];
    for (const [featureKey, optionKey, message] of checks) {
      if (!(await this.options.optionExists(featureKey, optionKey))) throw badRequest(message);
    }
  }
}
