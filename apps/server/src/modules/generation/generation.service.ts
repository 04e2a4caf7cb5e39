import { randomUUID } from 'node:crypto';
import {
  type GenerationEvent,
  type GenerationResult,
  MESSAGES,
  type ResearchPreview,
  type ResearchRequestInput,
  type ScriptRequestInput,
  SPEAKER_MESSAGES,
  type StartedJob,
} from '@podloom/contract';
import { z } from 'zod';
import type { Tx } from '../../platform/db/client';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../platform/http/errors';
import { refusalOf } from '../../platform/http/provider-errors';
import { isHandedBack, type JobContext, type JobDefinition } from '../../platform/jobs/jobs';
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
import { OpenStreams } from './generation.stream';
import { assertGenerationRate } from './generation-rate';
import {
  type GenerationJobPayload,
  type JobKind,
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
/** The stream's last word when the podcast of a running or queued job is deleted (a failure the browser reads). */
export const PODCAST_DELETED_REASON = 'the podcast was deleted';

/** Channel on which a deleted podcast's jobs are stopped, in whichever process runs them. */
const CANCEL_CHANNEL = 'generation:cancel';

/** The abort reason of a run whose podcast was deleted. */
export class JobCancelledError extends Error {
  override name = 'JobCancelledError';
}

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
  /** The progress streams open in this process (ended at once when it stops). */
  readonly streams = new OpenStreams();
  /** The runs of this process, so a deleted podcast's run can be stopped here. */
  private readonly runs = new Map<string, { podcastId: number; controller: AbortController }>();

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
    const more = input.more_speakers.slice(0, Math.max(0, input.no_of_speaker - 2));
    const speakers = [
      input.host,
      ...(input.no_of_speaker >= 2 && input.guest ? [input.guest] : []),
      ...more.map((s) => s.name),
    ];
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
            ...(more.length ? { moreSpeakers: more.map((s) => ({ name: s.name, voice: s.voice ?? null })) } : {}),
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
      kind: JobKind;
      payload: GenerationJobPayload;
      podcast: (tx: Tx) => Promise<{ id: number }>;
      /** The request that asked for the job: its id goes with the job, so the job's logs carry it. */
      requestId?: string;
    },
  ): Promise<StartedJob> {
    const refId = randomUUID();
    const batchJobId = `batch-${randomUUID()}`;
    // A client may choose its request id (x-request-id): one the payload schema would refuse is left out.
    const requestId = job.requestId && job.requestId.length <= 100 ? { requestId: job.requestId } : {};
    const { queue } = this.services;
    const podcastId = await this.services.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      if ((await countActiveJobs(tx, userId)) >= MAX_ACTIVE_JOBS) {
        throw tooManyRequests('You already have two podcasts being generated. Please wait for one to finish.');
      }
      await assertGenerationRate(tx, userId, job.kind);
      const podcast = await job.podcast(tx);
      await insertJob(tx, { refId, batchJobId, userId, podcastId: podcast.id, kind: job.kind, payload: job.payload });
      // The database queue takes the job in this transaction: the job exists exactly when its row does (issue 14).
      if (queue.enqueueIn) await queue.enqueueIn(tx, definition, { refId, ...requestId }, { jobId: refId });
      return podcast.id;
    });
    if (!queue.enqueueIn) await queue.enqueue(definition, { refId, ...requestId }, { jobId: refId });
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
    if (job.kind === 'script') return this.scriptEta();
    // Audio renders and mixdowns both carry the estimate they answered with.
    return readJobColumn(z.object({ eta: z.number() }), job.payload, 'payload', job.refId).eta;
  }

  /** The script job's handler: writes the script, streaming each line, and stores it on the podcast. */
  runScriptJob(refId: string, run: JobRun): Promise<void> {
    return this.runJob(
      refId,
      run,
      { podcastStatusOnFailure: 'failed', unexpected: 'the writer stopped unexpectedly' },
      async (job, signal) => {
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
          const podcast = await this.podcasts.find(job.podcastId);
          // Each part's first line, so the render can say where each chapter starts (issue 13).
          const segments = script.segments.map((s) => ({ ...s, firstLine: script.lines[s.line]?.text ?? '' }));
          await this.podcasts.update(job.podcastId, {
            transcript: script.transcript,
            title,
            status: 'script_ready',
            error: null,
            ...(podcast
              ? {
                  ...(sources.length ? { description: describeWithSources(payload.description, sources) } : {}),
                  settings: { ...podcast.settings, segments, ...(sources.length ? { sources } : {}) },
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
    failure: {
      podcastStatusOnFailure: 'failed' | 'script_ready' | 'ready';
      unexpected: string;
      /** Removes what a run of a deleted podcast wrote, once it has stopped. */
      cancelled?: (podcastId: number) => Promise<void>;
    },
    work: (
      job: GenerationJobRow & { podcastId: number },
      signal: AbortSignal,
    ) => Promise<{ result: GenerationResult; progress?: StoredProgress }>,
  ): Promise<void> {
    const job = await findJobByRef(this.services.db, refId);
    if (!job?.podcastId) {
      // Its podcast was deleted (the row went with it): a stream still open on it hears so and ends.
      await this.publish(refId, deletedEvent()).catch(() => undefined);
      return;
    }
    if (job.status !== 'queued' && job.status !== 'running') return;
    const podcastId = job.podcastId;
    const controller = new AbortController();
    this.runs.set(refId, { podcastId, controller });
    const signal = AbortSignal.any([run.signal, controller.signal]);
    try {
      await updateJob(this.services.db, refId, { status: 'running', attempts: job.attempts + 1 });
      const { result, progress } = await work({ ...job, podcastId }, signal);
      // Deleted meanwhile: nothing is recorded (the row went with the podcast).
      if (controller.signal.aborted) throw controller.signal.reason;
      await updateJob(this.services.db, refId, {
        status: 'succeeded',
        result,
        ...(progress ? { progress } : {}),
        finishedAt: new Date(),
      });
      await this.publish(refId, { result });
    } catch (error) {
      // The process is stopping: the queue hands the job back and the next process runs it again.
      if (isHandedBack(run.signal)) throw error;
      if (controller.signal.aborted || error instanceof JobCancelledError) {
        // The podcast was deleted: nothing is written back; what this run wrote is removed.
        await failure
          .cancelled?.(podcastId)
          .catch((err) => (run.log ?? this.services.log).warn({ err, refId }, 'files of a cancelled job not removed'));
        return;
      }
      const refusal = refusalOf(error);
      const reason = refusal ? refusal.message : failure.unexpected;
      run.reportOutcome?.('failed');
      const log = run.log ?? this.services.log;
      if (refusal) log.info({ reason }, `${job.kind} job refused`);
      else log.error({ err: error, refId }, `${job.kind} job failed`);
      await this.recordFailure(refId, podcastId, failure.podcastStatusOnFailure, reason);
    } finally {
      this.runs.delete(refId);
    }
  }

  /**
   * The queue gave up on a job whose process died during its last allowed run (issue 14): it fails with the
   * sentence, the podcast shows it, and a stream still open hears it.
   */
  async abandon(
    refId: string,
    reason: string,
    podcastStatusOnFailure: 'failed' | 'script_ready' | 'ready',
  ): Promise<void> {
    const job = await findJobByRef(this.services.db, refId);
    if (!job?.podcastId || (job.status !== 'queued' && job.status !== 'running')) return;
    await this.recordFailure(refId, job.podcastId, podcastStatusOnFailure, reason);
  }

  private async recordFailure(
    refId: string,
    podcastId: number,
    podcastStatus: 'failed' | 'script_ready' | 'ready',
    reason: string,
  ): Promise<void> {
    await this.podcasts.update(podcastId, { status: podcastStatus, error: reason });
    await updateJob(this.services.db, refId, { status: 'failed', error: reason, finishedAt: new Date() });
    await this.publish(refId, { result: { podcast_id: '-1', message: `creation failed: ${reason}` } });
  }

  /**
   * A podcast was deleted: its runs stop in whichever process runs them (the event bus reaches every process),
   * and their streams end at once with a failure naming the deletion.
   */
  cancelPodcastJobs(podcastId: number): Promise<void> {
    return this.services.events.publish(CANCEL_CHANNEL, { podcastId });
  }

  /** The ref ids of the jobs running in this process now. */
  runningJobs(): string[] {
    return [...this.runs.keys()];
  }

  /** Listens for deleted podcasts' jobs in a process that runs jobs; answers a function that stops listening. */
  async listenForCancellations(): Promise<() => Promise<void>> {
    return this.services.events.subscribe(CANCEL_CHANNEL, (message) => {
      const podcastId = (message as { podcastId?: unknown } | null)?.podcastId;
      if (typeof podcastId !== 'number') return;
      for (const [refId, run] of this.runs) {
        if (run.podcastId !== podcastId) continue;
        run.controller.abort(new JobCancelledError(PODCAST_DELETED_REASON));
        void this.publish(refId, deletedEvent()).catch(() => undefined);
      }
    });
  }

  publish(refId: string, event: GenerationEvent): Promise<void> {
    return this.services.events.publish(jobChannel(refId), event);
  }

  private async assertOptionsExist(input: ScriptRequestInput): Promise<void> {
    const checks: Array<[string, string, string]> = [
      ['language', input.language, 'Please choose a language from the list.'],
      ['category', input.category, 'Please choose a category from the list.'],
      ['tone', input.tone, 'Please choose a tone from the list.'],
      ['duration', String(Math.round(input.duration * 1000)), 'Please choose a duration from the list.'],
    ];
    // The options list 1 and 2 (the home screen); the wizard's 3 and 4 are checked by the payload's schema.
    if (input.no_of_speaker <= 2) checks.push(['speakers', String(input.no_of_speaker), SPEAKER_MESSAGES.count]);
    for (const [featureKey, optionKey, message] of checks) {
      if (!(await this.options.optionExists(featureKey, optionKey))) throw badRequest(message);
    }
  }
}

const deletedEvent = (): GenerationEvent => ({
  result: { podcast_id: '-1', message: `creation failed: ${PODCAST_DELETED_REASON}` },
});
