import {
  BRIEF_MINUTES,
  type ResearchPreview,
  type ResearchRequestInput,
  type ScriptRequestInput,
  SPEAKER_MESSAGES,
  type StartedJob,
} from '@podloom/contract';
import type { Tx } from '../../platform/db/client';
import { badRequest } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import type { ScriptWriter } from '../../providers/llm/writer';
import type { OptionsService } from '../options';
import type { PodcastRow, PodcastsService } from '../podcasts';
import { assertSameUser, type RunsService } from '../runs';
import { type ScriptJobPayload, scriptRun } from './generation.jobs';
import { type ScriptSources, SourceLibrary } from './library/source-library';
import { Researcher, type ResearcherOptions } from './research/research';
import { previewResearch } from './research/script-research';
import { ScriptJob } from './script-job';

/** The speakers 3 and 4 of a request (the Create New Podcast wizard), as many as its speaker count allows. */
const moreSpeakersOf = (input: ScriptRequestInput) =>
  input.more_speakers.slice(0, Math.max(0, input.no_of_speaker - 2));

/** What the script job is given: the request, as the writer takes it, with its sources' text. */
function scriptPayload(input: ScriptRequestInput, sources: ScriptSources | null): ScriptJobPayload {
  const speakers = [
    input.host,
    ...(input.no_of_speaker >= 2 && input.guest ? [input.guest] : []),
    ...moreSpeakersOf(input).map((s) => s.name),
  ];
  return {
    topic: input.topic,
    description: input.description ?? null,
    sourceText: sources?.text ?? null,
    language: input.language,
    tone: input.tone,
    category: input.category,
    speakers,
    // A Brief is the essentials in one to two minutes, whichever writer writes it.
    minutes: input.format === 'brief' ? Math.min(input.duration, BRIEF_MINUTES) : input.duration,
    format: input.format,
    focus: input.focus ?? null,
    sourceIds: sources?.ids ?? [],
  };
}

/** Asked with the user, then with an episode's minutes: null to write it, or the sentence naming the plan's limit. */
export type EpisodeAllowance = (userId: number) => Promise<(minutes: number) => string | null>;

/** Script generation (spec 000 §4): starting a script job, its handler, and the browser's fallback after it. */
export class GenerationService {
  private readonly researcher: Researcher;
  /** The script job's handler, registered with runs. */
  readonly scriptJob: ScriptJob;
  /** The user's source library: what POST /generate/sources stores and scripts are written from. */
  readonly library: SourceLibrary;

  constructor(
    private readonly services: AppServices,
    private readonly podcasts: PodcastsService,
    private readonly options: Pick<OptionsService, 'optionExists'>,
    private readonly runs: RunsService,
    writer: ScriptWriter,
    researchOptions: ResearcherOptions = {},
    /** Billing's judge of an episode's length for the user's plan; without it any listed length goes. */
    private readonly episodeAllowance: EpisodeAllowance | null = null,
  ) {
    this.library = new SourceLibrary(services.db);
    this.researcher = new Researcher(services.config.research, researchOptions);
    this.scriptJob = new ScriptJob({
      researcher: this.researcher,
      writer,
      podcasts,
      library: this.library,
      eta: () => this.scriptEta(),
    });
  }

  /** Whether a script on this topic would be a general conversation (no model, nothing found). */
  previewResearch(input: ResearchRequestInput): Promise<ResearchPreview> {
    return previewResearch(this.researcher, this.services.config.llm.provider === 'builtin', input);
  }

  /** Seconds the browser should wait before starting its fallback (spec 000 §4). */
  scriptEta(): number {
    return this.services.config.llm.provider === 'builtin' ? 10 : 45;
  }

  /** POST /generate/script: checks the choices against the options, makes the podcast and queues its script. */
  async startScript(userId: number, input: ScriptRequestInput, requestId?: string): Promise<StartedJob> {
    assertSameUser(userId, input.user_id, input.userID);
    await this.assertOptionsExist(input);
    const refusal = (await this.episodeAllowance?.(userId))?.(input.duration);
    if (refusal) throw badRequest(refusal, 'EPISODE_LIMIT');
    const sources = await this.library.forScript(userId, input.source_ids, input.source_text);
    return this.runs.startJob(userId, scriptRun, {
      payload: scriptPayload(input, sources),
      eta: this.scriptEta(),
      requestId,
      podcast: (tx) => this.newPodcast(tx, userId, input, sources?.ids ?? []),
    });
  }

  /** The podcast a job wrote, once its transcript exists; null for someone else's job (the browser's fallback). */
  async podcastByBatchJob(userId: number, batchJobId: string): Promise<PodcastRow | null> {
    const job = await this.runs.jobByBatch(batchJobId);
    if (!job || job.userId !== userId || !job.podcastId) return null;
    return this.podcasts.ownedWithTranscript(userId, job.podcastId);
  }

  /** The podcast a script job writes: 'generating' until its script lands, with the request's choices. */
  private newPodcast(tx: Tx, userId: number, input: ScriptRequestInput, sourceIds: number[]) {
    const more = moreSpeakersOf(input);
    return this.podcasts.create(tx, {
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
        ...(sourceIds.length ? { sourceIds } : {}),
        format: input.format,
        ...(input.focus ? { focus: input.focus } : {}),
      },
    });
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
